// A calendar date's type and its parsing, for what only reads dates: the activity cards (card-text.ts)
// are on every page's first load, and the rest of calendar-date.ts (which re-exports these) would come
// along with them.

/**
 * A local calendar date in Europe/Amsterdam as 'yyyy-MM-dd' (years 0001..9999).
 *
 * Dates are computed as integer day numbers (days since 1970-01-01, the same numbers `Date.UTC` gives)
 * with the civil-calendar algorithm of Howard Hinnant: no `Date` object, time zone or daylight-saving
 * change can shift a day, and years below 100 are not remapped to 19xx as `Date.UTC` would.
 * Strings of valid dates compare correctly with `<`, which the SQL `date` type mirrors.
 */
export type CalendarDate = string;

export interface CalendarDateParts {
  year: number;
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The parts of a valid 'yyyy-MM-dd' date, or null for anything else (wrong shape, 2026-02-30, year 0000). */
export function parseCalendarDate(value: string): CalendarDateParts | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}
