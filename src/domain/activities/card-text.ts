import type { Language } from '../language';
import { parseCalendarDate } from '../recurrence/calendar-date-parts';

// How an activity card writes its title, date, time and tags: the list's cards, the detail page and the
// embeddable widget (server-rendered) all show them alike. Intl only, no date-fns: the cards are on
// home's first load.

const SHORT_DATE = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const SHORT_DATES = {
  nl: new Intl.DateTimeFormat('nl-NL', SHORT_DATE),
  en: new Intl.DateTimeFormat('en-GB', SHORT_DATE),
};
const SHORT_DATES_WITH_YEAR = {
  nl: new Intl.DateTimeFormat('nl-NL', { ...SHORT_DATE, year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { ...SHORT_DATE, year: 'numeric' }),
};

/**
 * One activity date ('yyyy-MM-dd') in short form, with its weekday: the cards' date line and the detail's
 * 'Volgende data'. "zo 29 nov", "Sun 29 Nov"; the year only when it is not `thisYear` ("za 1 mrt 2025",
 * "Sat, 1 Mar 2025"), so an archived activity still says when it was. The date is formatted at UTC
 * midnight in UTC, so no time zone (the browser's, the server's) can move it to the day before or after.
 */
export function formatShortDate(
  value: string | null,
  lang: Language,
  thisYear: number = new Date().getFullYear(),
): string | null {
  const parts = value ? parseCalendarDate(value) : null;
  if (!parts) return null;
  const formats = parts.year === thisYear ? SHORT_DATES : SHORT_DATES_WITH_YEAR;
  return formats[lang].format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

// Emoji, pictographs, symbols, their joiners and variation selectors, and spaces: what titles imported
// from social media often start with ("🎨✨ Schilderen…").
const LEADING_DECORATION = /^(?:[\p{Extended_Pictographic}\p{So}\p{Sk}\s]|\u200d|\ufe0e|\ufe0f|\u20e3)+/u;

/** The title without leading emoji and symbols; the title as it is when nothing else is left. */
export function cleanTitle(title: string): string {
  const stripped = title.replace(LEADING_DECORATION, '').trim();
  return stripped || title.trim();
}

/**
 * Spec 2.5: the first tag; the second as well when there are exactly two; otherwise a count of the
 * rest.
 */
export function cardTagChips(tags: readonly string[]): { shown: string[]; more: number } {
  if (tags.length === 0) return { shown: [], more: 0 };
  if (tags.length === 2) return { shown: [...tags], more: 0 };
  return { shown: [tags[0]!], more: tags.length - 1 };
}

/** The clock time of a card: '10:00–11:30', '10:00', or null when the activity has no start time. */
export function cardTime(activity: {
  activityType: string;
  startTime: string | null;
  endTime: string | null;
  recurringStartTime: string | null;
  recurringEndTime: string | null;
}): string | null {
  const recurring = activity.activityType === 'recurring';
  const time = recurring
    ? timeRange(activity.recurringStartTime, activity.recurringEndTime)
    : timeRange(activity.startTime, activity.endTime);
  if (!time) return null;
  return time.end ? `${time.start}–${time.end}` : time.start;
}

/** 'HH:mm – HH:mm', or just the start, or null. */
export function timeRange(
  start: string | null,
  end: string | null,
): { start: string; end: string | null } | null {
  if (!start) return null;
  return { start, end: end && end !== start ? end : null };
}
