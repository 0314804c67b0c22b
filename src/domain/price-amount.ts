import type { Language } from './language';

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

const EURO = {
  nl: new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** Cents as euros in the language's way: '€ 8,00' (with a no-break space) in Dutch, '€8.00' in English. */
export function formatEuroCents(cents: number, lang: Language): string {
  return EURO[lang].format(cents / 100);
}

/** A price as shown: a plain euro amount in the language's format, any other text as it was written. */
export function formatPrice(price: string, lang: Language): string {
  const cents = parseEuroAmount(price);
  return cents === null ? price : formatEuroCents(cents, lang);
}
