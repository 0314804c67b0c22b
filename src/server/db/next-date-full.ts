import { sql } from 'drizzle-orm';
import type { Db } from './connect';

// `activities.next_date_full`: whether the activity's next date has a capacity and every place is
// taken (domain/participation/places.ts's isDateFull, as SQL). The list index reads it for its "only
// with places left" filter and its cards' "full" badge, so the list never counts registrations. It is
// kept by whoever changes a next date's fullness: a join, a leave or a promotion (participation's
// registrations.ts, under the date's lock), a changed capacity, and the materialiser when the next
// date moves on (occurrences-repository.ts). It is written only when it flips: each write is an
// update of the activities row, which every process's list index hears of (list_changes).

/** The day registrations of the next date are kept under: a series' next date, a one-time activity's date. */
export const nextRegistrationDaySql = (row: string, nextDate = `${row}.next_date`) =>
  `(case when ${row}.activity_type = 'recurring' then ${nextDate} else ${row}.start_date end)`;

/**
 * Whether the next date of the activities row named `row` is full, as SQL text; `nextDate` names the
 * next date when it is not the row's own (the materialiser's new one). Counts by
 * registrations_date_order_idx, and only for an activity with a capacity (a case is evaluated lazily).
 */
export function nextDateFullSql(row: string, nextDate?: string): string {
  return `(case when ${row}.capacity is null then false else (select count(*) from registrations r
    where r.activity_id = ${row}.id and r.status = 'going'
      and r.day is not distinct from ${nextRegistrationDaySql(row, nextDate)}) >= ${row}.capacity end)`;
}

/**
 * Sets the activity's next_date_full to what its next date holds now, when it is wrong (no write, and
 * no list change, otherwise). With `day`, only when that day is the next date's: a change of another
 * date leaves the next one as it was. Call while holding what keeps the count still (the date's lock).
 */
export async function refreshNextDateFull(tx: Db, activityId: number, day?: string | null): Promise<void> {
  const onlyFor =
    day === undefined
      ? sql``
      : sql` and ${sql.raw(nextRegistrationDaySql('a'))} is not distinct from ${day}::date`;
  await tx.execute(sql`update activities a set next_date_full = not a.next_date_full
    where a.id = ${activityId}${onlyFor} and a.next_date_full <> ${sql.raw(nextDateFullSql('a'))}`);
}
