import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, fromDayNumber } from './calendar-date';
import { DATE_FILTERS, DateFilterError, isDateFilter, rangeForDateFilter } from './date-filters';

describe('rangeForDateFilter', () => {
  it('all: from today on, open end', () => {
    expect(rangeForDateFilter('all', '2026-03-25')).toEqual({ from: '2026-03-25', to: null });
  });

  it('all ignores custom dates', () => {
    expect(rangeForDateFilter('all', '2026-03-25', { startDate: '2026-01-01', endDate: 'x' })).toEqual({
      from: '2026-03-25',
      to: null,
    });
  });

  it('today and tomorrow, across a month, year and leap day', () => {
    expect(rangeForDateFilter('today', '2026-03-25')).toEqual({ from: '2026-03-25', to: '2026-03-25' });
    expect(rangeForDateFilter('tomorrow', '2026-03-25')).toEqual({ from: '2026-03-26', to: '2026-03-26' });
    expect(rangeForDateFilter('tomorrow', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(rangeForDateFilter('tomorrow', '2028-02-28')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(rangeForDateFilter('tomorrow', '2026-03-28')).toEqual({ from: '2026-03-29', to: '2026-03-29' });
  });

  // The week of Monday 23 March 2026; its weekend is the one the clocks go forward.
  it.each([
    ['Monday', '2026-03-23', '2026-03-28', '2026-03-29'],
    ['Tuesday', '2026-03-24', '2026-03-28', '2026-03-29'],
    ['Wednesday', '2026-03-25', '2026-03-28', '2026-03-29'],
    ['Thursday', '2026-03-26', '2026-03-28', '2026-03-29'],
    ['Friday', '2026-03-27', '2026-03-28', '2026-03-29'],
    ['Saturday', '2026-03-28', '2026-03-28', '2026-03-29'],
    ['Sunday', '2026-03-29', '2026-03-29', '2026-03-29'],
  ])('weekend on a %s (%s) is %s..%s', (_name, today, from, to) => {
    expect(rangeForDateFilter('weekend', today)).toEqual({ from, to });
  });

  it('weekend across a year end and a month end', () => {
    expect(rangeForDateFilter('weekend', '2026-12-31')).toEqual({ from: '2027-01-02', to: '2027-01-03' });
    expect(rangeForDateFilter('weekend', '2026-10-31')).toEqual({ from: '2026-10-31', to: '2026-11-01' });
    expect(rangeForDateFilter('weekend', '2028-02-28')).toEqual({ from: '2028-03-04', to: '2028-03-05' });
  });

  it('custom: inclusive, exactly as picked (no +1 day shift)', () => {
    expect(
      rangeForDateFilter('custom', '2026-03-25', { startDate: '2026-04-01', endDate: '2026-04-05' }),
    ).toEqual({
      from: '2026-04-01',
      to: '2026-04-05',
    });
    expect(
      rangeForDateFilter('custom', '2026-03-25', { startDate: '2026-04-01', endDate: '2026-04-01' }),
    ).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
  });

  it('custom: either side alone is open-ended', () => {
    expect(rangeForDateFilter('custom', '2026-03-25', { startDate: '2026-04-01' })).toEqual({
      from: '2026-04-01',
      to: null,
    });
    expect(rangeForDateFilter('custom', '2026-03-25', { endDate: '2026-04-05' })).toEqual({
      from: null,
      to: '2026-04-05',
    });
    expect(rangeForDateFilter('custom', '2026-03-25', { startDate: '', endDate: '2026-04-05' })).toEqual({
      from: null,
      to: '2026-04-05',
    });
    expect(rangeForDateFilter('custom', '2026-03-25', { startDate: null, endDate: '2026-04-05' })).toEqual({
      from: null,
      to: '2026-04-05',
    });
  });

  it('custom without any date reads as all', () => {
    expect(rangeForDateFilter('custom', '2026-03-25')).toEqual({ from: '2026-03-25', to: null });
    expect(rangeForDateFilter('custom', '2026-03-25', { startDate: '', endDate: '' })).toEqual({
      from: '2026-03-25',
      to: null,
    });
  });

  it.each([
    [{ startDate: '2026-4-1' }, 'startDate'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ startDate: '01-04-2026' }, 'startDate'],
    [{ startDate: '2026-04-01T00:00:00.000Z' }, 'startDate'],
    [{ startDate: '2026-04-01', endDate: 'morgen' }, 'endDate'],
    [{ endDate: '2026-13-01' }, 'endDate'],
  ])('custom %j is an invalid date on %s', (custom, field) => {
    try {
      rangeForDateFilter('custom', '2026-03-25', custom);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DateFilterError);
      expect(error).toMatchObject({ code: 'invalidDate', field, statusCode: 400, name: 'DateFilterError' });
    }
  });

  it('custom with the end before the start is a reversed range, with Dutch and English messages', () => {
    const attempt = () =>
      rangeForDateFilter('custom', '2026-03-25', { startDate: '2026-04-05', endDate: '2026-04-01' });
    expect(attempt).toThrow(DateFilterError);
    try {
      attempt();
    } catch (error) {
      const e = error as DateFilterError;
      expect(e.code).toBe('reversedRange');
      expect(e.field).toBe('endDate');
      expect(e.messages.nl).toMatch(/einddatum/);
      expect(e.messages.en).toMatch(/end date/);
      expect(e.message).toBe(e.messages.en);
    }
  });

  it('a malformed today is a programming error (RangeError, not a 400)', () => {
    expect(() => rangeForDateFilter('today', '2026-3-25')).toThrow(RangeError);
    expect(() => rangeForDateFilter('today', '2026-3-25')).not.toThrow(DateFilterError);
  });

  it('isDateFilter knows exactly the five filters', () => {
    expect(DATE_FILTERS).toEqual(['all', 'today', 'tomorrow', 'weekend', 'custom']);
    for (const filter of DATE_FILTERS) expect(isDateFilter(filter)).toBe(true);
    for (const value of ['week', 'Today', '', null, 1]) expect(isDateFilter(value)).toBe(false);
  });
});

describe('rangeForDateFilter properties', () => {
  const anyDay = fc.integer({ min: 0, max: 40_000 }).map(fromDayNumber);

  it('weekend is only Saturdays and Sundays, within the next 6 days, holding today exactly on a weekend day', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const { from, to } = rangeForDateFilter('weekend', today);
        expect(from).not.toBeNull();
        expect(to).not.toBeNull();
        const length = daysBetween(from!, to!) + 1;
        expect([1, 2]).toContain(length);
        for (let i = 0; i < length; i++) expect(dayOfWeek(addDays(from!, i))).toBeGreaterThanOrEqual(6);
        expect(dayOfWeek(to!)).toBe(7);
        expect(daysBetween(today, from!)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(today, from!)).toBeLessThanOrEqual(5);
        expect(today >= from! && today <= to!).toBe(dayOfWeek(today) >= 6);
      }),
    );
  });

  it('custom returns the picked dates, or a reversedRange error exactly when the end is earlier', () => {
    fc.assert(
      fc.property(anyDay, anyDay, anyDay, (today, startDate, endDate) => {
        if (endDate < startDate) {
          expect(() => rangeForDateFilter('custom', today, { startDate, endDate })).toThrow(DateFilterError);
        } else {
          expect(rangeForDateFilter('custom', today, { startDate, endDate })).toEqual({
            from: startDate,
            to: endDate,
          });
        }
      }),
    );
  });

  it('every bounded range is ordered', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DATE_FILTERS), anyDay, (filter, today) => {
        const { from, to } = rangeForDateFilter(filter, today);
        if (from && to) expect(from <= to).toBe(true);
      }),
    );
  });
});
