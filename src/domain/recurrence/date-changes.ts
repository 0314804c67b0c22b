import type { CalendarDate } from './calendar-date';
import type { ListOccurrencesOptions, Occurrence } from './occurrences';
import type { RecurrenceInput } from './recurrence-rule';

// What an organiser changed of single dates of a series (issue #43): a date cancelled, or moved to
// another day and/or other times. The rule stays as it is; these are its exceptions, applied to the
// rule's occurrences wherever they are listed, so the materialised days, next_date, the lists, the
// feeds and the date picker all follow from one place.

/** One stored change (a `date_changes` row); `day` is the date as the series' rule gives it. */
export interface DateChange {
  day: CalendarDate;
  cancelled: boolean;
  /** The day it takes place instead; null: not moved. */
  movedTo: CalendarDate | null;
  /** The moved date's own clock times ('HH:mm'); null: the series' times. */
  startTime: string | null;
  endTime: string | null;
}

/** The changes that change anything: an undone change keeps its row with both off. */
export function activeDateChanges(changes: readonly DateChange[] | null | undefined): DateChange[] {
  return (changes ?? []).filter((change) => change.cancelled || change.movedTo !== null);
}

const inRange = (day: CalendarDate, from: CalendarDate | null, to: CalendarDate | null) =>
  (from === null || day >= from) && (to === null || day <= to);

/**
 * The rule's occurrences within [from, to] with the changes applied: a changed date (cancelled or
 * moved) drops out of its own day, and a moved date that is not cancelled appears on its new day (when
 * that is within the range) with its own times. A change counts only for a day the rule really gives
 * (`isRuleDay`): a change left over from before an edit of the series changes nothing. Sorted by date.
 */
export function applyDateChanges(
  ruleOccurrences: readonly Occurrence[],
  changes: readonly DateChange[],
  from: CalendarDate | null,
  to: CalendarDate | null,
  isRuleDay: (day: CalendarDate) => boolean,
): Occurrence[] {
  const active = activeDateChanges(changes);
  const changedDays = new Set(active.map((change) => change.day));
  const kept = ruleOccurrences.filter((occurrence) => !changedDays.has(occurrence.startDate));
  const moved = active
    .filter(
      (change): change is DateChange & { movedTo: CalendarDate } =>
        !change.cancelled && change.movedTo !== null && inRange(change.movedTo, from, to),
    )
    .filter((change) => isRuleDay(change.day))
    .map(
      (change): Occurrence => ({
        startDate: change.movedTo,
        endDate: change.movedTo,
        movedFrom: change.day,
        startTime: change.startTime,
        endTime: change.endTime,
      }),
    );
  return [...kept, ...moved].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0,
  );
}

type ListOccurrences = (
  activity: RecurrenceInput,
  from: CalendarDate | null,
  to: CalendarDate | null,
  options?: ListOccurrencesOptions,
) => Occurrence[];

/**
 * listOccurrences for a series with changes: the rule's dates (a few more than asked, as each change
 * can take one away) with the changes applied. `list` is the rule's own listing (passed in, so this
 * file and occurrences.ts need not import each other).
 */
export function listChangedOccurrences(
  activity: RecurrenceInput,
  from: CalendarDate | null,
  to: CalendarDate | null,
  options: ListOccurrencesOptions,
  list: ListOccurrences,
): Occurrence[] {
  const plain = { ...activity, dateChanges: null };
  const changes = activeDateChanges(activity.dateChanges);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  if (activity.activityType !== 'recurring' || changes.length === 0 || limit === 0) {
    return list(plain, from, to, options);
  }
  const ruleOccurrences = list(plain, from, to, { limit: limit + changes.length });
  const isRuleDay = (day: CalendarDate) => list(plain, day, day, { limit: 1 }).length > 0;
  return applyDateChanges(ruleOccurrences, changes, from, to, isRuleDay).slice(0, limit);
}

/**
 * The effective day of a date as people see it: where it was moved to, else the rule's day. The
 * registrations and activity_occurrences rows of a date live on this day.
 */
export function effectiveDay(change: Pick<DateChange, 'day' | 'movedTo'>): CalendarDate {
  return change.movedTo ?? change.day;
}
