import { DEFAULT_PRICE } from './constants';

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
