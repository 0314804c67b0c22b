import { type SQL, sql } from 'drizzle-orm';
import type { ActivityDate } from '../../../domain/participants';
import { placesLeft } from '../../../domain/participation/places';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';
import { changedDatesFrom } from './changed-dates';

// Which dates of an activity one can take part in (decision 0033). A one-time activity has one date,
// its start date (null when it has none). A series has the days of activity_occurrences from today on;
// "the next date" is its next_date, the session going on or next.

export interface DatesOfActivity {
  recurring: boolean;
  capacity: number | null;
  /** The date a request without a date is for; undefined: a series with no date left. */
  next: string | null | undefined;
  startTime: string | null;
  endTime: string | null;
}

const TODAY = sql`(now() at time zone 'Europe/Amsterdam')::date`;

/** The columns datesOfActivity reads of the activity's row. */
const datesRowSql = (activityId: number) =>
  sql`select activity_type, capacity, start_date::text as start_date,
    next_date::text as next_date, start_time, end_time, recurring_start_time, recurring_end_time
    from activities where id = ${activityId}`;

/**
 * What the routes need to know of an activity's dates; undefined when it does not exist. With
 * `lockRow`, the row is locked as registrations.ts's lockActivity locks it, in the same statement: a
 * join or a leave reads the dates it needs with the lock it takes first, one round trip fewer while
 * others wait for that lock. `alsoLock` (with `lockRow`'s lock) takes a second lock in the same
 * statement once the row is locked, given the row's next day (the date of a one-time activity).
 */
export async function datesOfActivity(
  db: Db,
  activityId: number,
  { lockRow = false, alsoLock }: { lockRow?: boolean; alsoLock?: (nextDay: SQL) => SQL } = {},
): Promise<DatesOfActivity | undefined> {
  const [row] = await selectRows<{
    activity_type: string;
    capacity: number | null;
    start_date: string | null;
    next_date: string | null;
    start_time: string | null;
    end_time: string | null;
    recurring_start_time: string | null;
    recurring_end_time: string | null;
  }>(
    db,
    alsoLock
      ? // The row's lock first, in the WITH, then the other one with the row's next day in hand: one
        // statement, and the locks in the order they were taken in two.
        sql`with a as materialized (${datesRowSql(activityId)} for no key update)
          select a.*, ${alsoLock(sql`case when a.activity_type = 'recurring' then a.next_date else a.start_date end`)}
          from a`
      : sql`${datesRowSql(activityId)} ${lockRow ? sql`for no key update` : sql``}`,
  );
  if (!row) return undefined;
  const recurring = row.activity_type === 'recurring';
  return {
    recurring,
    capacity: row.capacity,
    next: recurring ? (row.next_date ?? undefined) : row.start_date,
    startTime: recurring ? row.recurring_start_time : row.start_time,
    endTime: recurring ? row.recurring_end_time : row.end_time,
  };
}

/**
 * From the next date on: not today's session once it is over (next_date has moved past it), and none
 * when the series has no date left.
 */
const FROM_NEXT_DATE = (activityId: number) =>
  sql`day >= ${TODAY} and day >= (select next_date from activities where id = ${activityId})`;

/** The days of a series from its next date on, as far as the occurrence window reaches, earliest first. */
export async function upcomingDays(db: Db, activityId: number, limit?: number): Promise<string[]> {
  const rows = await selectRows<{ day: string }>(
    db,
    sql`select day::text as day from activity_occurrences
      where activity_id = ${activityId} and ${FROM_NEXT_DATE(activityId)} order by day
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((row) => row.day);
}

/** Whether a series takes place on `day`, its next date or later. */
export async function isUpcomingDay(db: Db, activityId: number, day: string): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 from activity_occurrences
      where activity_id = ${activityId} and day = ${day}::date and ${FROM_NEXT_DATE(activityId)}`,
  );
  return rows.length > 0;
}

interface DateCounts {
  going: number;
  waitlist: number;
  comingAlone: number;
}

/** Going, waiting and coming alone on each of these days. */
async function countsOn(
  db: Db,
  activityId: number,
  days: readonly (string | null)[],
): Promise<Map<string | null, DateCounts>> {
  const dated = days.filter((day): day is string => day !== null);
  const rows = await selectRows<{
    day: string | null;
    going: number;
    waitlist: number;
    coming_alone: number;
  }>(
    db,
    sql`select day::text as day,
      count(*) filter (where status = 'going')::int as going,
      count(*) filter (where status = 'waitlisted')::int as waitlist,
      count(*) filter (where status = 'going' and coming_alone)::int as coming_alone
    from registrations
    where activity_id = ${activityId}
      and (day = any(${sql.param(dated)}::date[]) or (${days.includes(null)} and day is null))
    group by day`,
  );
  return new Map(
    rows.map((row) => [row.day, { going: row.going, waitlist: row.waitlist, comingAlone: row.coming_alone }]),
  );
}

/**
 * The next dates one can take part in, with their places: `GET /api/activities/{id}/dates`. A moved date
 * is on its new day with its own times and says where it came from; the cancelled dates among them (up
 * to the last one listed, or all still to come when the series ends sooner) are listed too, marked, so
 * the page can say so.
 */
export async function listDates(
  db: Db,
  activityId: number,
  dates: DatesOfActivity,
  limit: number,
): Promise<ActivityDate[]> {
  const open = dates.recurring ? await upcomingDays(db, activityId, limit) : dates.next ? [dates.next] : [];
  const changed = dates.recurring ? await changedDatesFrom(db, activityId, await todayIn(db)) : [];
  const last = open.length < limit ? null : open.at(-1)!;
  const cancelled = changed.filter((c) => c.cancelled && (last === null || c.day <= last));
  const days = [...open, ...cancelled.map((c) => c.day)].sort();
  const changeOn = new Map(changed.map((c) => [c.day, c]));
  const counts = await countsOn(db, activityId, days);
  return days.map((date) => {
    const { going, waitlist, comingAlone } = counts.get(date) ?? { going: 0, waitlist: 0, comingAlone: 0 };
    const change = date === null ? undefined : changeOn.get(date);
    return {
      date,
      startTime: change?.startTime ?? dates.startTime,
      endTime: change?.endTime ?? dates.endTime,
      cancelled: change?.cancelled ?? false,
      reason: change?.cancelled ? change.reason : null,
      movedFrom: change && change.ruleDay !== change.day ? change.ruleDay : null,
      going,
      capacity: dates.capacity,
      placesLeft: change?.cancelled ? 0 : placesLeft(going, dates.capacity),
      waitlist,
      comingAlone,
    };
  });
}

async function todayIn(db: Db): Promise<string> {
  const [row] = await selectRows<{ today: string }>(db, sql`select ${TODAY}::text as today`);
  return row!.today;
}
