// The organiser's cancelled and moved dates of an activity (date_changes, issue #43) as one JSON array
// in a row, for every reader that hands a row to the recurrence engine (which applies them: see
// domain/recurrence/date-changes.ts): the occurrence materialiser, the detail and the feeds. Undone
// changes (both off) change nothing and are left out; null when there are none.

/** SQL text over the activities row named `row` (a table alias or a qualified name). */
export function changedDatesJsonSql(row: string): string {
  return `(select json_agg(json_build_object('day', c.day::text, 'cancelled', c.cancelled,
      'movedTo', c.moved_to::text, 'startTime', c.start_time, 'endTime', c.end_time, 'reason', c.reason)
      order by c.day)
    from date_changes c where c.activity_id = ${row}.id and (c.cancelled or c.moved_to is not null))`;
}
