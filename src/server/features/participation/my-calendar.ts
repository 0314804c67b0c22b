import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';
import { newSecretToken, tokenDigest } from '../../http/secret-token';

// "Mijn agenda": a member's private calendar address, holding exactly the dates they take part in, so
// that a phone's calendar follows their sign-ups. The address carries a secret; only its SHA-256 is
// kept (users.calendar_token_hash), so it is shown once, and renewing it makes the old one stop.

/** One date the member takes part in, with what a calendar event says of it. */
export interface MyCalendarDate {
  registrationId: number;
  activityId: number;
  day: string;
  title: string;
  titleEn: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string;
  /**
   * Seconds since 1970 of the last change to the activity, this sign-up or the organiser's change of
   * this date (cancelled, moved, undone: date_changes.changed_at only grows): the event's SEQUENCE.
   */
  changedAt: number;
  /** The organiser cancelled this date: it stays in the calendar, marked cancelled. */
  cancelled: boolean;
}

/** Dates this long gone stay in the calendar (a phone keeps them anyway); older ones are left out. */
const PAST_DAYS = 30;
/** At most this many dates: a year of three series a week. */
const MOST_DATES = 500;

/** Makes a new secret address for the member (the old one stops working) and answers its secret. */
export async function renewCalendarToken(db: Db, userId: number): Promise<string> {
  const token = newSecretToken();
  await db.execute(sql`update users set calendar_token_hash = ${tokenDigest(token)} where id = ${userId}`);
  return token;
}

export async function stopCalendar(db: Db, userId: number): Promise<void> {
  await db.execute(sql`update users set calendar_token_hash = null where id = ${userId}`);
}

export async function hasCalendar(db: Db, userId: number): Promise<boolean> {
  const [row] = await selectRows<{ on: boolean }>(
    db,
    sql`select calendar_token_hash is not null as on from users where id = ${userId}`,
  );
  return row?.on ?? false;
}

/** The dates of the member whose secret this is; null when no member has it (any more). */
export async function myCalendarDates(db: Db, token: string): Promise<MyCalendarDate[] | null> {
  const [owner] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where calendar_token_hash = ${tokenDigest(token)}`,
  );
  if (!owner) return null;
  const rows = await selectRows<{
    id: number;
    activity_id: number;
    day: string;
    title: string;
    title_en: string | null;
    start_time: string | null;
    end_time: string | null;
    location: string;
    changed_at: number;
    cancelled: boolean;
  }>(
    db,
    sql`select r.id, r.activity_id, r.day::text as day, a.title, a.title_en,
        coalesce(case when c.moved_to is not null then c.start_time end,
          case when a.activity_type = 'recurring' then a.recurring_start_time else a.start_time end) as start_time,
        coalesce(case when c.moved_to is not null then c.end_time end,
          case when a.activity_type = 'recurring' then a.recurring_end_time else a.end_time end) as end_time,
        concat_ws(', ', nullif(a.meeting_point, ''), nullif(a.street_address, ''),
          nullif(trim(a.postal_code || ' ' || a.city), '')) as location,
        extract(epoch from greatest(a.updated_at, r.registered_at, coalesce(r.promoted_at, r.registered_at),
          c.changed_at))::int as changed_at,
        coalesce(c.cancelled, false) as cancelled
      from registrations r join activities a on a.id = r.activity_id
        -- The organiser's change of this date, undone ones too (their changed_at keeps SEQUENCE growing):
        -- a date lives on its own day or on the day it moved to, never both.
        left join date_changes c on c.activity_id = r.activity_id and r.day in (c.day, c.moved_to)
      where r.user_id = ${owner.id} and r.status = 'going' and r.day is not null
        and r.day >= (now() at time zone 'Europe/Amsterdam')::date - ${PAST_DAYS}::int
      order by r.day, r.id
      limit ${MOST_DATES}`,
  );
  return rows.map((row) => ({
    registrationId: row.id,
    activityId: row.activity_id,
    day: row.day,
    title: row.title,
    titleEn: row.title_en,
    startTime: row.start_time,
    endTime: row.end_time,
    location: row.location,
    changedAt: row.changed_at,
    cancelled: row.cancelled,
  }));
}
