import { DEFAULT_PRICE } from './constants';
import type { Language } from './language';

/**
 * Which prices count as free: 'Gratis', 'Free', 'Kosteloos' (also followed by more words, such as
 * 'Gratis, donatie welkom'), '€0', '€ 0,00', '0', '€0,-', '0 euro' and an empty price.
 * Written once in a syntax PostgreSQL (`~*`) and JavaScript (flags `is`) read the same way: the
 * database derives `activities.is_free` from it, so the freeOnly filter is a column test.
 */
export const FREE_PRICE_PATTERN_SOURCE =
  '^\\s*(?:(?:gratis|free|kosteloos)(?:[^a-z].*)?|€?\\s*0+(?:[.,]0+)?(?:\\s*,-)?(?:\\s*euro)?)?\\s*$';

const FREE_PRICE = new RegExp(FREE_PRICE_PATTERN_SOURCE, 'is');

export function isFreePrice(price: string | null | undefined): boolean {
  return FREE_PRICE.test(price ?? '');
}

/** The price as it is stored: trimmed, and the default ('Gratis') when nothing was given. */
export function normalisePrice(price: string | null | undefined): string {
  const trimmed = (price ?? '').trim();
  return trimmed === '' ? DEFAULT_PRICE : trimmed;
}

/**
 * A price that says only that it is free, in some language: a free word alone ('Gratis', 'gratis',
 * 'Free', 'Kosteloos') or nothing. The form's default stores 'Gratis' in the Dutch price and leaves the
 * English one empty, and older rows copied it; such a price is a fact, not a text to translate.
 * 'Gratis, donatie welkom' says more and stays as written.
 */
const ONLY_FREE = /^\s*(?:gratis|free|kosteloos)?\s*$/i;

/** The word for a free activity in each language. */
export const FREE_WORD: Record<Language, string> = { nl: 'Gratis', en: 'Free' };

/**
 * A price as shown in `lang` (the stored text already chosen for it, English where given): one that says
 * only "free" is the language's own word, whatever language it was typed in; any other text as written.
 */
export function localisePrice(price: string | null | undefined, lang: Language): string {
  return ONLY_FREE.test(price ?? '') ? FREE_WORD[lang] : (price ?? '');
}
