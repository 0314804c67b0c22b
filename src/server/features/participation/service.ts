import { sql } from 'drizzle-orm';
import type { Language } from '../../../domain/language';
import type {
  ActivityDate,
  LeaveLink,
  OrganiserDate,
  Participant,
  RegisterBody,
  Registration,
  RegistrationStatus,
} from '../../../domain/participants';
import { validationMessages } from '../../../domain/validation-messages';
import type { Db } from '../../db/connect';
import { isForeignKeyViolation } from '../../db/database-errors';
import { selectRows } from '../../db/select-rows';
import { ACTIVITY_NOT_FOUND } from '../../http/activity-id';
import { requireActivityManager } from '../../http/activity-manager';
import { AppError } from '../../plugins/errors';
import { requireMember, type SessionUser } from '../../plugins/session';
import { findServerSecret } from '../email';
import { isCancelledDay } from './changed-dates';
import { type DatesOfActivity, datesOfActivity, isUpcomingDay, listDates, upcomingDays } from './dates';
import { readLeaveToken } from './leave-links';
import messages from './messages.json';
import {
  type DateKey,
  dateLockSql,
  followSeries,
  isFollower,
  joinDate,
  leaveDate,
  leaveEveryDate,
  lockActivity,
  type Standing,
  standingOn,
} from './registrations';
import * as repository from './repository';

export const { NOT_A_DATE, NO_DATE_LEFT } = messages;

async function datesOrNotFound(db: Db, activityId: number): Promise<DatesOfActivity> {
  const dates = await datesOfActivity(db, activityId);
  if (!dates) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return dates;
}

/**
 * The activity's dates, its row locked first as lockActivity locks it (registrations.ts). With `day`
 * (null: the next date), that date's lock too, in the same statement: the one joinDate or leaveDate
 * would take next (told so with `dateLocked`).
 */
function lockedDates(tx: Db, activityId: number, day?: string | null): Promise<DatesOfActivity | undefined> {
  if (day === undefined) return datesOfActivity(tx, activityId, { lockRow: true });
  return datesOfActivity(tx, activityId, {
    lockRow: true,
    alsoLock: (nextDay) => dateLockSql(activityId, day === null ? nextDay : sql`${day}::date`),
  });
}

/** The date a request is about: the one asked for (checked), else the next one. */
async function chosenDay(db: Db, activityId: number, dates: DatesOfActivity, asked: string | undefined) {
  if (asked !== undefined) {
    const ok = dates.recurring ? await isUpcomingDay(db, activityId, asked) : asked === dates.next;
    // A cancelled date is no longer among the days, but it was one: say so rather than "no such date".
    if (!ok && (await isCancelledDay(db, activityId, asked))) {
      throw new AppError(409, validationMessages.dateCancelled);
    }
    if (!ok) throw new AppError(400, NOT_A_DATE);
    return asked;
  }
  if (dates.next === undefined) throw new AppError(409, NO_DATE_LEFT);
  return dates.next;
}

function registrationOf(day: string | null, standing: Standing): Registration {
  return {
    status: standing.status === 'going' ? 'registered' : 'waitlisted',
    date: day,
    position: standing.position,
    everyTime: standing.everyTime,
    isRegistered: true,
  };
}

function statusOf(day: string | null, standing: Standing | null, everyTime: boolean): RegistrationStatus {
  return {
    isRegistered: standing !== null,
    status: standing === null ? null : standing.status === 'going' ? 'registered' : 'waitlisted',
    date: day,
    position: standing?.position ?? null,
    everyTime,
    comingAlone: standing?.comingAlone ?? false,
    wantsCompany: standing?.wantsCompany ?? false,
    companyNote: standing?.companyNote ?? null,
  };
}

/** The activity may be deleted while we work; its foreign key then says so. */
async function unlessGone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(404, ACTIVITY_NOT_FOUND);
    throw error;
  }
}

/**
 * Takes part: in the date asked for, in every date ("every time"), or, without either, in the next
 * date. A full date puts the member on its waitlist. Idempotent: asking again keeps one's place.
 */
export async function register(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  body: RegisterBody = {},
): Promise<Registration> {
  const { id: userId } = requireMember(user);
  const options = {
    comingAlone: body.comingAlone,
    wantsCompany: body.wantsCompany,
    companyNote: body.companyNote,
  };
  return unlessGone(() =>
    db.transaction(async (tx) => {
      // The date's lock with the row's, unless every date is asked for (followSeries locks each).
      const dates = await lockedDates(tx, activityId, body.every ? undefined : (body.date ?? null));
      if (!dates) throw new AppError(404, ACTIVITY_NOT_FOUND);
      if (body.every && dates.recurring) {
        if (dates.next === undefined) throw new AppError(409, NO_DATE_LEFT);
        const days = await upcomingDays(tx, activityId);
        await followSeries(tx, activityId, dates.capacity, userId, options, days);
        const standing = await standingOn(tx, { activityId, day: dates.next }, userId);
        return registrationOf(
          dates.next,
          standing ?? {
            status: 'going',
            position: null,
            everyTime: true,
            comingAlone: false,
            wantsCompany: false,
            companyNote: null,
          },
        );
      }
      const day = await chosenDay(tx, activityId, dates, body.date);
      const standing = await joinDate(tx, { activityId, day }, dates.capacity, userId, options, !body.every);
      return registrationOf(day, standing);
    }),
  );
}

/**
 * Stops taking part: in one date (`date`), or, without it, in every date still to come (and no longer
 * following the series). A place that comes free goes to the next on the waitlist (who is told by the
 * promotion notices' job: promotion-notices.ts).
 * Idempotent: leaving twice, or without having taken part, answers the same.
 */
export async function unregister(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  date: string | undefined,
): Promise<RegistrationStatus> {
  const { id: userId } = requireMember(user);
  return db.transaction(async (tx) => {
    // Without a date a series is left altogether (leaveEveryDate locks each date): no date's lock yet.
    const dates = await lockedDates(tx, activityId, date);
    if (!dates) return statusOf(date ?? null, null, false);
    if (dates.recurring && date === undefined) {
      await leaveEveryDate(tx, activityId, dates.capacity, userId);
      return statusOn(tx, activityId, userId, dates, dates.next ?? null);
    }
    const key: DateKey = { activityId, day: date ?? dates.next ?? null };
    const follower = date !== undefined && dates.recurring && (await isFollower(tx, activityId, userId));
    await leaveDate(tx, key, dates.capacity, userId, follower, date !== undefined);
    // Under the date's lock the member's row is gone, or `skipped` for a follower: no standing on the
    // date, read back or not, and following the series is as it was.
    return statusOf(key.day, null, follower);
  });
}

/** The member's standing on a date (none asked: the next date), and whether they follow the series. */
export async function registrationStatus(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  date: string | undefined,
): Promise<RegistrationStatus> {
  const { id: userId } = requireMember(user);
  const dates = await datesOfActivity(db, activityId);
  if (!dates) return statusOf(date ?? null, null, false);
  return statusOn(db, activityId, userId, dates, date ?? dates.next ?? null);
}

/** The member's standing on `day` and whether they follow the series, as the API answers it. */
async function statusOn(
  db: Db,
  activityId: number,
  userId: number,
  dates: DatesOfActivity,
  day: string | null,
): Promise<RegistrationStatus> {
  const everyTime = dates.recurring && (await isFollower(db, activityId, userId));
  // A series with no date left: nothing to stand on.
  if (day === null && dates.recurring) return statusOf(null, null, everyTime);
  return statusOf(day, await standingOn(db, { activityId, day }, userId), everyTime);
}

/** Who takes part on a date (none asked: the next date). For signed-in members only: it names people. */
export async function listParticipants(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  date: string | undefined,
): Promise<Participant[]> {
  requireMember(user);
  const dates = await datesOrNotFound(db, activityId);
  const day = date ?? dates.next;
  if (day === undefined) return [];
  return repository.selectParticipants(db, { activityId, day });
}

/** How many dates `GET /dates` answers when the caller names no number. */
export const DEFAULT_DATE_COUNT = 8;

/** The next dates with their places: public (counts only, never names). */
export async function activityDates(db: Db, activityId: number, limit: number): Promise<ActivityDate[]> {
  return listDates(db, activityId, await datesOrNotFound(db, activityId), limit);
}

export async function favoriteStatus(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  return { isFavorited: await repository.isFavorite(db, id, activityId) };
}

export async function addFavorite(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  // An activity that is not there (or goes meanwhile) fails the favourite's foreign key: a 404.
  await unlessGone(() => repository.insertFavorite(db, id, activityId));
  return { isFavorited: true };
}

export async function removeFavorite(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  await repository.deleteFavorite(db, id, activityId);
  return { isFavorited: false };
}

export const { LEAVE_LINK_INVALID } = messages;

/** The registration a one-click leave link names, with its activity; null once it is gone. */
async function registrationOfLink(db: Db, token: string, lang: Language) {
  // Read, never made, here: without a key no link was ever signed.
  const key = await findServerSecret(db, 'leave-links');
  const named = key ? readLeaveToken(key, token) : null;
  if (!named) throw new AppError(400, LEAVE_LINK_INVALID, [{ path: 'token', message: LEAVE_LINK_INVALID }]);
  const [row] = await selectRows<{ activity_id: number; day: string | null; status: string; title: string }>(
    db,
    sql`select r.activity_id, r.day::text as day, r.status,
        ${lang === 'en' ? sql`coalesce(nullif(trim(a.title_en), ''), a.title)` : sql`a.title`} as title
      from registrations r join activities a on a.id = r.activity_id
      where r.id = ${named.registrationId} and r.user_id = ${named.userId}`,
  );
  return row ? { ...row, userId: named.userId } : null;
}

function leaveLinkOf(row: Awaited<ReturnType<typeof registrationOfLink>>): LeaveLink {
  if (!row) return { activityId: null, title: null, date: null, takesPart: false };
  return {
    activityId: row.activity_id,
    title: row.title,
    date: row.day,
    takesPart: row.status !== 'skipped',
  };
}

/** What a one-click leave link is about, without changing anything (the page asks first). */
export async function leaveLink(db: Db, token: string, lang: Language): Promise<LeaveLink> {
  return leaveLinkOf(await registrationOfLink(db, token, lang));
}

/**
 * Leaves the date a one-click leave link names, without signing in: the link itself is the proof (it
 * names one registration and is signed with the server's key). The place goes to the waitlist.
 */
export async function leaveByLink(db: Db, token: string, lang: Language): Promise<LeaveLink> {
  const row = await registrationOfLink(db, token, lang);
  if (!row || row.status === 'skipped') return leaveLinkOf(row);
  await db.transaction(async (tx) => {
    const locked = await lockActivity(tx, row.activity_id);
    if (!locked) return;
    const follower = await isFollower(tx, row.activity_id, row.userId);
    await leaveDate(tx, { activityId: row.activity_id, day: row.day }, locked.capacity, row.userId, follower);
  });
  return { ...leaveLinkOf(row), takesPart: false };
}

/**
 * A date's people for the organiser (administrators): those going and the waitlist in order, with who
 * comes alone and who comes for the first time, so someone can be ready to welcome them.
 */
export async function organiserDate(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  date: string | undefined,
): Promise<OrganiserDate> {
  await requireActivityManager(db, user, activityId);
  const dates = await datesOrNotFound(db, activityId);
  const day = date ?? dates.next ?? null;
  const rows = await selectRows<{
    id: number;
    username: string;
    first_name: string | null;
    status: string;
    coming_alone: boolean;
    first_time: boolean;
    registered_at: string;
  }>(
    db,
    sql`select u.id, u.username, u.first_name, r.status, r.coming_alone,
        not exists (select 1 from registrations e where e.activity_id = r.activity_id and e.user_id = r.user_id
          and e.status = 'going' and e.day < r.day) as first_time,
        to_char(r.registered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as registered_at
      from registrations r join users u on u.id = r.user_id
      where r.activity_id = ${activityId} and r.day is not distinct from ${day}::date
        and r.status in ('going', 'waitlisted')
      order by r.registered_at, r.id`,
  );
  const person = (row: (typeof rows)[number]) => ({
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    comingAlone: row.coming_alone,
    firstTime: row.first_time,
    registeredAt: row.registered_at,
  });
  const going = rows.filter((row) => row.status === 'going').map(person);
  return {
    date: day,
    going,
    waitlist: rows.filter((row) => row.status === 'waitlisted').map(person),
    comingAlone: going.filter((row) => row.comingAlone).length,
    firstTimers: going.filter((row) => row.firstTime).length,
  };
}
