import { addDays, type CalendarDate, dayOfWeek, isoWeekNumber } from '../recurrence/calendar-date';
import { listOccurrences } from '../recurrence/occurrences';
import {
  MAX_RECURRING_DATES,
  type RecurringPattern,
  WEEKDAYS,
  type Weekday,
} from '../recurrence/recurrence-rule';
import type { SourceProblem } from './source-messages';

// A calendar event's dates, already in Europe/Amsterdam, as Meedoen's schedule (decision 0038): a rule
// only where Meedoen's rule gives exactly the dates the calendar gives (checked date by date), else the
// dates themselves ('dates'), never a rule that is almost right.

/** One occurrence as a local date and time in Amsterdam; times null for an all-day event. */
export interface LocalOccurrence {
  startDate: CalendarDate;
  startTime: string | null;
  endDate: CalendarDate;
  endTime: string | null;
}

/**
 * A date the calendar takes out of its rule (an ICS EXDATE), as the Amsterdam date and time it names;
 * time null for a whole day (an EXDATE given as a DATE, which takes out every time of that day).
 */
export interface Exclusion {
  date: CalendarDate;
  time: string | null;
}

/**
 * What the calendar's RRULE says, when it is one Meedoen might have: weekly (every or every other week)
 * on weekdays, or monthly on the nth (or last) weekday, with the dates it takes out (EXDATE). Null for
 * anything else (BYMONTHDAY, RDATE, COUNT, a changed instance …): those become their dates.
 */
export type RuleHint = (
  | { kind: 'weekly'; interval: 1 | 2; days: Weekday[]; bounded: boolean }
  | { kind: 'monthly'; nth: 1 | 2 | 3 | 4 | -1; day: Weekday; bounded: boolean }
) & { excluded?: readonly Exclusion[] };

export type Schedule =
  | {
      activityType: 'one-time';
      startDate: CalendarDate;
      endDate: CalendarDate;
      startTime: string | null;
      endTime: string | null;
    }
  | {
      activityType: 'recurring';
      recurringFrequency: 'weekly' | 'biweekly' | 'monthly' | 'dates';
      recurringPattern: RecurringPattern;
      recurringDays: Weekday[];
      recurringDates: CalendarDate[];
      recurringStartDate: CalendarDate | null;
      recurringEndDate: CalendarDate | null;
      recurringStartTime: string | null;
      recurringEndTime: string | null;
    };

/**
 * The schedule of an event, and the dates of its rule the calendar takes out (EXDATE): Meedoen keeps
 * those as cancelled dates of the series (decision 0035), not as a different rule. Empty for dates.
 */
export interface FittedSchedule {
  schedule: Schedule;
  cancelledDates: CalendarDate[];
}

const NTH_PATTERN: Record<string, RecurringPattern> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '-1': 'last',
};

/**
 * The schedule of an event: `occurrences` are all its dates up to the occurrence window (sorted),
 * `recurring` whether the calendar repeats it. A single date is one-time; a series needs one time and
 * single days (Meedoen's series have one start and end time), else it is refused as 'timesVary'.
 */
export function fitSchedule(
  occurrences: readonly LocalOccurrence[],
  hint: RuleHint | null,
  today: CalendarDate,
): FittedSchedule | { problem: SourceProblem } {
  const first = occurrences[0];
  if (!first) return { problem: 'noDates' };
  if (occurrences.length === 1) {
    const schedule: Schedule = {
      activityType: 'one-time',
      startDate: first.startDate,
      endDate: laterDate(first.startDate, first.endDate),
      startTime: first.startTime,
      endTime: first.endTime,
    };
    return { schedule, cancelledDates: [] };
  }
  const sameTimes = occurrences.every(
    (o) => o.startTime === first.startTime && o.endTime === first.endTime && o.endDate === o.startDate,
  );
  if (!sameTimes) return { problem: 'timesVary' };
  const dates = occurrences.map((o) => o.startDate);
  const times = { recurringStartTime: first.startTime, recurringEndTime: first.endTime };
  const exact = hint ? exactRule(hint, dates, first.startTime) : null;
  if (exact) return { schedule: { ...exact.rule, ...times }, cancelledDates: exact.cancelled };
  const schedule: Schedule = {
    activityType: 'recurring',
    recurringFrequency: 'dates',
    recurringPattern: 'all',
    recurringDays: [],
    recurringDates: keptDates(dates, today),
    recurringStartDate: null,
    recurringEndDate: null,
    ...times,
  };
  return { schedule, cancelledDates: [] };
}

type RuleFields = Omit<
  Extract<Schedule, { activityType: 'recurring' }>,
  'recurringStartTime' | 'recurringEndTime'
>;

/**
 * Meedoen's rule for the hint with its cancelled dates, when the rule's dates less the cancelled ones
 * are exactly `dates` (from the first to the last listed). A cancelled date is an EXDATE that is a date
 * of the rule at the series' time (or a whole day); any other EXDATE takes nothing out and is ignored.
 */
function exactRule(
  hint: RuleHint,
  dates: readonly CalendarDate[],
  startTime: string | null,
): { rule: RuleFields; cancelled: CalendarDate[] } | null {
  const from = dates[0]!;
  const last = dates[dates.length - 1]!;
  // Every other ISO week counts by the week number's parity, which a 53-week year breaks: an open
  // series would be wrong at the next one, so only a bounded one can be exact.
  if (hint.kind === 'weekly' && hint.interval === 2 && !hint.bounded) return null;
  const candidate: RuleFields = {
    activityType: 'recurring',
    recurringFrequency: hint.kind === 'monthly' ? 'monthly' : hint.interval === 2 ? 'biweekly' : 'weekly',
    recurringPattern:
      hint.kind === 'monthly'
        ? NTH_PATTERN[String(hint.nth)]!
        : hint.interval === 2
          ? isoWeekNumber(from) % 2 === 0
            ? 'even'
            : 'odd'
          : 'all',
    recurringDays: hint.kind === 'monthly' ? [hint.day] : sortedDays(hint.days, from),
    recurringDates: [],
    recurringStartDate: from,
    recurringEndDate: hint.bounded ? last : null,
  };
  const isRuleDate = (day: CalendarDate) => listOccurrences(candidate, day, day, { limit: 1 }).length > 0;
  const cancelled = [
    ...new Set(
      (hint.excluded ?? [])
        .filter((out) => (out.time === null || out.time === startTime) && out.date >= from)
        .map((out) => out.date)
        .filter(isRuleDate),
    ),
  ].sort();
  const ours = listOccurrences(candidate, from, last)
    .map((o) => o.startDate)
    .filter((date) => !cancelled.includes(date));
  const exact = ours.length === dates.length && ours.every((date, i) => date === dates[i]);
  return exact ? { rule: candidate, cancelled } : null;
}

/** The RRULE's weekdays, or DTSTART's own weekday when it names none. */
function sortedDays(days: readonly Weekday[], from: CalendarDate): Weekday[] {
  const named = days.length > 0 ? days : [WEEKDAYS[dayOfWeek(from) - 1]!];
  return WEEKDAYS.filter((day) => named.includes(day));
}

/**
 * At most MAX_RECURRING_DATES dates: all of them when they fit, else those from today on (the first
 * that fit), so a long or endless series shows what is to come; reading again moves it along.
 */
function keptDates(dates: readonly CalendarDate[], today: CalendarDate): CalendarDate[] {
  if (dates.length <= MAX_RECURRING_DATES) return [...dates];
  const upcoming = dates.filter((date) => date >= today);
  if (upcoming.length >= MAX_RECURRING_DATES) return upcoming.slice(0, MAX_RECURRING_DATES);
  return dates.slice(dates.length - MAX_RECURRING_DATES);
}

/** The day before, for ending a series (kept here so ending and mapping share one calendar). */
export function dayBefore(date: CalendarDate): CalendarDate {
  return addDays(date, -1);
}

/** The later of two calendar dates ('yyyy-MM-dd' compares as text). */
export function laterDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return [a, b].sort()[1]!;
}
