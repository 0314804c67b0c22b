import type { Language } from '../../../../domain/language';
import type { CalendarDate } from '../../../../domain/recurrence/calendar-date';
import { describeRecurrence } from '../../../../domain/recurrence/describe-pattern';
import { listOccurrences } from '../../../../domain/recurrence/occurrences';
import { type DatedWeek, weeksOfDates, type YearEndJump } from '../../../../domain/recurrence/pattern-choice';
import { type RecurrenceInput, recurrenceRuleOf } from '../../../../domain/recurrence/recurrence-rule';
import type { ActivityFormValues } from './form-values';

/** The recurrence fields of the form as the engine reads them. */
export function recurrenceOfForm(values: ActivityFormValues): RecurrenceInput {
  return {
    activityType: 'recurring',
    recurringStartDate: values.recurringStartDate || null,
    recurringEndDate: values.recurringEndDate || null,
    recurringDays: values.recurringDays,
    recurringFrequency: values.recurringFrequency,
    recurringPattern: values.recurringPattern,
    recurringDates: values.recurringDates,
  };
}

/** What the details tab shows under a recurring activity. */
export interface RecurrencePreview {
  /** 'Om de week op dinsdag (oneven weken)'; null without a weekday. */
  sentence: string | null;
  /** The next five days from today. */
  dates: CalendarDate[];
  /** For a series in even or odd weeks: each date's ISO week, so the parity can be checked against a calendar. */
  weeks: DatedWeek[] | null;
  /** A year end with week 53 among the dates, which breaks the rhythm of even or odd weeks. */
  jump: YearEndJump | null;
}

/**
 * The pattern sentence, the next five days from today (from the same engine the server materialises)
 * and, for even or odd weeks, their week numbers.
 */
export function recurrencePreview(
  values: ActivityFormValues,
  today: CalendarDate,
  lang: Language,
): RecurrencePreview {
  const input = recurrenceOfForm(values);
  const sentence = describeRecurrence(input, lang);
  let dates: CalendarDate[];
  try {
    dates = listOccurrences(input, today, null, { limit: 5 }).map((o) => o.startDate);
  } catch {
    // A bound out of the engine's range (a year typed as 20260): nothing to preview yet.
    dates = [];
  }
  const rule = recurrenceRuleOf(input);
  if (rule.kind !== 'recurring' || rule.weeks.kind !== 'alternate-weeks') {
    return { sentence, dates, weeks: null, jump: null };
  }
  const { weeks, jump } = weeksOfDates(dates);
  return { sentence, dates, weeks, jump };
}
