export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

/** A text the person reads, in both languages of the product. */
export interface Localized {
  nl: string;
  en: string;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'nl' || value === 'en';
}

/**
 * Picks the language from an Accept-Language header value by the rule the client uses on a first visit
 * (languageFromPreferences): the first language the product speaks, Dutch when none. Browsers list their
 * languages most wanted first, so the order is read, not the q-values; the two agree, so what the page
 * preloads is in the language the page then shows.
 */
export function languageFromHeader(header: string | undefined): Language {
  return languageFromPreferences(header?.split(',').map((part) => part.split(';')[0] ?? ''));
}

/**
 * A first visit's language from the browser's preferred languages (navigator.languages, most wanted
 * first): the first of them the product speaks, so 'de-DE, en-US' reads English; Dutch when none is.
 */
export function languageFromPreferences(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
