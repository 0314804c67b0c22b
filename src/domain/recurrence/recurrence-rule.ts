import {
  type CalendarDate,
  type IsoWeekday,
  isCalendarDate,
  isLastWeekdayOfMonthDayNumber,
  isoWeekdayOfDayNumber,
  isoWeekOfDayNumber,
  weekdayOfMonthIndexOfDayNumber,
} from './calendar-date';
import type { DateChange } from './date-changes';

export const ACTIVITY_TYPES = ['one-time', 'recurring'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The values `recurringDays` holds, in calendar order (index + 1 = ISO weekday). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'dates' is a series of chosen dates (a course of six evenings): `recurringDates`, not weekdays. */
export const RECURRING_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'dates'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/**
 * `all | even | odd` belong to weekly/biweekly, `first..fourth | last | all` to monthly (spec section 3);
 * 'last' is the weekday's last one in the month (the fourth or the fifth).
 */
export const RECURRING_PATTERNS = [
  'all',
  'even',
  'odd',
  'first',
  'second',
  'third',
  'fourth',
  'last',
] as const;

/** The most dates a 'dates' series may have; a longer run is a weekly or monthly series. */
export const MAX_RECURRING_DATES = 60;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

/** The frequencies of a series on weekdays: every one but 'dates'. */
export type WeekdayFrequency = Exclude<RecurringFrequency, 'dates'>;

// Accepts any string while keeping editor completion for the known values: the columns are plain text
// and rows written by older clients may hold anything, which the engine reads leniently (see below).
type Loose<T extends string> = T | (string & {});

/**
 * The activity fields recurrence reads. Every field may be absent or null, so a database row, an API
 * payload or a half-filled form can be passed as it is.
 */
export interface RecurrenceInput {
  activityType?: Loose<ActivityType> | null;
  startDate?: CalendarDate | null;
  endDate?: CalendarDate | null;
  recurringStartDate?: CalendarDate | null;
  recurringEndDate?: CalendarDate | null;
  recurringDays?: readonly string[] | null;
  recurringFrequency?: Loose<RecurringFrequency> | null;
  recurringPattern?: Loose<RecurringPattern> | null;
  /** The dates of a 'dates' series ('yyyy-MM-dd'); read only with that frequency. */
  recurringDates?: readonly string[] | null;
  /** The organiser's cancelled and moved dates of a series (date-changes.ts). */
  dateChanges?: readonly DateChange[] | null;
}

/** Which weeks of a recurring activity count, after the frequency and pattern are read together. */
export type WeekSelection =
  | { kind: 'every-week' }
  | { kind: 'alternate-weeks'; parity: 'even' | 'odd' }
  | { kind: 'nth-of-month'; nth: 1 | 2 | 3 | 4 }
  | { kind: 'last-of-month' };

/**
 * An activity's recurrence in one normalised shape, so the occurrence list and the sentence that
 * describes it cannot disagree about an edge case.
 */
export type RecurrenceRule =
  | { kind: 'none' }
  | { kind: 'one-time'; startDate: CalendarDate; endDate: CalendarDate }
  | {
      kind: 'recurring';
      /** ISO weekdays in calendar order, no duplicates, never empty. */
      days: readonly IsoWeekday[];
      /** The frequency the activity was saved with, kept for the sentence ('Elke week op ...'). */
      frequency: WeekdayFrequency;
      weeks: WeekSelection;
      /** First and last day of the series, inclusive; null = unbounded on that side. */
      from: CalendarDate | null;
      to: CalendarDate | null;
    }
  | {
      kind: 'dates';
      /** The chosen dates, sorted, without duplicates, never empty. */
      dates: readonly CalendarDate[];
    };

// A Map, not an object literal: `'toString' in {...}` is true and would read as an ordinal.
const NTH = new Map<string, 1 | 2 | 3 | 4>([
  ['first', 1],
  ['second', 2],
  ['third', 3],
  ['fourth', 4],
]);

function validDate(value: string | null | undefined): CalendarDate | null {
  return isCalendarDate(value) ? value : null;
}

/** ISO weekdays named in `recurringDays`, sorted and deduplicated; unknown names are skipped. */
export function weekdaysOf(recurringDays: readonly string[] | null | undefined): IsoWeekday[] {
  const days = new Set<IsoWeekday>();
  for (const name of recurringDays ?? []) {
    // JSON columns and payloads can smuggle in a non-string despite the type.
    if (typeof name !== 'string') continue;
    const index = WEEKDAYS.indexOf(name.trim().toLowerCase() as Weekday);
    if (index >= 0) days.add((index + 1) as IsoWeekday);
  }
  return [...days].sort((a, b) => a - b);
}

/** The valid dates of `recurringDates`, sorted and deduplicated; anything else is skipped. */
export function chosenDatesOf(recurringDates: readonly string[] | null | undefined): CalendarDate[] {
  // A date[] column or a payload can smuggle in a non-string despite the type; isCalendarDate checks.
  const dates = new Set((recurringDates ?? []).filter((date) => isCalendarDate(date)));
  // 'yyyy-MM-dd' sorts as text in date order.
  return [...dates].sort();
}

function weekSelectionOf(frequency: WeekdayFrequency, pattern: string | null | undefined): WeekSelection {
  // A pattern that does not belong to the frequency (monthly + 'even', biweekly + 'first', garbage) reads
  // as 'all': the form's default, and the reading that never hides an activity that does take place.
  if (frequency === 'biweekly' && (pattern === 'even' || pattern === 'odd')) {
    return { kind: 'alternate-weeks', parity: pattern };
  }
  const nth = pattern ? NTH.get(pattern) : undefined;
  if (frequency === 'monthly' && nth) return { kind: 'nth-of-month', nth };
  if (frequency === 'monthly' && pattern === 'last') return { kind: 'last-of-month' };
  // Weekly means every week whatever the pattern says: the form offers only 'all' with weekly in practice.
  return { kind: 'every-week' };
}

/**
 * Reads an activity into a rule. Decisions (each keeps the engine total: no input throws):
 * - activityType other than 'recurring' (including null) is one-time, the spec's default.
 * - One-time without a valid startDate never occurs. An endDate that is missing, invalid or before the
 *   startDate makes it a single day.
 * - Recurring without any valid weekday never occurs.
 * - Recurring series start at recurringStartDate, else at startDate (activities saved before the
 *   recurring dates existed), else are unbounded into the past. They end at recurringEndDate or never;
 *   endDate is not a fallback because a one-time end date left over from the form would end the series
 *   on its first day. A recurringEndDate before the start means no occurrences.
 * - Unknown or missing frequency is weekly (the form's default); see weekSelectionOf for patterns.
 * - A 'dates' series occurs on exactly its valid chosen dates, whatever its weekdays, pattern and
 *   recurring start and end say (the API stores its first and last date there for the lists); without
 *   a valid date it never occurs.
 * - Date strings that are not valid 'yyyy-MM-dd' count as absent; the API validates them on the way in.
 */
export function recurrenceRuleOf(activity: RecurrenceInput): RecurrenceRule {
  if (activity.activityType !== 'recurring') {
    const startDate = validDate(activity.startDate);
    if (!startDate) return { kind: 'none' };
    const endDate = validDate(activity.endDate);
    return { kind: 'one-time', startDate, endDate: endDate && endDate > startDate ? endDate : startDate };
  }
  if (activity.recurringFrequency === 'dates') {
    const dates = chosenDatesOf(activity.recurringDates);
    return dates.length > 0 ? { kind: 'dates', dates } : { kind: 'none' };
  }
  const days = weekdaysOf(activity.recurringDays);
  if (days.length === 0) return { kind: 'none' };
  const from = validDate(activity.recurringStartDate) ?? validDate(activity.startDate);
  const to = validDate(activity.recurringEndDate);
  if (from && to && to < from) return { kind: 'none' };
  const frequency = (RECURRING_FREQUENCIES as readonly string[]).includes(activity.recurringFrequency ?? '')
    ? (activity.recurringFrequency as WeekdayFrequency)
    : 'weekly';
  return {
    kind: 'recurring',
    days,
    frequency,
    weeks: weekSelectionOf(frequency, activity.recurringPattern),
    from,
    to,
  };
}

/**
 * Whether a recurring rule has an occurrence on a day (by day number), ignoring its from/to bounds.
 * ISO week parity: week 53 is odd and the next week 1 is odd too, so an 'odd' series meets twice in a
 * row at such a year end (2026-W53, 2027-W01) and an 'even' series skips three weeks (W52 → W02).
 */
export function matchesWeekPattern(
  rule: Extract<RecurrenceRule, { kind: 'recurring' }>,
  dayNumber: number,
): boolean {
  if (!rule.days.includes(isoWeekdayOfDayNumber(dayNumber))) return false;
  switch (rule.weeks.kind) {
    case 'every-week':
      return true;
    case 'alternate-weeks':
      return (isoWeekOfDayNumber(dayNumber).week % 2 === 0) === (rule.weeks.parity === 'even');
    case 'nth-of-month':
      // Exactly the nth: a fifth Tuesday (day 29-31) is never 'fourth'; 'last' is the option for it.
      return weekdayOfMonthIndexOfDayNumber(dayNumber) === rule.weeks.nth;
    case 'last-of-month':
      return isLastWeekdayOfMonthDayNumber(dayNumber);
  }
}
