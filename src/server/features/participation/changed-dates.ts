import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';

// The organiser's cancelled and moved dates (date_changes, written by features/date-changes) as taking
// part reads them: a cancelled date keeps its registrations but takes no one new, moves nobody up and
// sends no reminder; a moved date lives on its new day with its own times. `day` here is the day the
// date takes place (where it was moved to), as registrations hold it.

export interface ChangedDate {
  /** The day the date takes place (its new day when moved). */
  day: string;
  /** The date as the series' rule gives it. */
  ruleDay: string;
  cancelled: boolean;
  reason: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** The activity's cancelled and moved dates from `from` on, by the day they take place. */
export async function changedDatesFrom(db: Db, activityId: number, from: string): Promise<ChangedDate[]> {
  const rows = await selectRows<{
    day: string;
    rule_day: string;
    cancelled: boolean;
    reason: string | null;
    start_time: string | null;
    end_time: string | null;
  }>(
    db,
    sql`select coalesce(moved_to, day)::text as day, day::text as rule_day, cancelled, reason,
        start_time, end_time
      from date_changes
      where activity_id = ${activityId} and (cancelled or moved_to is not null)
        and coalesce(moved_to, day) >= ${from}::date
      order by 1`,
  );
  return rows.map((row) => ({
    day: row.day,
    ruleDay: row.rule_day,
    cancelled: row.cancelled,
    reason: row.reason,
    startTime: row.start_time,
    endTime: row.end_time,
  }));
}

/** SQL: whether the date of `activityId` taking place on `day` is cancelled. */
export const isCancelledSql = (activityId: unknown, day: unknown) =>
  sql`exists (select 1 from date_changes c where c.activity_id = ${activityId} and c.cancelled
    and coalesce(c.moved_to, c.day) = ${day})`;

/** Whether the date on `day` is cancelled. */
export async function isCancelledDay(db: Db, activityId: number, day: string | null): Promise<boolean> {
  if (day === null) return false;
  const [row] = await selectRows<{ cancelled: boolean }>(
    db,
    sql`select ${isCancelledSql(activityId, sql`${day}::date`)} as cancelled`,
  );
  return row!.cancelled;
}
