import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTime, cleanTitle, formatShortDate } from './card-text';

// The cards' date line, the detail's 'Volgende data' and the widget's cards: one date with its weekday,
// as Intl writes it but without Intl (keeping its locale data out of home's first load); the year only
// when it is not this year's.
describe('formatShortDate', () => {
  const today = 2026;

  it('names the weekday, the day and the month in each language', () => {
    expect(formatShortDate('2026-11-28', 'nl', today)).toBe('za 28 nov');
    expect(formatShortDate('2026-11-28', 'en', today)).toBe('Sat 28 Nov');
    expect(formatShortDate('2026-12-05', 'nl', today)).toBe('za 5 dec');
    expect(formatShortDate('2026-03-02', 'nl', today)).toBe('ma 2 mrt');
    expect(formatShortDate('2026-03-02', 'en', today)).toBe('Mon 2 Mar');
  });

  it('adds the year of a date in another year', () => {
    expect(formatShortDate('2027-01-01', 'nl', today)).toBe('vr 1 jan 2027');
    expect(formatShortDate('2027-01-01', 'en', today)).toBe('Fri, 1 Jan 2027');
    expect(formatShortDate('2025-03-01', 'nl', today)).toBe('za 1 mrt 2025');
  });

  it('writes every day as Intl writes it in nl-NL and en-GB, with and without the year', () => {
    // The formats the cards had when Intl made them (card-text.ts says why it no longer does).
    const options = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    const intl = {
      nl: new Intl.DateTimeFormat('nl-NL', options),
      en: new Intl.DateTimeFormat('en-GB', options),
      nlYear: new Intl.DateTimeFormat('nl-NL', { ...options, year: 'numeric' }),
      enYear: new Intl.DateTimeFormat('en-GB', { ...options, year: 'numeric' }),
    };
    const check = (year: number, month: number, day: number) => {
      const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      expect(formatShortDate(value, 'nl', year)).toBe(intl.nl.format(date));
      expect(formatShortDate(value, 'en', year)).toBe(intl.en.format(date));
      expect(formatShortDate(value, 'nl', year + 1)).toBe(intl.nlYear.format(date));
      expect(formatShortDate(value, 'en', year - 1)).toBe(intl.enYear.format(date));
    };
    // Every day of 2020–2035, and any day of any year an agenda date can have.
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2036, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      check(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
    }
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => check(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
      ),
      { numRuns: 2_000 },
    );
  });

  it('writes the recurrence preview of the activity form alike', () => {
    expect(formatShortDate('2026-12-01', 'nl', today)).toBe('di 1 dec');
    expect(formatShortDate('2026-12-01', 'en', today)).toBe('Tue 1 Dec');
    expect(formatShortDate('2027-01-05', 'nl', today)).toBe('di 5 jan 2027');
  });

  it('has nothing to show without a date', () => {
    expect(formatShortDate(null, 'nl', today)).toBeNull();
    expect(formatShortDate('not a date', 'en', today)).toBeNull();
  });
});

describe('cardTime', () => {
  const base = { startTime: null, endTime: null, recurringStartTime: null, recurringEndTime: null };
  it('shows the session time of a one-time or recurring activity', () => {
    expect(cardTime({ ...base, activityType: 'one-time', startTime: '14:00', endTime: '15:30' })).toBe(
      '14:00–15:30',
    );
    expect(
      cardTime({
        ...base,
        activityType: 'recurring',
        recurringStartTime: '10:00',
        recurringEndTime: '11:30',
      }),
    ).toBe('10:00–11:30');
    expect(cardTime({ ...base, activityType: 'one-time', startTime: '20:00' })).toBe('20:00');
    expect(cardTime({ ...base, activityType: 'one-time', startTime: '20:00', endTime: '20:00' })).toBe(
      '20:00',
    );
  });
  it('shows nothing without a start time, and never the other kind of time', () => {
    expect(cardTime({ ...base, activityType: 'one-time' })).toBeNull();
    expect(cardTime({ ...base, activityType: 'recurring', startTime: '09:00' })).toBeNull();
  });
});

describe('cleanTitle', () => {
  it('drops the emoji and symbols an imported title starts with, and keeps the rest as written', () => {
    expect(cleanTitle('🎨✨ Schilderen voor iedereen')).toBe('Schilderen voor iedereen');
    expect(cleanTitle('👩‍👩‍👧 Familiedag')).toBe('Familiedag');
    // A keycap starts with its digit, which is text.
    expect(cleanTitle('1️⃣ Eerste les')).toBe('1️⃣ Eerste les');
    expect(cleanTitle('Koor 🎶')).toBe('Koor 🎶');
  });

  it('keeps a title that is nothing but symbols', () => {
    expect(cleanTitle(' 🎉 ')).toBe('🎉');
  });
});
