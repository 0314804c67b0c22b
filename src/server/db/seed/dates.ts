import { TIME_ZONE } from '../../../domain/constants';

// Calendar arithmetic on plain `yyyy-MM-dd` strings. The demo agenda is laid out around the calendar
// date in Amsterdam: at 00:30 in Amsterdam it is still "yesterday" in UTC, and the agenda must not be.

const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Europe/Amsterdam, as `yyyy-MM-dd`. */
export function amsterdamToday(now: Date = new Date()): string {
  return calendarDate.format(now);
}

function toUtcNoon(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** The date `days` calendar days after (or, negative, before) `isoDate`; no clock or DST involved. */
export function addDays(isoDate: string, days: number): string {
  const date = toUtcNoon(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
export function dayOfWeek(isoDate: string): number {
  return toUtcNoon(isoDate).getUTCDay();
}

/**
 * The Saturday and Sunday of "this weekend" seen from `today`: the coming weekend on a weekday, and
 * the running one on a Saturday or Sunday. On a Sunday, Saturday is over, so both are today.
 */
export function thisWeekend(today: string): { saturday: string; sunday: string } {
  const weekday = dayOfWeek(today);
  if (weekday === 0) return { saturday: today, sunday: today };
  const saturday = addDays(today, 6 - weekday);
  return { saturday, sunday: addDays(saturday, 1) };
}
