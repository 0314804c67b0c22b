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

const CARD_DATE = {
  nl: new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
};

/** The cards' date, 'd MMMM yyyy' (spec 9): "5 december 2026", "5 December 2026". */
export function formatCardDate(value: string | null, lang: Language): string | null {
  const date = value ? parseLocalDate(value) : null;
  return date ? CARD_DATE[lang].format(date) : null;
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

/** 'HH:mm – HH:mm', or just the start, or null. */
export function timeRange(
  start: string | null,
  end: string | null,
): { start: string; end: string | null } | null {
  if (!start) return null;
  return { start, end: end && end !== start ? end : null };
}
