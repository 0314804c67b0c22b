import {
  addDays,
  type CalendarDate,
  dayOfWeek,
  isCalendarDate,
  isoWeekOfDayNumber,
  toDayNumber,
  weekdayOfMonthIndex,
} from './calendar-date';
import {
  MAX_RECURRING_DATES,
  RECURRING_FREQUENCIES,
  type RecurrenceInput,
  type RecurringFrequency,
  type RecurringPattern,
  weekdaysOf,
} from './recurrence-rule';

// Which patterns belong to which frequency. The engine (recurrence-rule.ts) reads any other combination
// as "every week" so that no saved activity silently disappears; but "Om de week" saved with "Elke week"
// published a weekly series nobody meant. So a write may only store a combination that means what its
// frequency says, and the form offers only those.

/** The patterns each frequency may be saved with, the first being the one a fresh choice starts from. */
export const PATTERNS_OF_FREQUENCY = {
  weekly: ['all'],
  biweekly: ['even', 'odd'],
  monthly: ['first', 'second', 'third', 'fourth', 'last'],
  // Chosen dates have no pattern; 'all' is what a missing one reads as.
  dates: ['all'],
} as const satisfies Record<RecurringFrequency, readonly RecurringPattern[]>;

/** The patterns a frequency may be saved with; an unknown or missing frequency is weekly, as the engine reads it. */
export function patternsOfFrequency(frequency: string | null | undefined): readonly RecurringPattern[] {
  return (RECURRING_FREQUENCIES as readonly string[]).includes(frequency ?? '')
    ? PATTERNS_OF_FREQUENCY[frequency as RecurringFrequency]
    : PATTERNS_OF_FREQUENCY.weekly;
}

/** A key of validation-messages.ts naming the fix for each frequency. */
export type PatternMismatch =
  | 'weeklyPatternMismatch'
  | 'biweeklyPatternMismatch'
  | 'monthlyPatternMismatch'
  | 'datesPatternMismatch';

/**
 * Why a recurring activity's frequency and pattern may not be saved together, or null when they may.
 * A one-time activity has no series, so its recurring fields mean nothing and are not judged. A missing
 * pattern is 'all' (the form's and the spec's default), so only weekly may leave it out.
 */
export function patternMismatch(
  activity: Pick<RecurrenceInput, 'activityType' | 'recurringFrequency' | 'recurringPattern'>,
): PatternMismatch | null {
  if (activity.activityType !== 'recurring') return null;
  const pattern = activity.recurringPattern || 'all';
  const frequency = (RECURRING_FREQUENCIES as readonly string[]).includes(activity.recurringFrequency ?? '')
    ? (activity.recurringFrequency as RecurringFrequency)
    : 'weekly';
  if ((PATTERNS_OF_FREQUENCY[frequency] as readonly string[]).includes(pattern)) return null;
  return `${frequency}PatternMismatch`;
}

/** A key of validation-messages.ts naming what is wrong with a series' chosen dates. */
export type ChosenDatesMismatch = 'chosenDatesRequired' | 'tooManyChosenDates' | 'chosenDatesOnlyWithDates';

/**
 * Why a series' chosen dates may not be saved with its type and frequency, or null when they may: a
 * 'dates' series needs 1..MAX_RECURRING_DATES of them, and nothing else may carry any (they would be
 * kept unseen and come back when the frequency is switched). `recurringDates` is read as valid,
 * distinct dates, as the input schema leaves them.
 */
export function chosenDatesMismatch(
  activity: Pick<RecurrenceInput, 'activityType' | 'recurringFrequency' | 'recurringDates'>,
): ChosenDatesMismatch | null {
  const count = activity.recurringDates?.length ?? 0;
  if (activity.activityType !== 'recurring' || activity.recurringFrequency !== 'dates') {
    return count > 0 ? 'chosenDatesOnlyWithDates' : null;
  }
  if (count === 0) return 'chosenDatesRequired';
  return count > MAX_RECURRING_DATES ? 'tooManyChosenDates' : null;
}

/**
 * The day a new pattern is chosen around: the first of the chosen weekdays on or after the series'
 * start (or today, when the start has passed or is not set). With no weekday chosen yet, that day itself.
 */
function referenceDay(
  days: readonly string[] | null | undefined,
  from: string | null | undefined,
  today: CalendarDate,
): CalendarDate {
  const start = isCalendarDate(from) && from > today ? from : today;
  const weekdays = weekdaysOf(days);
  if (weekdays.length === 0) return start;
  for (let i = 0; i < 7; i++) {
    const day = addDays(start, i);
    if (weekdays.includes(dayOfWeek(day))) return day;
  }
  return start;
}

/**
 * The pattern that goes with a frequency just chosen, so the series takes place on the date the
 * administrator expects next: every other week in the weeks (even or odd) of the first chosen weekday
 * from the start date; monthly on that day's place in its month (the first Tuesday, ...), or the last
 * when it is a fifth (a fifth is always its weekday's last).
 */
export function patternForFrequency(
  frequency: string,
  series: { days?: readonly string[] | null; from?: string | null },
  today: CalendarDate,
): RecurringPattern {
  const day = referenceDay(series.days, series.from, today);
  switch (frequency) {
    case 'biweekly':
      return isoWeekOfDayNumber(toDayNumber(day)).week % 2 === 0 ? 'even' : 'odd';
    case 'monthly':
      return (['first', 'second', 'third', 'fourth'] as const)[weekdayOfMonthIndex(day) - 1] ?? 'last';
    default:
      return 'all';
  }
}

/** A date with its ISO week, for the even/odd preview. */
export interface DatedWeek {
  date: CalendarDate;
  week: number;
}

/**
 * What happens at a year end with 53 ISO weeks, where week 53 and the next week 1 are both odd: an
 * even series leaps from week 52 to week 2 (three weeks apart), an odd one meets in week 53 and week 1
 * (one week apart). Null when the dates do not cross such a year end.
 */
export type YearEndJump =
  | { kind: 'even-skips'; from: number; to: number }
  | { kind: 'odd-repeats'; from: number; to: number };

/** The ISO week of each date, and the year-end jump among them (if any) that needs explaining. */
export function weeksOfDates(dates: readonly CalendarDate[]): {
  weeks: DatedWeek[];
  jump: YearEndJump | null;
} {
  const weeks = dates.map((date) => ({ date, week: isoWeekOfDayNumber(toDayNumber(date)).week }));
  let jump: YearEndJump | null = null;
  for (let i = 1; i < weeks.length && !jump; i++) {
    const previous = weeks[i - 1]!;
    const current = weeks[i]!;
    // 52 → 2 is the usual fortnight in a year of 52 weeks; only a week 53 in between makes it three.
    const week53Between = isoWeekOfDayNumber(toDayNumber(previous.date) + 7).week === 53;
    if (previous.week === 52 && current.week === 2 && week53Between) {
      jump = { kind: 'even-skips', from: 52, to: 2 };
    }
    if (previous.week === 53 && current.week === 1) jump = { kind: 'odd-repeats', from: 53, to: 1 };
  }
  return { weeks, jump };
}
