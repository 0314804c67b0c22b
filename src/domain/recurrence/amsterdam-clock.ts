import { TIME_ZONE } from '../constants';
import { type CalendarDate, parseCalendarDate } from './calendar-date-parts';

// The one place an instant becomes Amsterdam's wall clock. Everything after it (the recurrence engine,
// the lists, the database) works in local dates and times as text, so no other code needs a time zone.
// Going this way, from an instant to the clock, is always defined: a minute skipped in spring
// (2026-03-29 02:00–03:00) is never shown, and a minute shown twice in autumn (2026-10-25 02:00–03:00)
// is simply the clock of two instants an hour apart.

/** An Amsterdam wall-clock minute, 'YYYY-MM-DD HH:mm': as text it sorts in time order. */
export type LocalMinute = string;

/** An Amsterdam wall-clock date and time of day ('HH:mm'). */
export interface WallClock {
  date: CalendarDate;
  time: string;
}

let formatter: Intl.DateTimeFormat | undefined;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The Amsterdam date and time (to the minute, seconds dropped) at the instant `at`. */
export function wallClockInAmsterdam(at: Date): WallClock {
  if (Number.isNaN(at.getTime())) throw new RangeError('wallClockInAmsterdam: invalid Date');
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  // formatToParts, not a locale's pattern, so no locale data can reorder or decorate the parts.
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = `${pad(part('year'), 4)}-${pad(part('month'), 2)}-${pad(part('day'), 2)}`;
  // Only an instant beyond the years 0001..9999 gets here.
  if (!parseCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return { date, time: `${pad(part('hour'), 2)}:${pad(part('minute'), 2)}` };
}

/**
 * The last answer and the UTC minute it was for: Amsterdam's offsets are whole hours, so its clock
 * changes only on a minute boundary, and every list request asks.
 */
let lastAnswer: { minute: number; local: LocalMinute } | undefined;

/** The Amsterdam wall-clock minute at the instant `now` (formatted once a minute). */
export function minuteInAmsterdam(now: Date = new Date()): LocalMinute {
  if (Number.isNaN(now.getTime())) throw new RangeError('minuteInAmsterdam: invalid Date');
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastAnswer?.minute === minute) return lastAnswer.local;
  const { date, time } = wallClockInAmsterdam(now);
  lastAnswer = { minute, local: `${date} ${time}` };
  return lastAnswer.local;
}
