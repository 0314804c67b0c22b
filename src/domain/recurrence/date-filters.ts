import type { Localized } from '../language';
import { validationMessages } from '../validation-messages';
import {
  addDays,
  type CalendarDate,
  type DateRange,
  dayOfWeek,
  isAgendaDate,
  isCalendarDate,
} from './calendar-date';
import type { DateFilter } from './date-filter-names';

export { DATE_FILTERS, type DateFilter, isDateFilter } from './date-filter-names';

export interface CustomDateRange {
  startDate?: string | null;
  endDate?: string | null;
}

export type DateFilterErrorCode = 'invalidDate' | 'dateTooLate' | 'reversedRange';

const messages: Record<DateFilterErrorCode, Localized> = {
  invalidDate: {
    nl: 'Ongeldige datum: gebruik het formaat jjjj-mm-dd.',
    en: 'Invalid date: use the format yyyy-mm-dd.',
  },
  dateTooLate: validationMessages.dateTooLate,
  reversedRange: {
    nl: 'De einddatum ligt vóór de begindatum.',
    en: 'The end date is before the start date.',
  },
};

/** A date filter the person asked for that cannot be answered; the API answers it with a 400. */
export class DateFilterError extends Error {
  override readonly name = 'DateFilterError';
  readonly statusCode = 400;
  readonly messages: Localized;

  constructor(
    readonly code: DateFilterErrorCode,
    readonly field: 'startDate' | 'endDate',
  ) {
    super(messages[code].en);
    this.messages = messages[code];
  }
}

function customBound(value: string | null | undefined, field: 'startDate' | 'endDate'): CalendarDate | null {
  // A query string carries an empty parameter as ''; that is no bound, not an invalid one.
  if (value === undefined || value === null || value === '') return null;
  if (!isCalendarDate(value)) throw new DateFilterError('invalidDate', field);
  if (!isAgendaDate(value)) throw new DateFilterError('dateTooLate', field);
  return value;
}

/**
 * The inclusive range a date filter selects, in Amsterdam calendar dates; null = unbounded.
 * - all: from today on (the past is the archive, a separate filter).
 * - today, tomorrow: that one day.
 * - weekend: the coming Saturday and Sunday; on a Saturday that weekend, on a Sunday only that Sunday.
 * - custom: startDate..endDate exactly as picked (no "+1 day" shift); either alone leaves the other side
 *   open; neither reads as 'all' (the picker was cleared). Ignored by the other filters.
 * Throws DateFilterError for a custom date that is not 'yyyy-MM-dd' or an end before the start, and a
 * RangeError when `today` itself is malformed (a programming error, not the person's).
 */
export function rangeForDateFilter(
  filter: DateFilter,
  today: CalendarDate,
  custom: CustomDateRange = {},
): DateRange {
  if (!isCalendarDate(today))
    throw new RangeError(`rangeForDateFilter: invalid today ${JSON.stringify(today)}`);
  switch (filter) {
    case 'all':
      return { from: today, to: null };
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'weekend': {
      const weekday = dayOfWeek(today);
      if (weekday === 7) return { from: today, to: today };
      const saturday = addDays(today, 6 - weekday);
      return { from: saturday, to: addDays(saturday, 1) };
    }
    case 'custom': {
      const from = customBound(custom.startDate, 'startDate');
      const to = customBound(custom.endDate, 'endDate');
      if (from && to && to < from) throw new DateFilterError('reversedRange', 'endDate');
      if (!from && !to) return { from: today, to: null };
      return { from, to };
    }
  }
}
