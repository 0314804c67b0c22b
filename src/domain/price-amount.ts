import type { Language } from './language';
import { localisePrice } from './price';

/**
 * A price that is a plain euro amount, as organisers type it: '€8.00', '€ 8,00', '€ 5', '€5,-', '8 euro',
 * 'EUR 12.50'. Nothing else may stand around it: 'Gratis', 'vrijwillige bijdrage', '€5 p.p.' or
 * '€ 5 - € 10' are no plain amount. At most two decimals, so '€1.250' (a thousands dot?) is no amount
 * either.
 */
const EURO_AMOUNT =
  /^\s*(?:(?:€|eur\b)\s*(\d{1,6})(?:[.,](\d{1,2}|-{1,2}))?|(\d{1,6})(?:[.,](\d{1,2}|-{1,2}))?\s*(?:€|euro?\b))\s*$/i;

/** The amount in cents of a price that is a plain euro amount; null for any other text. */
export function parseEuroAmount(price: string | null | undefined): number | null {
  const match = EURO_AMOUNT.exec(price ?? '');
  if (!match) return null;
  const euros = match[1] ?? match[3]!;
  const decimals = match[2] ?? match[4] ?? '';
  const cents = /^\d+$/.test(decimals) ? Number(decimals.padEnd(2, '0')) : 0;
  return Number(euros) * 100 + cents;
}

/** An integer with a separator between each three digits from the right: 1250 → '1.250'. */
function groupThousands(value: number, separator: string): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * Cents (a whole number, not negative) as euros in the language's way: '€ 8,00' (with a no-break space)
 * in Dutch, '€8.00' in English; as Intl.NumberFormat writes EUR in nl-NL and en-GB (price-amount.test.ts
 * checks it), but without Intl: the cards are on home's first load, and the browser's first Intl number
 * or date formatter loads its locale data (card-text.ts).
 */
export function formatEuroCents(cents: number, lang: Language): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return lang === 'en'
    ? `€${groupThousands(euros, ',')}.${rest}`
    : `€\u00a0${groupThousands(euros, '.')},${rest}`;
}

/**
 * A price as shown: a plain euro amount in the language's format, a price that only says "free" in the
 * language's word (price.ts), any other text as it was written.
 */
export function formatPrice(price: string, lang: Language): string {
  const cents = parseEuroAmount(price);
  return cents === null ? localisePrice(price, lang) : formatEuroCents(cents, lang);
}
