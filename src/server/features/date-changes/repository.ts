import { sql } from 'drizzle-orm';
import type { DateChange } from '../../../domain/recurrence/date-changes';
import type { RecurrenceInput } from '../../../domain/recurrence/recurrence-rule';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';

// SQL of the organiser's date changes: the series' row, its date_changes rows, moving a date's
// registrations and who to tell. Every function takes the transaction it runs in.

/** The series as the engine and the mails read it (with the list of a 'dates' series, for its rule). */
export type SeriesRow = RecurrenceInput & {
  id: number;
  title: string;
  titleEn: string | null;
  recurringStartTime: string | null;
  recurringEndTime: string | null;
};

/**
 * The activity's row, locked `for update` (the materialiser, which runs next in the same transaction,
 * locks it so too; decision 0033's order: window, activity, date). Undefined when it does not exist.
 */
export async function lockSeries(tx: Db, activityId: number): Promise<SeriesRow | undefined> {
  // The engine's input is an interface (no index signature), so the row is typed after reading.
  const [row] = await selectRows<Record<string, unknown>>(
    tx,
    sql`select id, title, title_en as "titleEn", activity_type as "activityType",
        start_date::text as "startDate", end_date::text as "endDate",
        recurring_start_date::text as "recurringStartDate", recurring_end_date::text as "recurringEndDate",
        recurring_days as "recurringDays", recurring_frequency as "recurringFrequency",
        recurring_pattern as "recurringPattern", recurring_dates::text[] as "recurringDates",
        recurring_start_time as "recurringStartTime", recurring_end_time as "recurringEndTime"
      from activities where id = ${activityId} for update`,
  );
  return row as unknown as SeriesRow | undefined;
}

/** A stored change with what only the server keeps. */
export type StoredChange = DateChange & {
  reason: string | null;
  revision: number;
};

/** Every stored change of the activity (undone ones too). */
export async function selectChanges(tx: Db, activityId: number): Promise<StoredChange[]> {
  const rows = await selectRows<Record<string, unknown>>(
    tx,
    sql`select day::text as day, cancelled, reason, moved_to::text as "movedTo",
        start_time as "startTime", end_time as "endTime", revision
      from date_changes where activity_id = ${activityId} order by day`,
  );
  return rows as unknown as StoredChange[];
}

/** Writes a date's change; a row that exists gets the next revision. Answers the revision. */
export async function saveChange(
  tx: Db,
  activityId: number,
  change: Omit<StoredChange, 'revision'>,
): Promise<number> {
  const [row] = await selectRows<{ revision: number }>(
    tx,
    sql`insert into date_changes (activity_id, day, cancelled, reason, moved_to, start_time, end_time)
      values (${activityId}, ${change.day}::date, ${change.cancelled}, ${change.reason},
        ${change.movedTo}::date, ${change.startTime}, ${change.endTime})
      on conflict (activity_id, day) do update set cancelled = excluded.cancelled, reason = excluded.reason,
        moved_to = excluded.moved_to, start_time = excluded.start_time, end_time = excluded.end_time,
        revision = date_changes.revision + 1, changed_at = now()
      returning revision`,
  );
  return row!.revision;
}

/**
 * Moves a date's registrations (going, waiting and skipped alike) from one day to another. Call under
 * both days' locks. A row someone already had on the new day (left from an earlier version of the
 * series) gives way to the date's own, so nobody is there twice.
 */
export async function moveRegistrations(tx: Db, activityId: number, from: string, to: string): Promise<void> {
  await tx.execute(sql`delete from registrations n
    where n.activity_id = ${activityId} and n.day = ${to}::date
      and exists (select 1 from registrations o
        where o.activity_id = n.activity_id and o.day = ${from}::date and o.user_id = n.user_id)`);
  await tx.execute(sql`update registrations set day = ${to}::date
    where activity_id = ${activityId} and day = ${from}::date`);
}

/**
 * What else belongs to the date goes with it: its own welcomer (one left on the new day from an earlier
 * version of the series gives way) and the messages of those who went together, so they still show
 * with the date.
 */
export async function moveDateWelcomerAndMessages(
  tx: Db,
  activityId: number,
  from: string,
  to: string,
): Promise<void> {
  await tx.execute(sql`delete from date_welcomers
    where activity_id = ${activityId} and day = ${to}::date
      and exists (select 1 from date_welcomers o where o.activity_id = ${activityId} and o.day = ${from}::date)`);
  await tx.execute(sql`update date_welcomers set day = ${to}::date
    where activity_id = ${activityId} and day = ${from}::date`);
  await tx.execute(sql`update company_messages set day = ${to}::date
    where activity_id = ${activityId} and day = ${from}::date`);
}

/** Someone going or waiting on a date who wants mail about the dates they take part in. */
export type Recipient = {
  userId: number;
  email: string;
  name: string;
};

/**
 * Those going and waiting on a day whose mail allows a notice: a confirmed address, mail on, and
 * 'Activiteitsupdates' on (the setting for changes of what one signed up for).
 */
export async function selectRecipients(tx: Db, activityId: number, day: string): Promise<Recipient[]> {
  return selectRows<Recipient>(
    tx,
    sql`select u.id as "userId", u.email, coalesce(nullif(trim(u.first_name), ''), u.username) as name
      from registrations r join users u on u.id = r.user_id
      where r.activity_id = ${activityId} and r.day = ${day}::date and r.status in ('going', 'waitlisted')
        and u.email is not null and u.email_confirmed_at is not null
        and u.email_notifications and u.activity_updates
      order by r.registered_at, r.id`,
  );
}
