import {
  type CalendarDate,
  type DateRange,
  fromDayNumber,
  MAX_DAY_NUMBER,
  MIN_DAY_NUMBER,
  toDayNumber,
} from './calendar-date';
import { listChangedOccurrences } from './date-changes';
import {
  matchesWeekPattern,
  type RecurrenceInput,
  type RecurrenceRule,
  recurrenceRuleOf,
} from './recurrence-rule';

/**
 * One time an activity takes place, inclusive. A one-time activity spanning days is one occurrence
 * from its start to its end date; a recurring activity has single-day occurrences.
 */
export interface Occurrence {
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** A date the organiser moved (date-changes.ts): the rule's date it was. */
  movedFrom?: CalendarDate;
  /** A moved date's own clock times ('HH:mm'); absent or null: the activity's times. */
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * How far an unbounded side of a query reaches when the series is unbounded there too: two years from
 * the other bound. Every recurring rule with a weekday occurs at least once in any 35 days, so this
 * never changes whether something occurs, only how long a list can get.
 */
export const OPEN_RANGE_HORIZON_DAYS = 731;

export interface ListOccurrencesOptions {
  /** Stop after this many occurrences (the earliest ones). */
  limit?: number;
}

type RecurringRule = Extract<RecurrenceRule, { kind: 'recurring' }>;

const dayNumberOrNull = (date: CalendarDate | null) => (date === null ? null : toDayNumber(date));

/**
 * The days a recurring rule can occur on within [from, to] (null = unbounded), as day numbers, after
 * intersecting with the series' own bounds and capping unbounded sides. Null when the window is empty.
 * Throws a RangeError when neither the query nor the series bounds either side: there is nowhere to begin.
 */
function recurringWindow(
  rule: RecurringRule,
  from: number | null,
  to: number | null,
): [number, number] | null {
  const ruleFrom = dayNumberOrNull(rule.from);
  const ruleTo = dayNumberOrNull(rule.to);
  let lo = from === null ? ruleFrom : ruleFrom === null ? from : Math.max(from, ruleFrom);
  let hi = to === null ? ruleTo : ruleTo === null ? to : Math.min(to, ruleTo);
  if (lo === null && hi === null) {
    throw new RangeError('listOccurrences: an open-ended series needs at least one bound on the range');
  }
  if (lo === null) lo = hi! - OPEN_RANGE_HORIZON_DAYS;
  if (hi === null) hi = lo + OPEN_RANGE_HORIZON_DAYS;
  lo = Math.max(lo, MIN_DAY_NUMBER);
  hi = Math.min(hi, MAX_DAY_NUMBER);
  return lo <= hi ? [lo, hi] : null;
}

/** Walks the window one day at a time (cheap: a window of two years is 731 steps) in either direction. */
function collectRecurring(
  rule: RecurringRule,
  [lo, hi]: [number, number],
  limit: number,
  direction: 'forward' | 'backward',
): Occurrence[] {
  const result: Occurrence[] = [];
  const step = direction === 'forward' ? 1 : -1;
  for (
    let day = direction === 'forward' ? lo : hi;
    day >= lo && day <= hi && result.length < limit;
    day += step
  ) {
    if (matchesWeekPattern(rule, day)) {
      const date = fromDayNumber(day);
      result.push({ startDate: date, endDate: date });
    }
  }
  return result;
}

type DatesRule = Extract<RecurrenceRule, { kind: 'dates' }>;

/**
 * The chosen dates within [from, to] (null = unbounded), at most `limit`: the list itself, not a walk
 * over days, since its dates may lie years apart and need no horizon.
 */
function collectChosenDates(
  rule: DatesRule,
  from: CalendarDate | null,
  to: CalendarDate | null,
  limit: number,
): Occurrence[] {
  const result: Occurrence[] = [];
  for (const date of rule.dates) {
    if (result.length >= limit || (to !== null && date > to)) break;
    if (from === null || date >= from) result.push({ startDate: date, endDate: date });
  }
  return result;
}

function limitOf(options: ListOccurrencesOptions): number {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  if (!(limit >= 0)) throw new RangeError(`listOccurrences: invalid limit ${limit}`);
  return limit;
}

/**
 * The occurrences overlapping [from, to] (inclusive; null = unbounded), sorted by date. Occurrences are
 * returned whole, not clipped: a festival from 1 to 3 May queried for 2 May is { 1 May, 3 May }, which
 * is what an `activity_occurrences` row and the SQL overlap test (`start <= to AND end >= from`) hold.
 * An unbounded side meeting an unbounded series is capped at OPEN_RANGE_HORIZON_DAYS from the other
 * bound; an unbounded series queried with no bound at all throws a RangeError. Throws a RangeError for a
 * bound that is not a valid 'yyyy-MM-dd' date. A reversed range has no occurrences.
 */
export function listOccurrences(
  activity: RecurrenceInput,
  from: CalendarDate | null,
  to: CalendarDate | null,
  options: ListOccurrencesOptions = {},
): Occurrence[] {
  // The organiser's cancelled and moved dates (date-changes.ts) are applied to the rule's own dates.
  if (activity.dateChanges?.length)
    return listChangedOccurrences(activity, from, to, options, listOccurrences);
  const fromDay = dayNumberOrNull(from);
  const toDay = dayNumberOrNull(to);
  const limit = limitOf(options);
  const rule = recurrenceRuleOf(activity);
  if (rule.kind === 'none' || limit === 0) return [];
  if (rule.kind === 'one-time') {
    const occurrence = { startDate: rule.startDate, endDate: rule.endDate };
    return overlapsRange(occurrence, { from, to }) ? [occurrence] : [];
  }
  if (rule.kind === 'dates') return collectChosenDates(rule, from, to, limit);
  const window = recurringWindow(rule, fromDay, toDay);
  return window ? collectRecurring(rule, window, limit, 'forward') : [];
}

/** Whether an occurrence overlaps an inclusive range; the same test the SQL range query makes. */
export function overlapsRange(occurrence: Occurrence, range: DateRange): boolean {
  return (
    (range.to === null || occurrence.startDate <= range.to) &&
    (range.from === null || occurrence.endDate >= range.from)
  );
}

/**
 * Whether the activity takes place at all within [from, to]: what a date filter asks. Exact also for
 * unbounded ranges, because a recurring series with a weekday occurs in every 35-day stretch it spans.
 */
export function hasOccurrenceInRange(activity: RecurrenceInput, range: DateRange): boolean {
  const rule = recurrenceRuleOf(activity);
  if (rule.kind === 'recurring' && range.from === null && range.to === null && !rule.from && !rule.to) {
    return true;
  }
  return listOccurrences(activity, range.from, range.to, { limit: 1 }).length > 0;
}

/** The current or next occurrence on or after `today` (one still running today counts), or null. */
export function nextOccurrence(activity: RecurrenceInput, today: CalendarDate): Occurrence | null {
  return listOccurrences(activity, today, null, { limit: 1 })[0] ?? null;
}

/** The latest occurrence that ended before `before` (endDate < before), or null. */
export function lastOccurrence(activity: RecurrenceInput, before: CalendarDate): Occurrence | null {
  const beforeDay = toDayNumber(before);
  const rule = recurrenceRuleOf(activity);
  if (rule.kind === 'none') return null;
  if (rule.kind === 'one-time') {
    return rule.endDate < before ? { startDate: rule.startDate, endDate: rule.endDate } : null;
  }
  if (rule.kind === 'dates') {
    const date = rule.dates.findLast((d) => d < before);
    return date ? { startDate: date, endDate: date } : null;
  }
  const window = recurringWindow(rule, null, beforeDay - 1);
  return window ? (collectRecurring(rule, window, 1, 'backward')[0] ?? null) : null;
}

/**
 * The first and last day the activity can occur (null = unbounded), or null when it never occurs.
 * For a recurring series these are its configured bounds, not necessarily matching days (for chosen
 * dates: the first and the last); the materialiser uses this to know whether a series runs past its
 * horizon.
 */
export function occurrenceSpan(activity: RecurrenceInput): DateRange | null {
  const rule = recurrenceRuleOf(activity);
  if (rule.kind === 'none') return null;
  if (rule.kind === 'one-time') return { from: rule.startDate, to: rule.endDate };
  if (rule.kind === 'dates') return { from: rule.dates[0]!, to: rule.dates.at(-1)! };
  return { from: rule.from, to: rule.to };
}
