import { addDays, dayOfWeek as isoDayOfWeek } from '../../../domain/recurrence/calendar-date';

// Calendar arithmetic on plain `yyyy-MM-dd` strings, from the recurrence engine's calendar. The demo
// agenda is laid out around the calendar date in Amsterdam: at 00:30 in Amsterdam it is still
// "yesterday" in UTC, and the agenda must not be.

export { addDays, todayInAmsterdam as amsterdamToday } from '../../../domain/recurrence/calendar-date';

/** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
export const dayOfWeek = (isoDate: string): number => isoDayOfWeek(isoDate) % 7;

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
