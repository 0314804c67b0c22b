import { describe, expect, it } from 'vitest';
import { adminActivityWhen, formatAdminActivityDate } from './admin-activity-date';

describe('formatAdminActivityDate', () => {
  it('writes d MMM yyyy in the interface language', () => {
    expect(formatAdminActivityDate('2026-12-05', 'nl')).toBe('5 dec. 2026');
    expect(formatAdminActivityDate('2026-05-15', 'nl')).toBe('15 mei 2026');
    expect(formatAdminActivityDate('2026-12-05', 'en')).toBe('5 Dec 2026');
  });

  it('is the calendar day as stored, whatever the time zone', () => {
    expect(formatAdminActivityDate('2027-01-01', 'en')).toBe('1 Jan 2027');
  });

  it('says nothing for no date or something that is not one', () => {
    expect(formatAdminActivityDate(null, 'nl')).toBeNull();
    expect(formatAdminActivityDate('', 'nl')).toBeNull();
    expect(formatAdminActivityDate('5-12-2026', 'nl')).toBeNull();
  });
});

describe('adminActivityWhen', () => {
  const series = {
    activityType: 'recurring',
    date: '2026-03-02',
    nextDate: null,
    lastDate: null,
    recurrenceText: 'Elke maandag',
  };

  it.each([
    {
      name: 'a series: when it meets next and its pattern, not the day it began',
      row: { ...series, nextDate: '2026-11-30' },
      lang: 'nl',
      when: { kind: 'next', date: '2026-11-30', text: '30 nov. 2026' },
    },
    {
      name: 'a series that has ended says so, with the last day it met',
      row: { ...series, lastDate: '2026-10-26' },
      lang: 'en',
      when: { kind: 'ended', date: '2026-10-26', text: '26 Oct 2026' },
    },
  ] as const)('$name', ({ row, lang, when }) => {
    expect(adminActivityWhen(row, lang)).toEqual({ ...when, pattern: 'Elke maandag' });
  });

  it('a series that never meets has no date, but keeps its pattern', () => {
    expect(adminActivityWhen(series, 'nl')).toEqual({ kind: 'none', pattern: 'Elke maandag' });
  });

  it('a one-time activity shows its own date, past or to come, and no pattern', () => {
    const once = { activityType: 'one-time', date: '2025-05-15', nextDate: null, lastDate: '2025-05-15' };
    expect(adminActivityWhen({ ...once, recurrenceText: null }, 'nl')).toEqual({
      kind: 'once',
      date: '2025-05-15',
      text: '15 mei 2025',
      pattern: null,
    });
    expect(adminActivityWhen({ ...once, date: null, recurrenceText: null }, 'nl')).toEqual({
      kind: 'none',
      pattern: null,
    });
  });
});
