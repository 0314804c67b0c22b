import { TZDate } from '@date-fns/tz';
import { format, getISODay, getISOWeek, getISOWeekYear } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
  fromDayNumber,
  isCalendarDate,
  isoWeekNumber,
  isoWeekYear,
  MAX_DAY_NUMBER,
  MIN_DAY_NUMBER,
  parseCalendarDate,
  toDayNumber,
  todayInAmsterdam,
  weekdayOfMonthIndex,
} from './calendar-date';

const MS_PER_DAY = 86_400_000;

// Independent oracle: UTC midnight of the date through the platform's Date.
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
// date-fns reads local fields; a local-noon Date has the same calendar date in every process time zone.
const localNoon = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

describe('parseCalendarDate / isCalendarDate', () => {
  it('accepts valid dates, including leap days and the supported extremes', () => {
    expect(parseCalendarDate('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(isCalendarDate('9999-12-31')).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-00',
    '0000-01-01',
    '2026-1-5',
    '26-01-05',
    '2026/01/05',
    ' 2026-01-05',
    '2026-01-05T00:00:00Z',
    '',
    'today',
  ])('rejects %j', (value) => {
    expect(parseCalendarDate(value)).toBeNull();
    expect(isCalendarDate(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarDate(20260105)).toBe(false);
    expect(isCalendarDate(new Date())).toBe(false);
  });
});

describe('formatCalendarDate', () => {
  it('pads and validates', () => {
    expect(formatCalendarDate(2026, 1, 5)).toBe('2026-01-05');
    expect(formatCalendarDate(33, 12, 31)).toBe('0033-12-31');
    expect(() => formatCalendarDate(2026, 2, 29)).toThrow(RangeError);
    expect(() => formatCalendarDate(2026.5, 1, 1)).toThrow(RangeError);
  });
});

describe('day numbers', () => {
  it('count days since 1970-01-01 like Date.UTC', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1969-12-31')).toBe(-1);
    expect(toDayNumber('2026-03-29')).toBe(Date.UTC(2026, 2, 29) / MS_PER_DAY);
    expect(fromDayNumber(0)).toBe('1970-01-01');
  });

  it('cover 0001-01-01..9999-12-31 exactly', () => {
    expect(fromDayNumber(MIN_DAY_NUMBER)).toBe('0001-01-01');
    expect(fromDayNumber(MAX_DAY_NUMBER)).toBe('9999-12-31');
    expect(toDayNumber('0001-01-01')).toBe(MIN_DAY_NUMBER);
    expect(() => fromDayNumber(MIN_DAY_NUMBER - 1)).toThrow(RangeError);
    expect(() => fromDayNumber(MAX_DAY_NUMBER + 1)).toThrow(RangeError);
    expect(() => fromDayNumber(1.5)).toThrow(RangeError);
  });

  it('throw on invalid strings', () => {
    expect(() => toDayNumber('2026-02-30')).toThrow(RangeError);
  });

  it('round-trip and agree with Date for every day in the supported range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER }), (n) => {
        const date = fromDayNumber(n);
        expect(isCalendarDate(date)).toBe(true);
        expect(toDayNumber(date)).toBe(n);
        expect(new Date(n * MS_PER_DAY).toISOString().slice(0, 10)).toBe(date.padStart(10, '0'));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('addDays / daysBetween / compareDates', () => {
  it.each([
    // month, year and leap-day boundaries
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', 365, '2027-01-01'],
    // the DST changes: a 23- and a 25-hour day are one day each
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-24', 1, '2026-10-25'],
    ['2026-10-25', 1, '2026-10-26'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('daysBetween never shifts across the DST changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('daysBetween is signed', () => {
    expect(daysBetween('2026-01-10', '2026-01-03')).toBe(-7);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('compareDates orders dates and rejects malformed ones', () => {
    expect(compareDates('2026-01-02', '2026-01-10')).toBe(-1);
    expect(compareDates('2026-01-10', '2026-01-10')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(() => compareDates('2026-1-2', '2026-01-10')).toThrow(RangeError);
  });

  it('addDays agrees with Date arithmetic in UTC (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -3000, max: 3000 }), (n, delta) => {
        const date = fromDayNumber(n);
        const expected = new Date(utcDate(date).getTime() + delta * MS_PER_DAY).toISOString().slice(0, 10);
        expect(addDays(date, delta)).toBe(expected);
        expect(daysBetween(date, expected)).toBe(delta);
      }),
    );
  });
});

describe('daysInMonth', () => {
  it.each([
    [2028, 2, 29],
    [2026, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('knows February in leap and century years: %i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('dayOfWeek / weekdayOfMonthIndex', () => {
  it.each([
    ['2026-03-01', 7, 1],
    ['2026-03-07', 6, 1],
    ['2026-03-08', 7, 2],
    ['2026-03-22', 7, 4],
    ['2026-03-23', 1, 4],
    ['2026-03-28', 6, 4],
    ['2026-03-29', 7, 5],
    ['2026-03-31', 2, 5],
    ['2028-02-29', 2, 5],
    ['1970-01-01', 4, 1],
    ['1969-12-29', 1, 5],
    ['0001-01-01', 1, 1],
  ])(
    '%s is ISO weekday %i (Monday 1 .. Sunday 7), its number %i of the month (1..5)',
    (date, weekday, index) => {
      expect(dayOfWeek(date)).toBe(weekday);
      expect(weekdayOfMonthIndex(date)).toBe(index);
    },
  );

  it('agrees with date-fns getISODay (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 60_000 }), (n) => {
        const date = fromDayNumber(n);
        expect(dayOfWeek(date)).toBe(getISODay(localNoon(date)));
      }),
    );
  });
});

describe('isoWeekNumber / isoWeekYear', () => {
  it('handles the 53-week year 2026 into 2027', () => {
    expect([isoWeekNumber('2026-12-27'), isoWeekYear('2026-12-27')]).toEqual([52, 2026]);
    expect([isoWeekNumber('2026-12-28'), isoWeekYear('2026-12-28')]).toEqual([53, 2026]);
    expect([isoWeekNumber('2027-01-01'), isoWeekYear('2027-01-01')]).toEqual([53, 2026]);
    expect([isoWeekNumber('2027-01-03'), isoWeekYear('2027-01-03')]).toEqual([53, 2026]);
    expect([isoWeekNumber('2027-01-04'), isoWeekYear('2027-01-04')]).toEqual([1, 2027]);
  });

  it('handles the 53-week leap year 2020 and a year whose week 1 starts in December', () => {
    expect(isoWeekNumber('2020-12-31')).toBe(53);
    expect([isoWeekNumber('2021-01-03'), isoWeekYear('2021-01-03')]).toEqual([53, 2020]);
    expect([isoWeekNumber('2024-12-30'), isoWeekYear('2024-12-30')]).toEqual([1, 2025]);
    expect([isoWeekNumber('2025-12-29'), isoWeekYear('2025-12-29')]).toEqual([1, 2026]);
  });

  it('puts 4 January in week 1 every year', () => {
    for (let year = 1990; year <= 2060; year++) {
      expect(isoWeekNumber(`${year}-01-04`)).toBe(1);
      expect(isoWeekYear(`${year}-01-04`)).toBe(year);
    }
  });

  it('agrees with date-fns getISOWeek/getISOWeekYear (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 60_000 }), (n) => {
        const date = fromDayNumber(n);
        expect(isoWeekNumber(date)).toBe(getISOWeek(localNoon(date)));
        expect(isoWeekYear(date)).toBe(getISOWeekYear(localNoon(date)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('weekdayOfMonthIndex', () => {
  it('rejects a date that does not exist', () => {
    expect(() => weekdayOfMonthIndex('2026-03-32')).toThrow(RangeError);
  });
});

describe('todayInAmsterdam', () => {
  it.each([
    // winter (CET, UTC+1)
    ['2026-01-15T22:30:00Z', '2026-01-15'],
    ['2026-01-15T22:59:59Z', '2026-01-15'],
    ['2026-01-15T23:00:00Z', '2026-01-16'],
    ['2026-01-15T23:30:00Z', '2026-01-16'],
    // summer (CEST, UTC+2): midnight is already 22:00 UTC
    ['2026-07-15T21:30:00Z', '2026-07-15'],
    ['2026-07-15T22:00:00Z', '2026-07-16'],
    ['2026-07-15T22:30:00Z', '2026-07-16'],
    ['2026-07-15T23:30:00Z', '2026-07-16'],
    // year end
    ['2026-12-31T23:30:00Z', '2027-01-01'],
    ['2026-12-31T22:59:00Z', '2026-12-31'],
    // the night clocks go forward (Sunday 29 March 2026, 02:00 CET → 03:00 CEST)
    ['2026-03-28T22:59:00Z', '2026-03-28'],
    ['2026-03-28T23:30:00Z', '2026-03-29'],
    ['2026-03-29T21:59:00Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // the night clocks go back (Sunday 25 October 2026, 03:00 CEST → 02:00 CET)
    ['2026-10-24T21:59:00Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T22:59:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    // 2027: 28 March and 31 October
    ['2027-03-27T23:30:00Z', '2027-03-28'],
    ['2027-10-30T22:30:00Z', '2027-10-31'],
    ['2027-10-31T22:30:00Z', '2027-10-31'],
    ['2027-10-31T23:30:00Z', '2027-11-01'],
    ['2028-02-28T23:30:00Z', '2028-02-29'],
  ])('at %s it is %s in Amsterdam', (instant, expected) => {
    expect(todayInAmsterdam(new Date(instant))).toBe(expected);
  });

  it('answers again within a minute, and anew across midnight and back', () => {
    const at = (instant: string) => todayInAmsterdam(new Date(instant));
    expect(at('2026-01-15T22:59:00.000Z')).toBe('2026-01-15');
    expect(at('2026-01-15T22:59:59.999Z')).toBe('2026-01-15');
    expect(at('2026-01-15T23:00:00.000Z')).toBe('2026-01-16');
    expect(at('2026-01-15T23:00:59.999Z')).toBe('2026-01-16');
    expect(at('2026-01-15T22:59:30.000Z')).toBe('2026-01-15');
  });

  it('defaults to the current instant', () => {
    const before = todayInAmsterdam(new Date());
    const now = todayInAmsterdam();
    expect([before, addDays(before, 1)]).toContain(now);
  });

  it('rejects an invalid Date', () => {
    expect(() => todayInAmsterdam(new Date('nope'))).toThrow(RangeError);
  });

  it('agrees with @date-fns/tz for any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        expect(todayInAmsterdam(new Date(ms))).toBe(format(new TZDate(ms, 'Europe/Amsterdam'), 'yyyy-MM-dd'));
      }),
      { numRuns: 500 },
    );
  });
});
