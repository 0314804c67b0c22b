import { minuteInAmsterdam } from './amsterdam-clock';
import { type CalendarDate, type CalendarDateParts, parseCalendarDate } from './calendar-date-parts';

export {
  type CalendarDate,
  type CalendarDateParts,
  daysInMonth,
  isLeapYear,
  parseCalendarDate,
} from './calendar-date-parts';

/** ISO weekday: 1 = Monday .. 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A range of dates, inclusive on both sides; null = unbounded on that side. */
export interface DateRange {
  from: CalendarDate | null;
  to: CalendarDate | null;
}

/** Day number of 0001-01-01 and 9999-12-31: the supported range, so every result formats as 'yyyy-MM-dd'. */
export const MIN_DAY_NUMBER = -719162;
export const MAX_DAY_NUMBER = 2932896;

/**
 * The last date an activity or a date filter may name. The engine works a little beyond the dates it is
 * given (the day after an all-day session, the ISO week-year after a date for biweekly parity, a
 * calendar export's exclusive end), and nothing after 9999-12-31 can be written as 'yyyy-MM-dd' (nor as
 * an iCalendar DATE), so the year 9999 itself is left as that margin.
 */
export const LAST_AGENDA_DATE = '9998-12-31';

/** A calendar date the agenda can work with: a real 'yyyy-MM-dd' date up to LAST_AGENDA_DATE. */
export function isAgendaDate(value: unknown): value is CalendarDate {
  return isCalendarDate(value) && value <= LAST_AGENDA_DATE;
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && parseCalendarDate(value) !== null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 'yyyy-MM-dd' from parts; throws a RangeError for a day that does not exist. */
export function formatCalendarDate(year: number, month: number, day: number): CalendarDate {
  const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (!Number.isInteger(year) || !parseCalendarDate(text)) {
    throw new RangeError(`Not a calendar date: ${year}-${month}-${day}`);
  }
  return text;
}

function dayNumberFromParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function partsFromDayNumber(dayNumber: number): CalendarDateParts {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Days since 1970-01-01; throws a RangeError for an invalid date string. */
export function toDayNumber(date: CalendarDate): number {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd calendar date: ${JSON.stringify(date)}`);
  return dayNumberFromParts(parts.year, parts.month, parts.day);
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  if (!Number.isInteger(dayNumber) || dayNumber < MIN_DAY_NUMBER || dayNumber > MAX_DAY_NUMBER) {
    throw new RangeError(`Day number outside 0001-01-01..9999-12-31: ${dayNumber}`);
  }
  const { year, month, day } = partsFromDayNumber(dayNumber);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Signed number of days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** -1, 0 or 1, for sorting; validates both sides so a malformed string never sorts silently. */
export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  return Math.sign(toDayNumber(a) - toDayNumber(b)) as -1 | 0 | 1;
}

export function isoWeekdayOfDayNumber(dayNumber: number): IsoWeekday {
  // 1970-01-01 was a Thursday (4); the double modulo keeps days before 1970 positive.
  return (((((dayNumber + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
}

export function dayOfWeek(date: CalendarDate): IsoWeekday {
  return isoWeekdayOfDayNumber(toDayNumber(date));
}

/** ISO 8601 week: weeks start on Monday and week 1 holds the year's first Thursday (so 4 January). */
export function isoWeekOfDayNumber(dayNumber: number): { week: number; year: number } {
  const thursday = dayNumber - isoWeekdayOfDayNumber(dayNumber) + 4;
  const year = partsFromDayNumber(thursday).year;
  return { week: Math.floor((thursday - dayNumberFromParts(year, 1, 1)) / 7) + 1, year };
}

/** 1..53; 53 in years that start on a Thursday, or leap years that start on a Wednesday (2020, 2026). */
export function isoWeekNumber(date: CalendarDate): number {
  return isoWeekOfDayNumber(toDayNumber(date)).week;
}

/** The year an ISO week belongs to: 2027-01-01 is in week 53 of ISO year 2026. */
export function isoWeekYear(date: CalendarDate): number {
  return isoWeekOfDayNumber(toDayNumber(date)).year;
}

/** Which occurrence of its weekday in the month a date is: days 1-7 → 1, 8-14 → 2, ..., 29-31 → 5. */
export function weekdayOfMonthIndex(date: CalendarDate): 1 | 2 | 3 | 4 | 5 {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd calendar date: ${JSON.stringify(date)}`);
  return (Math.floor((parts.day - 1) / 7) + 1) as 1 | 2 | 3 | 4 | 5;
}

export function weekdayOfMonthIndexOfDayNumber(dayNumber: number): 1 | 2 | 3 | 4 | 5 {
  return (Math.floor((partsFromDayNumber(dayNumber).day - 1) / 7) + 1) as 1 | 2 | 3 | 4 | 5;
}

/** Whether a day is the last of its weekday in its month: a week later it is the next month. */
export function isLastWeekdayOfMonthDayNumber(dayNumber: number): boolean {
  return partsFromDayNumber(dayNumber + 7).month !== partsFromDayNumber(dayNumber).month;
}

/**
 * Today's date in Europe/Amsterdam at the instant `now` (the clock is read in amsterdam-clock.ts).
 * At 23:30 UTC it is already tomorrow in Amsterdam (00:30 in winter, 01:30 in summer); the UTC date of
 * `toISOString()` would be a day behind, which is the "+1 day" bug the old client had.
 */
export function todayInAmsterdam(now: Date = new Date()): CalendarDate {
  if (Number.isNaN(now.getTime())) throw new RangeError('todayInAmsterdam: invalid Date');
  return minuteInAmsterdam(now).slice(0, 10);
}
