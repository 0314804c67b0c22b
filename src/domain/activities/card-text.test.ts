import { describe, expect, it } from 'vitest';
import { cardTime, cleanTitle, formatShortDate } from './card-text';

// The cards' date line, the detail's 'Volgende data' and the widget's cards: one date with its weekday,
// in Intl (keeping date-fns out of home's first load); the year only when it is not this year's.
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

  it('gives every day of a year its own weekday, the one the calendar has', () => {
    const nl = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'];
    const en = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    for (let day = new Date(2026, 0, 1); day.getFullYear() === 2026; day.setDate(day.getDate() + 1)) {
      const value = `2026-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      expect(formatShortDate(value, 'nl', today)).toMatch(
        new RegExp(`^${nl[day.getDay()]} ${day.getDate()} `),
      );
      expect(formatShortDate(value, 'en', today)).toMatch(
        new RegExp(`^${en[day.getDay()]} ${day.getDate()} `),
      );
    }
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
