import type { LocalMinute } from '../recurrence/amsterdam-clock';
import { addDays, type CalendarDate } from '../recurrence/calendar-date';

// When the reminder of a date goes out (issue #43): the day before, at the time the member chose
// (default 18:00), in Amsterdam wall-clock time. Both sides are wall-clock minutes, so a change to or
// from summer time moves nothing: 18:00 is 18:00 whichever offset the evening has.

export const DEFAULT_REMINDER_TIME = '18:00';

/** 'HH:MM', 00:00 to 23:59. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The minute the reminder of `day` is due. */
export function reminderMinute(day: CalendarDate, reminderTime: string): LocalMinute {
  return `${addDays(day, -1)} ${reminderTime}`;
}

/**
 * Whether the reminder of `day` should go out at `now`: from its minute until the date begins (its
 * start time, or the start of the day when it has none). A process that was down at the minute sends
 * it when it is back, as long as the date has not begun; after that a reminder is no use.
 */
export function reminderDue(
  day: CalendarDate,
  startTime: string | null,
  reminderTime: string,
  now: LocalMinute,
): boolean {
  return now >= reminderMinute(day, reminderTime) && now < `${day} ${startTime ?? '00:00'}`;
}
