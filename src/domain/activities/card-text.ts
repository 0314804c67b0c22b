import type { Language } from '../language';
import { parseCalendarDate } from '../recurrence/calendar-date-parts';

// How an activity card writes its title, date, time and tags: the list's cards, the detail page and the
// embeddable widget (server-rendered) all show them alike. No date-fns, and no Intl formatter either:
// the cards are on the first load of home and /activities, and the browser's first Intl.DateTimeFormat or
// Intl.NumberFormat loads its locale data, 60–90 ms of the main thread on the 2-core machine (four times
// that on Lighthouse's phone), which no other part of those pages needs. The names are Intl's (nl-NL and
// en-GB, CLDR); card-text.test.ts checks every day against Intl.

/** Short weekday names, Sunday first (Date's getUTCDay). */
const WEEKDAYS = {
  nl: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
} as const;
/** Short month names, January first. */
const MONTHS = {
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
} as const;

/**
 * One activity date ('yyyy-MM-dd') in short form, with its weekday: the cards' date line and the detail's
 * 'Volgende data'. "zo 29 nov", "Sun 29 Nov"; the year only when it is not `thisYear` ("za 1 mrt 2025",
 * "Sat, 1 Mar 2025"), so an archived activity still says when it was. The weekday is the calendar's
 * (taken at UTC midnight in UTC), so no time zone (the browser's, the server's) can move it.
 */
export function formatShortDate(
  value: string | null,
  lang: Language,
  thisYear: number = new Date().getFullYear(),
): string | null {
  const parts = value ? parseCalendarDate(value) : null;
  if (!parts) return null;
  const { year, month, day } = parts;
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const weekday = WEEKDAYS[lang][date.getUTCDay()]!;
  const dayMonth = `${day} ${MONTHS[lang][month - 1]!}`;
  if (year === thisYear) return `${weekday} ${dayMonth}`;
  return lang === 'en' ? `${weekday}, ${dayMonth} ${year}` : `${weekday} ${dayMonth} ${year}`;
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
