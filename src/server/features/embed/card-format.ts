import type { ActivityListItem } from '../../../domain/activities/response';
import type { Language } from '../../../domain/language';
import { parseCalendarDate } from '../../../domain/recurrence/calendar-date';

// A widget card's date and time, written as the product's cards write them (client
// features/activities/display.ts, which the server cannot import): "za 14 jun", "Sat 14 Jun", the
// year only when it is not this year's; "10:00–12:00".

const SHORT_DATE = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const DATES = {
  nl: new Intl.DateTimeFormat('nl-NL', SHORT_DATE),
  en: new Intl.DateTimeFormat('en-GB', SHORT_DATE),
};
const DATES_WITH_YEAR = {
  nl: new Intl.DateTimeFormat('nl-NL', { ...SHORT_DATE, year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { ...SHORT_DATE, year: 'numeric' }),
};

/**
 * A calendar date ('yyyy-MM-dd', already Amsterdam's) in short form. It is formatted at UTC midnight
 * in UTC, so no zone can move it to the day before or after; `today` is Amsterdam's date too.
 */
export function formatCardDate(value: string | null, lang: Language, today: string): string | null {
  const parts = value ? parseCalendarDate(value) : null;
  if (!parts) return null;
  const instant = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const formats = value!.slice(0, 4) === today.slice(0, 4) ? DATES : DATES_WITH_YEAR;
  return formats[lang].format(instant);
}

/** The clock time of a card: '10:00–11:30', '10:00', or null when the activity has no start time. */
export function cardTime(item: ActivityListItem): string | null {
  const recurring = item.activityType === 'recurring';
  const start = recurring ? item.recurringStartTime : item.startTime;
  const end = recurring ? item.recurringEndTime : item.endTime;
  if (!start) return null;
  return end && end !== start ? `${start}–${end}` : start;
}

/**
 * The machine-readable form of the card's next day for <time datetime>: '2025-06-14T10:00' when the
 * start time is a plain 'HH:mm', else the date alone.
 */
export function cardDateTimeAttribute(item: ActivityListItem, date: string): string {
  const start = item.activityType === 'recurring' ? item.recurringStartTime : item.startTime;
  return start && /^\d{2}:\d{2}$/.test(start) ? `${date}T${start}` : date;
}
