import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';
import { formatCardDate } from './display';

// The cards format their date with Intl (keeping date-fns out of home's first load); it must read exactly
// as date-fns's 'd MMMM yyyy' did, in both languages.
describe('formatCardDate', () => {
  const days = Array.from(
    { length: 24 },
    (_, i) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${i < 12 ? '01' : '28'}`,
  );

  it.each(['nl', 'en'] as const)('matches date-fns d MMMM yyyy in %s', (lang) => {
    for (const day of days) expect(formatCardDate(day, lang)).toBe(formatDate(day, lang, 'd MMMM yyyy'));
  });

  it('reads a date in each language', () => {
    expect(formatCardDate('2026-12-05', 'nl')).toBe('5 december 2026');
    expect(formatCardDate('2026-12-05', 'en')).toBe('5 December 2026');
    expect(formatCardDate(null, 'nl')).toBeNull();
    expect(formatCardDate('not a date', 'en')).toBeNull();
  });
});
