import { type SQL, sql } from 'drizzle-orm';
import {
  isDateFull,
  type PlaceStatus,
  promotionCount,
  statusOfNewcomer,
} from '../../../domain/participation/places';
import type { Db } from '../../db/connect';
import { nextRegistrationDaySql, refreshNextDateFull } from '../../db/next-date-full';
import { selectRows } from '../../db/select-rows';
import { isCancelledSql } from './changed-dates';

// Taking part in one date, and the waitlist, as SQL under the date's lock (decision 0033). Every
// function runs in the caller's transaction. Locks are taken in one order everywhere: the activity's
// row (`for no key update` here; the occurrence materialiser holds it `for update`), then the date's
// advisory lock. So joins, leaves, the materialiser's trigger for followers and a changed capacity
// never deadlock, and two people can never take the last place at once.

/** One date of one activity; `day` null: a one-time activity without a date. */
export interface DateKey {
  activityId: number;
  day: string | null;
}

export interface Standing {
  status: PlaceStatus;
  /** 1 is next in line; null while going. */
  position: number | null;
  everyTime: boolean;
  comingAlone: boolean;
  wantsCompany: boolean;
  companyNote: string | null;
}

export interface JoinOptions {
  everyTime?: boolean;
  comingAlone?: boolean;
  wantsCompany?: boolean;
  /** The line for the others who want company; null removes it, undefined keeps it. */
  companyNote?: string | null;
}

/** Someone the waitlist moved up (told by e-mail: promotion-notices.ts reads `promoted_at`). */
export interface Promotion {
  userId: number;
  activityId: number;
  day: string | null;
}

const sameDay = (day: string | null) => sql`day is not distinct from ${day}::date`;

/**
 * The activity's row, locked against deletion and against the materialiser's rewrite for the rest of
 * the transaction; its capacity, or undefined when the activity does not exist.
 *
 * `for no key update`, not `for key share`: a change that fills or frees the next date's last place
 * writes the row (next_date_full, refreshNextDateFull). Taken only then, after the date's lock, that
 * write would wait for an administrator's edit, which holds the row and waits for the date's lock: a
 * deadlock. Taken here, first, the order stays row, then date. Joins of one activity now take turns
 * for the few milliseconds of their transactions; favourites' and registrations' foreign keys (key
 * share) still never wait.
 */
export async function lockActivity(
  tx: Db,
  activityId: number,
): Promise<{ capacity: number | null } | undefined> {
  const [row] = await selectRows<{ capacity: number | null }>(
    tx,
    sql`select capacity from activities where id = ${activityId} for no key update`,
  );
  return row;
}

/** After a date's places changed: the next date's fullness (next_date_full), when it is that date. */
async function placesChanged(tx: Db, key: DateKey, capacity: number | null): Promise<void> {
  // Without a capacity no date is full, and the flag is already false (a removed capacity is written
  // by the activity's update: promoteOnUpcomingDates).
  if (capacity !== null) await refreshNextDateFull(tx, key.activityId, key.day);
}

/** The date's advisory lock (two int4 keys: the activity, and the day as days since 2000), as SQL. */
export function dateLockSql(activityId: number, day: SQL): SQL {
  return sql`pg_advisory_xact_lock(${activityId}::int, coalesce((${day})::date - date '2000-01-01', -1))`;
}

/** Takes the date's advisory lock, after the activity's row (decision 0033's lock order). */
export async function lockDate(tx: Db, { activityId, day }: DateKey): Promise<void> {
  await tx.execute(sql`select ${dateLockSql(activityId, sql`${day}::date`)}`);
}

async function positionOf(tx: Db, key: DateKey, userId: number): Promise<number | null> {
  const [row] = await selectRows<{ position: number | null }>(
    tx,
    sql`select (select count(*)::int from registrations w
        where w.activity_id = r.activity_id and w.day is not distinct from r.day and w.status = 'waitlisted'
          and (w.registered_at, w.id) <= (r.registered_at, r.id)) as position
      from registrations r
      where r.activity_id = ${key.activityId} and r.day is not distinct from ${key.day}::date
        and r.user_id = ${userId} and r.status = 'waitlisted'`,
  );
  return row?.position ?? null;
}

/** A member's standing on a date (none when they do not take part or skipped it). Takes no lock. */
export async function standingOn(tx: Db, key: DateKey, userId: number): Promise<Standing | null> {
  const [row] = await selectRows<{
    status: string;
    every_time: boolean;
    coming_alone: boolean;
    wants_company: boolean;
    company_note: string | null;
  }>(
    tx,
    sql`select status, every_time, coming_alone, wants_company, company_note from registrations
      where activity_id = ${key.activityId} and ${sameDay(key.day)} and user_id = ${userId}`,
  );
  if (!row || row.status === 'skipped') return null;
  const status = row.status as PlaceStatus;
  return {
    status,
    position: status === 'waitlisted' ? await positionOf(tx, key, userId) : null,
    everyTime: row.every_time,
    comingAlone: row.coming_alone,
    wantsCompany: row.wants_company,
    companyNote: row.company_note,
  };
}

/**
 * Takes part in a date: a place while there is one, else the end of the waitlist. Taking part again
 * keeps one's place (and updates what one said about coming alone or with company). Call with the
 * activity's row locked (lockActivity, or datesOfActivity with `lockRow`), with the capacity it answered;
 * `dateLocked` when the date's lock is held already (lockedDates with the day).
 */
export async function joinDate(
  tx: Db,
  key: DateKey,
  capacity: number | null,
  userId: number,
  options: JoinOptions = {},
  dateLocked = false,
): Promise<Standing> {
  if (!dateLocked) await lockDate(tx, key);
  // The member's row and the date's places in one read, after the lock: what is counted here stays
  // so until the transaction ends.
  const [date] = await selectRows<{ status: string | null; going: number }>(
    tx,
    sql`select (select status from registrations
          where activity_id = ${key.activityId} and ${sameDay(key.day)} and user_id = ${userId}) as status,
        (select count(*)::int from registrations
          where activity_id = ${key.activityId} and ${sameDay(key.day)} and status = 'going') as going`,
  );
  const existing = date!.status;
  if (existing !== null && existing !== 'skipped') {
    await tx.execute(sql`update registrations set
        coming_alone = coalesce(${options.comingAlone ?? null}::boolean, coming_alone),
        wants_company = coalesce(${options.wantsCompany ?? null}::boolean, wants_company),
        company_note = case when ${options.companyNote !== undefined} then ${options.companyNote ?? null}
          else company_note end,
        every_time = every_time or ${options.everyTime ?? false}
      where activity_id = ${key.activityId} and ${sameDay(key.day)} and user_id = ${userId}`);
    return (await standingOn(tx, key, userId))!;
  }
  const status = statusOfNewcomer(date!.going, capacity);
  // A skipped date taken up again starts over: at the back of the line, as anyone joining now.
  // clock_timestamp(), not now(): the line is the order in which people got the date's lock, and now()
  // is when their transaction began.
  await tx.execute(sql`insert into registrations
      (activity_id, user_id, day, status, every_time, coming_alone, wants_company, company_note,
        registered_at)
    values (${key.activityId}, ${userId}, ${key.day}::date, ${status}, ${options.everyTime ?? false},
      ${options.comingAlone ?? false}, ${options.wantsCompany ?? false}, ${options.companyNote ?? null},
      clock_timestamp())
    on conflict (activity_id, day, user_id) do update set status = excluded.status,
      every_time = excluded.every_time, coming_alone = excluded.coming_alone,
      wants_company = excluded.wants_company, company_note = excluded.company_note,
      registered_at = excluded.registered_at, promoted_at = null`);
  if (status === 'waitlisted') return (await standingOn(tx, key, userId))!;
  // The date was not full (a place was free) and is full now only when this was its last place: only
  // then can next_date_full flip, so a join that leaves places free writes nothing more.
  if (isDateFull(date!.going + 1, capacity)) await placesChanged(tx, key, capacity);
  // A place: the row just written, as standingOn would read it back (a place has no line position).
  return {
    status,
    position: null,
    everyTime: options.everyTime ?? false,
    comingAlone: options.comingAlone ?? false,
    wantsCompany: options.wantsCompany ?? false,
    companyNote: options.companyNote ?? null,
  };
}

/** Who a promotion moved up, and the date's places taken before and after it. */
interface PromotionOutcome {
  promoted: Promotion[];
  goingBefore: number;
  goingAfter: number;
}

/**
 * Moves the next in line up into every free place of a date, each exactly once (the date's lock is
 * held), and answers who moved up. Call after lockActivity and lockDate.
 */
async function promote(tx: Db, key: DateKey, capacity: number | null): Promise<PromotionOutcome> {
  const [counts] = await selectRows<{ cancelled: boolean; going: number; waiting: number }>(
    tx,
    sql`select ${key.day === null ? sql`false` : isCancelledSql(key.activityId, sql`${key.day}::date`)} as cancelled,
        count(*) filter (where status = 'going')::int as going,
        count(*) filter (where status = 'waitlisted')::int as waiting
      from registrations where activity_id = ${key.activityId} and ${sameDay(key.day)}`,
  );
  const unchanged = { promoted: [], goingBefore: counts!.going, goingAfter: counts!.going };
  // A cancelled date gives no place on: it does not take place (its rows stay for an undo).
  if (counts!.cancelled) return unchanged;
  const count = promotionCount(counts!.going, capacity, counts!.waiting);
  if (count === 0) return unchanged;
  const promoted = await selectRows<{ user_id: number }>(
    tx,
    sql`update registrations set status = 'going', promoted_at = now()
      where id in (
        select id from registrations
        where activity_id = ${key.activityId} and ${sameDay(key.day)} and status = 'waitlisted'
        order by registered_at, id limit ${count})
      returning user_id`,
  );
  return {
    promoted: promoted.map((row) => ({ userId: row.user_id, activityId: key.activityId, day: key.day })),
    goingBefore: counts!.going,
    goingAfter: counts!.going + promoted.length,
  };
}

/**
 * Leaves a date. A follower of the series keeps a `skipped` row, so the date is not given back to them
 * when the series is rebuilt. A place that came free goes to the next in line. Answers who moved up.
 */
export async function leaveDate(
  tx: Db,
  key: DateKey,
  capacity: number | null,
  userId: number,
  isFollower: boolean,
  dateLocked = false,
): Promise<Promotion[]> {
  if (!dateLocked) await lockDate(tx, key);
  const left = isFollower
    ? await selectRows<{ status: string }>(
        tx,
        sql`with old as (select id, status from registrations
            where activity_id = ${key.activityId} and ${sameDay(key.day)} and user_id = ${userId} for update)
          update registrations r set status = 'skipped', promoted_at = null from old
          where r.id = old.id and old.status <> 'skipped' returning old.status`,
      )
    : await selectRows<{ status: string }>(
        tx,
        sql`delete from registrations
          where activity_id = ${key.activityId} and ${sameDay(key.day)} and user_id = ${userId}
          returning status`,
      );
  if (isFollower && left.length === 0) {
    // A follower without a row for this date (not in the window yet): remember the skip all the same.
    await tx.execute(sql`insert into registrations (activity_id, user_id, day, status, every_time)
      values (${key.activityId}, ${userId}, ${key.day}::date, 'skipped', true)
      on conflict (activity_id, day, user_id) do nothing`);
  }
  if (!left.some((row) => row.status === 'going')) return [];
  const { promoted, goingBefore, goingAfter } = await promote(tx, key, capacity);
  // The member's place was taken until now: next_date_full can flip only when the date was full with it
  // and is not after the waitlist moved up. A leave from a date with places free writes nothing more.
  if (isDateFull(goingBefore + 1, capacity) !== isDateFull(goingAfter, capacity)) {
    await placesChanged(tx, key, capacity);
  }
  return promoted;
}

/**
 * After a capacity changed: the waitlists of the dates still to come move up (a raised or removed
 * one), and the next date's fullness is set anew.
 */
export async function promoteOnUpcomingDates(
  tx: Db,
  activityId: number,
  capacity: number | null,
): Promise<Promotion[]> {
  const days = await selectRows<{ day: string | null }>(
    tx,
    sql`select distinct day::text as day from registrations
      where activity_id = ${activityId} and status = 'waitlisted'
        and (day is null or day >= (now() at time zone 'Europe/Amsterdam')::date)
      order by day`,
  );
  const promoted: Promotion[] = [];
  for (const { day } of days) {
    const key = { activityId, day };
    await lockDate(tx, key);
    promoted.push(...(await promote(tx, key, capacity)).promoted);
  }
  // Whatever the capacity became (raised, lowered, removed), the next date may have filled or freed up.
  await lockDate(tx, { activityId, day: await nextRegistrationDay(tx, activityId) });
  await refreshNextDateFull(tx, activityId);
  return promoted;
}

/** The day the next date's registrations are kept under (null: none), read from the activity's row. */
async function nextRegistrationDay(tx: Db, activityId: number): Promise<string | null> {
  const [row] = await selectRows<{ day: string | null }>(
    tx,
    sql`select ${sql.raw(nextRegistrationDaySql('a'))}::text as day from activities a where a.id = ${activityId}`,
  );
  return row?.day ?? null;
}

/** Whether the member follows the series ("every time"). */
export async function isFollower(tx: Db, activityId: number, userId: number): Promise<boolean> {
  const [row] = await selectRows(
    tx,
    sql`select 1 from series_followers where activity_id = ${activityId} and user_id = ${userId}`,
  );
  return Boolean(row);
}

/**
 * Follows a series: a row in series_followers, and a place (or the waitlist) on each date still to
 * come that the member has no row for yet. Dates added later follow by the occurrences' trigger.
 */
export async function followSeries(
  tx: Db,
  activityId: number,
  capacity: number | null,
  userId: number,
  options: JoinOptions,
  upcomingDays: readonly string[],
): Promise<void> {
  await tx.execute(sql`insert into series_followers (activity_id, user_id, coming_alone, wants_company)
    values (${activityId}, ${userId}, ${options.comingAlone ?? false}, ${options.wantsCompany ?? false})
    on conflict (activity_id, user_id) do update set
      coming_alone = excluded.coming_alone, wants_company = excluded.wants_company`);
  for (const day of upcomingDays) {
    await joinDate(tx, { activityId, day }, capacity, userId, { ...options, everyTime: true });
  }
}

/**
 * Stops taking part altogether: no longer a follower, and off every date still to come (dates gone by
 * stay, they happened). Answers who moved up into the places that came free.
 */
export async function leaveEveryDate(
  tx: Db,
  activityId: number,
  capacity: number | null,
  userId: number,
): Promise<Promotion[]> {
  await tx.execute(
    sql`delete from series_followers where activity_id = ${activityId} and user_id = ${userId}`,
  );
  const days = await selectRows<{ day: string | null }>(
    tx,
    sql`select day::text as day from registrations
      where activity_id = ${activityId} and user_id = ${userId}
        and (day is null or day >= (now() at time zone 'Europe/Amsterdam')::date)
      order by day`,
  );
  const promoted: Promotion[] = [];
  for (const { day } of days) {
    promoted.push(...(await leaveDate(tx, { activityId, day }, capacity, userId, false)));
  }
  return promoted;
}

/**
 * Before a member's account goes: off every date still to come, so that the places they held go to the
 * next in line (the row's deletion would take the places without giving them on).
 */
export async function releasePlacesOf(tx: Db, userId: number): Promise<Promotion[]> {
  const held = await selectRows<{ activity_id: number; day: string | null }>(
    tx,
    sql`select activity_id, day::text as day from registrations
      where user_id = ${userId} and status = 'going'
        and (day is null or day >= (now() at time zone 'Europe/Amsterdam')::date)
      order by activity_id, day`,
  );
  const promoted: Promotion[] = [];
  for (const { activity_id: activityId, day } of held) {
    const locked = await lockActivity(tx, activityId);
    if (!locked) continue;
    promoted.push(...(await leaveDate(tx, { activityId, day }, locked.capacity, userId, false)));
  }
  return promoted;
}
