import { DEFAULT_PRICE } from '../../../../domain/constants';
import { parseEuroAmount } from '../../../../domain/price-amount';
import type { ActivityFormValues } from './form-values';

// The price as the form offers it (spec 9): a select of listed amounts, an own amount, or a stored text
// that is no amount; and the one price text each choice sends.

/** Spec 9: Gratis, €5..€50 in steps of 5, €75, €100, €125, €150, €200, €250, €300. */
export const PRICE_OPTIONS: readonly string[] = [
  DEFAULT_PRICE,
  ...Array.from({ length: 10 }, (_, i) => `€${(i + 1) * 5}`),
  ...[75, 100, 125, 150, 200, 250, 300].map((n) => `€${n}`),
];
/** The price select's other choices: an own amount, and a stored text that is no amount (kept as it is). */
export const PRICE_CUSTOM = 'custom';
export const PRICE_EXISTING = 'existing';

/** '€12.50': the euro sign and the amount with two decimals; null for anything that is not above 0. */
export function customPriceText(amount: string): string | null {
  const value = Number(amount.trim().replace(',', '.'));
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  return `€${value.toFixed(2)}`;
}

/** How a stored price shows in the select: a listed option, an own amount, or its text kept as it is. */
export function priceToForm(price: string | null | undefined): {
  priceChoice: string;
  customPrice: string;
  existingPrice: string;
} {
  const text = (price ?? '').trim();
  if (text === '' || text.toLowerCase() === DEFAULT_PRICE.toLowerCase()) {
    return { priceChoice: DEFAULT_PRICE, customPrice: '', existingPrice: '' };
  }
  const cents = parseEuroAmount(text);
  if (cents !== null && cents > 0) {
    const listed = cents % 100 === 0 ? `€${cents / 100}` : null;
    if (listed && PRICE_OPTIONS.includes(listed)) {
      return { priceChoice: listed, customPrice: '', existingPrice: '' };
    }
    return { priceChoice: PRICE_CUSTOM, customPrice: (cents / 100).toFixed(2), existingPrice: '' };
  }
  return { priceChoice: PRICE_EXISTING, customPrice: '', existingPrice: text };
}

/** The price text the payload carries for the form's choice. */
export function priceFromForm(
  values: Pick<ActivityFormValues, 'priceChoice' | 'customPrice' | 'existingPrice'>,
): string {
  if (values.priceChoice === PRICE_CUSTOM) return customPriceText(values.customPrice) ?? '';
  if (values.priceChoice === PRICE_EXISTING) return values.existingPrice;
  return values.priceChoice;
}
