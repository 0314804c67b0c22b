/**
 * A price as the activity form takes it, from what a page states: 'Gratis' for free (0, or marked
 * free), '€12.50' for a euro amount (read by parseEuroAmount in src/domain/price-amount.ts), otherwise
 * the amount with its currency ('15.00 USD') or, for text that is no number, the text itself.
 */
export function importedPrice(amount: unknown, currency: unknown, free: boolean): string | undefined {
  if (free) return 'Gratis';
  if (amount === undefined || amount === null || amount === '') return undefined;
  const written = String(amount).trim();
  const numeric = toNumber(written);
  if (numeric === null)
    return /\d/.test(written) ? written : /^(gratis|free)$/i.test(written) ? 'Gratis' : undefined;
  if (numeric === 0) return 'Gratis';
  const code = typeof currency === 'string' && currency.trim() ? currency.trim().toUpperCase() : 'EUR';
  const fixed = numeric.toFixed(Number.isInteger(numeric) && code !== 'EUR' ? 0 : 2);
  return code === 'EUR' ? `€${fixed}` : `${fixed} ${code}`;
}

/** '12.50', '12,50', '12', 12.5 → 12.5; anything with other characters → null. */
function toNumber(written: string): number | null {
  const cleaned = written.replace(/^€\s*/, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function isTruthy(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}
