import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { formatEuroCents, formatPrice, parseEuroAmount } from './price-amount';

const NBSP = '\u00a0';

describe('parseEuroAmount', () => {
  it.each([
    ['€8.00', 800],
    ['€ 8,00', 800],
    ['€8', 800],
    ['€ 5', 500],
    ['€5,-', 500],
    ['€ 5,--', 500],
    ['€12.5', 1250],
    ['€125.00', 12500],
    ['  €9,50 ', 950],
    ['8 euro', 800],
    ['8,50 EUR', 850],
    ['8€', 800],
    ['EUR 12.50', 1250],
    ['€0', 0],
    [`€${NBSP}8,00`, 800],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
  });

  it.each([
    'Gratis',
    'Free',
    'vrijwillige bijdrage',
    'Gratis, donatie welkom',
    '€5 p.p.',
    '€ 5 - € 10',
    'vanaf €5',
    '€1.250',
    '€8.001',
    '8',
    '8.00',
    'euro',
    '€',
    '',
    null,
    undefined,
  ])('leaves %j alone', (text) => {
    expect(parseEuroAmount(text)).toBeNull();
  });

  it('reads any amount typed the English or the Dutch way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom('.', ','),
        fc.constantFrom('', ' '),
        (cents, separator, space) => {
          const euros = Math.floor(cents / 100);
          const rest = String(cents % 100).padStart(2, '0');
          expect(parseEuroAmount(`€${space}${euros}${separator}${rest}`)).toBe(cents);
        },
      ),
    );
  });
});

describe('formatPrice', () => {
  it('writes a plain euro amount the Dutch and the English way', () => {
    expect(formatPrice('€8.00', 'nl')).toBe(`€${NBSP}8,00`);
    expect(formatPrice('€8.00', 'en')).toBe('€8.00');
    expect(formatPrice('€ 5', 'nl')).toBe(`€${NBSP}5,00`);
    expect(formatPrice('€ 12,5', 'en')).toBe('€12.50');
    expect(formatPrice('€125.00', 'nl')).toBe(`€${NBSP}125,00`);
  });

  it('writes a price that only says "free" in the language’s word, whatever language it was typed in', () => {
    for (const free of ['Gratis', 'gratis', ' GRATIS ', 'Free', 'Kosteloos', '']) {
      expect(formatPrice(free, 'nl')).toBe('Gratis');
      expect(formatPrice(free, 'en')).toBe('Free');
    }
  });

  it('leaves every other price as it was written', () => {
    for (const lang of LANGUAGES) {
      expect(formatPrice('Gratis, donatie welkom', lang)).toBe('Gratis, donatie welkom');
      expect(formatPrice('Free for members', lang)).toBe('Free for members');
      expect(formatPrice('vrijwillige bijdrage', lang)).toBe('vrijwillige bijdrage');
      expect(formatPrice('€5 p.p.', lang)).toBe('€5 p.p.');
    }
  });

  it('reads back what it wrote, in both languages (amounts below € 1000, which have no grouping)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom(...LANGUAGES), (cents, lang) => {
        const shown = formatEuroCents(cents, lang);
        expect(parseEuroAmount(shown)).toBe(cents);
        // Showing a shown price again changes nothing, and the other language reads it as well.
        expect(formatPrice(shown, lang)).toBe(shown);
        expect(parseEuroAmount(formatPrice(shown, lang === 'nl' ? 'en' : 'nl'))).toBe(cents);
      }),
    );
  });

  it('writes every amount as Intl.NumberFormat writes EUR in nl-NL and en-GB', () => {
    const intl = {
      nl: new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }),
      en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
    };
    const check = (cents: number) => {
      for (const lang of LANGUAGES) expect(formatEuroCents(cents, lang)).toBe(intl[lang].format(cents / 100));
    };
    for (const cents of [0, 1, 10, 99, 100, 99_999, 100_000, 123_456, 99_999_999]) check(cents);
    // Any amount a price can hold: up to six digits of euros (parseEuroAmount).
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999 }), check), { numRuns: 5_000 });
  });
});
