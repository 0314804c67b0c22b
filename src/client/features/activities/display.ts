import type { Language } from '../../../domain/language';

// Small pure helpers the cards, the detail page and the teaser share. No date-fns here: the cards are on
// home's first load, and the browser's Intl formats their date (date-format.ts has the date-fns patterns).

/** A local calendar date ('yyyy-MM-dd') as a Date at local midnight: never read as UTC. */
export function parseLocalDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar date of a Date in the browser's zone, for sending the picked range as picked. */
export function toLocalDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const SHORT_DATE = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const SHORT_DATES = {
  nl: new Intl.DateTimeFormat('nl-NL', SHORT_DATE),
  en: new Intl.DateTimeFormat('en-GB', SHORT_DATE),
};
const SHORT_DATES_WITH_YEAR = {
  nl: new Intl.DateTimeFormat('nl-NL', { ...SHORT_DATE, year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { ...SHORT_DATE, year: 'numeric' }),
};

/**
 * One activity date in short form, with its weekday: the cards' date line and the detail's 'Volgende
 * data'. "zo 29 nov", "Sun 29 Nov"; the year only when it is not this year's ("za 1 mrt 2025", "Sat, 1
 * Mar 2025"), so an archived activity still says when it was.
 */
export function formatShortDate(
  value: string | null,
  lang: Language,
  today: Date = new Date(),
): string | null {
  const date = value ? parseLocalDate(value) : null;
  if (!date) return null;
  const formats = date.getFullYear() === today.getFullYear() ? SHORT_DATES : SHORT_DATES_WITH_YEAR;
  return formats[lang].format(date);
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

/** A maps search for the address (street, city, postal code), opened in a new tab. */
export function mapsSearchUrl(parts: readonly (string | null | undefined)[]): string {
  const query = parts.filter((p) => p?.trim()).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
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
