import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from './calendar-date';
import {
  hasOccurrenceInRange,
  lastOccurrence,
  listOccurrences,
  nextOccurrence,
  type Occurrence,
  OPEN_RANGE_HORIZON_DAYS,
  occurrenceSpan,
} from './occurrences';
import type { RecurrenceInput } from './recurrence-rule';

const starts = (occurrences: Occurrence[]) => occurrences.map((o) => o.startDate);
const day = (date: string): Occurrence => ({ startDate: date, endDate: date });

const recurring = (fields: Partial<RecurrenceInput>): RecurrenceInput => ({
  activityType: 'recurring',
  recurringFrequency: 'weekly',
  recurringPattern: 'all',
  ...fields,
});

describe('listOccurrences: one-time activities', () => {
  const single = { activityType: 'one-time', startDate: '2026-05-10' };
  const festival = { activityType: 'one-time', startDate: '2026-05-01', endDate: '2026-05-03' };

  it('a single day is listed when the range includes it, boundaries inclusive', () => {
    expect(listOccurrences(single, '2026-05-01', '2026-05-31')).toEqual([day('2026-05-10')]);
    expect(listOccurrences(single, '2026-05-10', '2026-05-10')).toEqual([day('2026-05-10')]);
    expect(listOccurrences(single, '2026-05-10', '2026-05-20')).toEqual([day('2026-05-10')]);
    expect(listOccurrences(single, '2026-05-01', '2026-05-10')).toEqual([day('2026-05-10')]);
  });

  it('a single day outside the range is not listed', () => {
    expect(listOccurrences(single, '2026-05-11', '2026-05-31')).toEqual([]);
    expect(listOccurrences(single, '2026-05-01', '2026-05-09')).toEqual([]);
  });

  it('a multi-day activity is one whole occurrence whenever it overlaps the range', () => {
    const whole = [{ startDate: '2026-05-01', endDate: '2026-05-03' }];
    expect(listOccurrences(festival, '2026-05-02', '2026-05-02')).toEqual(whole);
    expect(listOccurrences(festival, '2026-04-25', '2026-05-01')).toEqual(whole);
    expect(listOccurrences(festival, '2026-05-03', '2026-05-09')).toEqual(whole);
    expect(listOccurrences(festival, '2026-04-01', '2026-06-01')).toEqual(whole);
    expect(listOccurrences(festival, '2026-05-04', '2026-05-09')).toEqual([]);
    expect(listOccurrences(festival, '2026-04-20', '2026-04-30')).toEqual([]);
  });

  it('open range ends', () => {
    expect(listOccurrences(festival, null, null)).toHaveLength(1);
    expect(listOccurrences(festival, '2026-05-03', null)).toHaveLength(1);
    expect(listOccurrences(festival, '2026-05-04', null)).toHaveLength(0);
    expect(listOccurrences(festival, null, '2026-05-01')).toHaveLength(1);
    expect(listOccurrences(festival, null, '2026-04-30')).toHaveLength(0);
  });

  it('without a (valid) start date it never occurs', () => {
    expect(listOccurrences({ activityType: 'one-time' }, null, null)).toEqual([]);
    expect(listOccurrences({ activityType: 'one-time', endDate: '2026-05-03' }, null, null)).toEqual([]);
    expect(listOccurrences({ activityType: 'one-time', startDate: '2026-02-30' }, null, null)).toEqual([]);
    expect(listOccurrences({ activityType: 'one-time', startDate: '' }, null, null)).toEqual([]);
  });

  it('an end date before the start date, invalid or equal makes it a single day', () => {
    for (const endDate of ['2026-05-09', '2026-05-10', 'garbage', null, undefined]) {
      expect(listOccurrences({ ...single, endDate }, null, null)).toEqual([day('2026-05-10')]);
    }
  });

  it('a missing or unknown activity type reads as one-time, ignoring recurring fields', () => {
    const fields = { startDate: '2026-05-10', recurringDays: ['monday'], recurringStartDate: '2026-05-01' };
    for (const activityType of [null, undefined, 'eenmalig', 'Recurring']) {
      expect(listOccurrences({ ...fields, activityType }, '2026-05-01', '2026-05-31')).toEqual([
        day('2026-05-10'),
      ]);
    }
  });

  it('a leap day', () => {
    const leap = { activityType: 'one-time', startDate: '2028-02-29' };
    expect(listOccurrences(leap, '2028-02-29', '2028-02-29')).toEqual([day('2028-02-29')]);
    expect(listOccurrences(leap, '2028-03-01', '2028-12-31')).toEqual([]);
  });
});

describe('listOccurrences: weekly', () => {
  it('lists every matching weekday in the range', () => {
    const tuesdays = recurring({ recurringDays: ['tuesday'], recurringStartDate: '2026-01-01' });
    expect(starts(listOccurrences(tuesdays, '2026-03-01', '2026-03-31'))).toEqual([
      '2026-03-03',
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
  });

  it('lists several days in date order, whatever order, case or duplicates they were saved with', () => {
    const activity = recurring({ recurringDays: ['thursday', 'Tuesday ', 'thursday', 'dinsdag', 'funday'] });
    expect(starts(listOccurrences(activity, '2026-03-01', '2026-03-14'))).toEqual([
      '2026-03-03',
      '2026-03-05',
      '2026-03-10',
      '2026-03-12',
    ]);
  });

  it('every day of the week', () => {
    const daily = recurring({
      recurringDays: ['sunday', 'saturday', 'friday', 'thursday', 'wednesday', 'tuesday', 'monday'],
    });
    expect(listOccurrences(daily, '2026-03-01', '2026-03-31')).toHaveLength(31);
  });

  it('returns single-day occurrences', () => {
    const activity = recurring({ recurringDays: ['friday'], endDate: '2026-12-31' });
    for (const occurrence of listOccurrences(activity, '2026-01-01', '2026-03-01')) {
      expect(occurrence.endDate).toBe(occurrence.startDate);
    }
  });

  it('without weekdays it never occurs', () => {
    expect(listOccurrences(recurring({ recurringDays: [] }), '2026-01-01', '2026-12-31')).toEqual([]);
    expect(listOccurrences(recurring({ recurringDays: null }), '2026-01-01', '2026-12-31')).toEqual([]);
    expect(listOccurrences(recurring({}), '2026-01-01', '2026-12-31')).toEqual([]);
    expect(listOccurrences(recurring({ recurringDays: ['maandag'] }), '2026-01-01', '2026-12-31')).toEqual(
      [],
    );
  });

  it('a missing or unknown frequency is weekly; weekly ignores an even/odd pattern', () => {
    const expected = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26'];
    for (const recurringFrequency of [null, undefined, 'weekly', 'daily', '']) {
      for (const recurringPattern of [null, 'all', 'even', 'odd', 'first']) {
        const activity = recurring({ recurringDays: ['monday'], recurringFrequency, recurringPattern });
        expect(starts(listOccurrences(activity, '2026-01-01', '2026-01-31'))).toEqual(expected);
      }
    }
  });
});

describe('listOccurrences: series bounds', () => {
  const mondays = recurring({
    recurringDays: ['monday'],
    recurringStartDate: '2026-01-12',
    recurringEndDate: '2026-02-09',
  });

  it('start and end dates are inclusive', () => {
    expect(starts(listOccurrences(mondays, '2026-01-01', '2026-03-31'))).toEqual([
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
    ]);
  });

  it('clips to the range inside the series', () => {
    expect(starts(listOccurrences(mondays, '2026-01-13', '2026-02-02'))).toEqual([
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
    ]);
    expect(starts(listOccurrences(mondays, '2026-02-03', '2026-02-08'))).toEqual([]);
  });

  it('a range entirely outside the series is empty', () => {
    expect(listOccurrences(mondays, '2025-01-01', '2026-01-11')).toEqual([]);
    expect(listOccurrences(mondays, '2026-02-10', '2027-01-01')).toEqual([]);
  });

  it('open range ends stop at the series bounds', () => {
    expect(listOccurrences(mondays, null, null)).toHaveLength(5);
    expect(listOccurrences(mondays, '2026-02-01', null)).toHaveLength(2);
    expect(listOccurrences(mondays, null, '2026-01-19')).toHaveLength(2);
  });

  it('without recurringStartDate the series starts at startDate', () => {
    const activity = recurring({ recurringDays: ['monday'], startDate: '2026-01-19' });
    expect(starts(listOccurrences(activity, '2026-01-01', '2026-01-31'))).toEqual([
      '2026-01-19',
      '2026-01-26',
    ]);
    expect(nextOccurrence(activity, '2020-01-01')).toEqual(day('2026-01-19'));
  });

  it('recurringStartDate wins over startDate', () => {
    const activity = recurring({
      recurringDays: ['monday'],
      startDate: '2026-01-05',
      recurringStartDate: '2026-01-19',
    });
    expect(starts(listOccurrences(activity, '2026-01-01', '2026-01-31'))).toEqual([
      '2026-01-19',
      '2026-01-26',
    ]);
  });

  it('endDate is not a fallback for recurringEndDate (a leftover one-time end would end the series)', () => {
    const activity = recurring({ recurringDays: ['monday'], startDate: '2026-01-05', endDate: '2026-01-05' });
    expect(listOccurrences(activity, '2026-01-01', '2026-01-31')).toHaveLength(4);
  });

  it('a series with neither start date is unbounded into the past', () => {
    const activity = recurring({ recurringDays: ['monday'] });
    expect(starts(listOccurrences(activity, '1999-12-27', '1999-12-31'))).toEqual(['1999-12-27']);
  });

  it('a fully open series with a fully open range throws: there is nowhere to begin', () => {
    const activity = recurring({ recurringDays: ['monday'] });
    expect(() => listOccurrences(activity, null, null)).toThrow(RangeError);
  });

  it('an unbounded side meeting an unbounded series is capped at the horizon', () => {
    const daily = recurring({
      recurringDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    });
    const forward = listOccurrences(daily, '2026-01-01', null);
    expect(forward).toHaveLength(OPEN_RANGE_HORIZON_DAYS + 1);
    expect(forward.at(-1)?.startDate).toBe(addDays('2026-01-01', OPEN_RANGE_HORIZON_DAYS));
    const backward = listOccurrences(daily, null, '2026-01-01');
    expect(backward).toHaveLength(OPEN_RANGE_HORIZON_DAYS + 1);
    expect(backward.at(-1)?.startDate).toBe('2026-01-01');
    const fromStart = listOccurrences({ ...daily, recurringStartDate: '2030-01-01' }, null, null);
    expect(fromStart[0]?.startDate).toBe('2030-01-01');
    expect(fromStart).toHaveLength(OPEN_RANGE_HORIZON_DAYS + 1);
  });

  it('never runs past 9999-12-31', () => {
    const activity = recurring({ recurringDays: ['friday'] });
    expect(starts(listOccurrences(activity, '9999-12-20', null))).toEqual(['9999-12-24', '9999-12-31']);
  });

  it('an end date before the start date means no occurrences', () => {
    const activity = recurring({
      recurringDays: ['monday'],
      recurringStartDate: '2026-02-01',
      recurringEndDate: '2026-01-01',
    });
    expect(listOccurrences(activity, '2025-01-01', '2027-01-01')).toEqual([]);
    expect(nextOccurrence(activity, '2025-01-01')).toBeNull();
    expect(lastOccurrence(activity, '2027-01-01')).toBeNull();
  });

  it('invalid series dates count as absent', () => {
    const activity = recurring({
      recurringDays: ['monday'],
      recurringStartDate: '2026-13-01',
      recurringEndDate: '31-12-2026',
    });
    expect(listOccurrences(activity, '2030-01-01', '2030-01-31')).toHaveLength(4);
  });
});

describe('listOccurrences: biweekly on ISO week parity', () => {
  // Mondays of January 2026: 5 (W2), 12 (W3), 19 (W4), 26 (W5).
  const biweekly = (recurringPattern: string | null) =>
    recurring({ recurringDays: ['monday'], recurringFrequency: 'biweekly', recurringPattern });

  it('even weeks', () => {
    expect(starts(listOccurrences(biweekly('even'), '2026-01-01', '2026-01-31'))).toEqual([
      '2026-01-05',
      '2026-01-19',
    ]);
  });

  it('odd weeks', () => {
    expect(starts(listOccurrences(biweekly('odd'), '2026-01-01', '2026-01-31'))).toEqual([
      '2026-01-12',
      '2026-01-26',
    ]);
  });

  it('pattern all, missing or foreign to biweekly means every week', () => {
    for (const pattern of ['all', null, 'first', 'ODD', 'oneven']) {
      expect(listOccurrences(biweekly(pattern), '2026-01-01', '2026-01-31')).toHaveLength(4);
    }
  });

  it('several days in the same weeks', () => {
    const activity = recurring({
      recurringDays: ['wednesday', 'monday'],
      recurringFrequency: 'biweekly',
      recurringPattern: 'odd',
    });
    expect(starts(listOccurrences(activity, '2026-01-01', '2026-01-31'))).toEqual([
      '2026-01-12',
      '2026-01-14',
      '2026-01-26',
      '2026-01-28',
    ]);
  });

  it('across a year with 53 ISO weeks, odd meets two weeks in a row (W53, W1) and even skips three', () => {
    // Mondays: 14 Dec W51, 21 Dec W52, 28 Dec W53, 4 Jan W1, 11 Jan W2, 18 Jan W3.
    expect(starts(listOccurrences(biweekly('odd'), '2026-12-10', '2027-01-20'))).toEqual([
      '2026-12-14',
      '2026-12-28',
      '2027-01-04',
      '2027-01-18',
    ]);
    expect(starts(listOccurrences(biweekly('even'), '2026-12-10', '2027-01-20'))).toEqual([
      '2026-12-21',
      '2027-01-11',
    ]);
  });

  it('a 1 January inside week 53 of the previous ISO year is odd', () => {
    const fridays = (recurringPattern: string) =>
      recurring({ recurringDays: ['friday'], recurringFrequency: 'biweekly', recurringPattern });
    // 2027-01-01 is a Friday in 2026-W53; 2021-01-01 a Friday in 2020-W53.
    expect(starts(listOccurrences(fridays('odd'), '2026-12-31', '2027-01-01'))).toEqual(['2027-01-01']);
    expect(starts(listOccurrences(fridays('odd'), '2020-12-18', '2021-01-15'))).toEqual([
      '2020-12-18',
      '2021-01-01',
      '2021-01-08',
    ]);
    expect(starts(listOccurrences(fridays('even'), '2020-12-18', '2021-01-15'))).toEqual([
      '2020-12-25',
      '2021-01-15',
    ]);
  });

  it('across a year end with 52 weeks the weeks alternate normally', () => {
    // Mondays: 22 Dec 2025 W52, 29 Dec 2025 W1 (of 2026), 5 Jan W2.
    expect(starts(listOccurrences(biweekly('even'), '2025-12-20', '2026-01-06'))).toEqual([
      '2025-12-22',
      '2026-01-05',
    ]);
    expect(starts(listOccurrences(biweekly('odd'), '2025-12-20', '2026-01-06'))).toEqual(['2025-12-29']);
  });
});

describe('listOccurrences: monthly', () => {
  // Tuesdays in March 2026: 3, 10, 17, 24, 31 (five); Thursdays: 5, 12, 19, 26.
  const monthly = (recurringPattern: string | null, recurringDays = ['tuesday']) =>
    recurring({ recurringDays, recurringFrequency: 'monthly', recurringPattern });

  it.each([
    ['first', '2026-03-03'],
    ['second', '2026-03-10'],
    ['third', '2026-03-17'],
    ['fourth', '2026-03-24'],
  ])('%s Tuesday of March 2026 is %s', (pattern, expected) => {
    expect(starts(listOccurrences(monthly(pattern), '2026-03-01', '2026-03-31'))).toEqual([expected]);
  });

  it('a fifth Tuesday is never the fourth', () => {
    expect(listOccurrences(monthly('fourth'), '2026-03-25', '2026-03-31')).toEqual([]);
    // Tuesday 29 February 2028 is the fifth; the fourth is the 22nd.
    expect(starts(listOccurrences(monthly('fourth'), '2028-02-01', '2028-02-29'))).toEqual(['2028-02-22']);
  });

  it('all is every week of the month, fifth weekdays and leap days included', () => {
    expect(listOccurrences(monthly('all'), '2026-03-01', '2026-03-31')).toHaveLength(5);
    expect(starts(listOccurrences(monthly('all'), '2028-02-01', '2028-03-01'))).toEqual([
      '2028-02-01',
      '2028-02-08',
      '2028-02-15',
      '2028-02-22',
      '2028-02-29',
    ]);
  });

  it('a missing or foreign pattern means all', () => {
    for (const pattern of [null, 'even', 'odd', 'fifth']) {
      expect(listOccurrences(monthly(pattern), '2026-03-01', '2026-03-31')).toHaveLength(5);
    }
  });

  it('several days take their own nth occurrence', () => {
    expect(
      starts(listOccurrences(monthly('third', ['thursday', 'tuesday']), '2026-03-01', '2026-03-31')),
    ).toEqual(['2026-03-17', '2026-03-19']);
  });

  it('the first weekday can fall on the 1st and the 7th', () => {
    const sundays = monthly('first', ['sunday']);
    expect(starts(listOccurrences(sundays, '2026-03-01', '2026-03-31'))).toEqual(['2026-03-01']);
    expect(starts(listOccurrences(sundays, '2026-06-01', '2026-06-30'))).toEqual(['2026-06-07']);
  });

  it('once a month for a whole year, each in days 1-7 for first and 22-28 for fourth', () => {
    const firsts = listOccurrences(monthly('first', ['saturday']), '2026-01-01', '2026-12-31');
    expect(firsts).toHaveLength(12);
    for (const [index, { startDate }] of firsts.entries()) {
      expect(Number(startDate.slice(5, 7))).toBe(index + 1);
      expect(Number(startDate.slice(8))).toBeLessThanOrEqual(7);
      expect(dayOfWeek(startDate)).toBe(6);
    }
    const fourths = listOccurrences(monthly('fourth', ['saturday']), '2026-01-01', '2026-12-31');
    expect(fourths).toHaveLength(12);
    for (const { startDate } of fourths) {
      expect(Number(startDate.slice(8))).toBeGreaterThanOrEqual(22);
      expect(Number(startDate.slice(8))).toBeLessThanOrEqual(28);
    }
  });

  it('respects the series bounds across months', () => {
    const activity = {
      ...monthly('second', ['saturday']),
      recurringStartDate: '2026-05-10',
      recurringEndDate: '2026-08-08',
    };
    // Second Saturdays: 9 May (before start), 13 Jun, 11 Jul, 8 Aug (the end date itself).
    expect(starts(listOccurrences(activity, '2026-01-01', '2026-12-31'))).toEqual([
      '2026-06-13',
      '2026-07-11',
      '2026-08-08',
    ]);
  });
});

describe('listOccurrences: the last weekday of the month', () => {
  const lastFriday = recurring({
    recurringFrequency: 'monthly',
    recurringPattern: 'last',
    recurringDays: ['friday'],
  });

  it('is the fifth in a month with five and the fourth in one with four', () => {
    // January 2027 has five Fridays (1..29), February four (5..26), May 2026 five (1..29).
    expect(starts(listOccurrences(lastFriday, '2026-05-01', '2027-02-28'))).toEqual([
      '2026-05-29',
      '2026-06-26',
      '2026-07-31',
      '2026-08-28',
      '2026-09-25',
      '2026-10-30',
      '2026-11-27',
      '2026-12-25',
      '2027-01-29',
      '2027-02-26',
    ]);
  });

  it('in February: the 28th in a common year, the 29th in a leap year, never March', () => {
    const lastSunday = { ...lastFriday, recurringDays: ['sunday'] };
    expect(starts(listOccurrences(lastSunday, '2026-02-01', '2026-03-01'))).toEqual(['2026-02-22']);
    const lastSaturday = { ...lastFriday, recurringDays: ['saturday'] };
    expect(starts(listOccurrences(lastSaturday, '2026-02-01', '2026-02-28'))).toEqual(['2026-02-28']);
    const lastTuesday = { ...lastFriday, recurringDays: ['tuesday'] };
    expect(starts(listOccurrences(lastTuesday, '2028-02-01', '2028-02-29'))).toEqual(['2028-02-29']);
  });

  it('several days each take their own last one; only with monthly', () => {
    const two = { ...lastFriday, recurringDays: ['monday', 'friday'] };
    expect(starts(listOccurrences(two, '2026-08-01', '2026-08-31'))).toEqual(['2026-08-28', '2026-08-31']);
    const weekly = { ...lastFriday, recurringFrequency: 'weekly' };
    expect(listOccurrences(weekly, '2026-05-01', '2026-05-31')).toHaveLength(5);
  });

  it('steps back over the year end to December', () => {
    expect(lastOccurrence(lastFriday, '2027-01-29')).toEqual(day('2026-12-25'));
    expect(nextOccurrence(lastFriday, '2026-12-26')).toEqual(day('2027-01-29'));
  });
});

describe('listOccurrences: chosen dates', () => {
  const course = recurring({
    recurringFrequency: 'dates',
    recurringPattern: null,
    recurringDates: ['2027-02-17', '2027-02-03', '2027-02-10', '2027-02-03', 'not a date', '2027-02-30'],
  });

  it('are exactly the valid dates, sorted and once each, whatever weekdays or bounds say', () => {
    const occurrences = listOccurrences(
      {
        ...course,
        recurringDays: ['monday'],
        recurringStartDate: '2027-02-11',
        recurringEndDate: '2027-02-11',
      },
      '2027-01-01',
      '2027-12-31',
    );
    expect(starts(occurrences)).toEqual(['2027-02-03', '2027-02-10', '2027-02-17']);
  });

  it('keep to the range, its bounds inclusive, and to the limit', () => {
    expect(starts(listOccurrences(course, '2027-02-10', '2027-02-17'))).toEqual(['2027-02-10', '2027-02-17']);
    expect(starts(listOccurrences(course, '2027-02-04', '2027-02-09'))).toEqual([]);
    expect(starts(listOccurrences(course, null, '2027-02-10', { limit: 1 }))).toEqual(['2027-02-03']);
    expect(starts(listOccurrences(course, null, null))).toHaveLength(3);
  });

  it('next, last, span and hasOccurrenceInRange read the same dates', () => {
    expect(nextOccurrence(course, '2027-02-04')).toEqual(day('2027-02-10'));
    expect(nextOccurrence(course, '2027-02-18')).toBeNull();
    expect(lastOccurrence(course, '2027-02-10')).toEqual(day('2027-02-03'));
    expect(lastOccurrence(course, '2027-02-03')).toBeNull();
    expect(occurrenceSpan(course)).toEqual({ from: '2027-02-03', to: '2027-02-17' });
    expect(hasOccurrenceInRange(course, { from: '2027-02-11', to: '2027-02-16' })).toBe(false);
    expect(hasOccurrenceInRange(course, { from: null, to: null })).toBe(true);
  });

  it('without a valid date there is nothing, and dates mean nothing to another frequency', () => {
    expect(listOccurrences({ ...course, recurringDates: [] }, null, null)).toEqual([]);
    expect(occurrenceSpan({ ...course, recurringDates: ['2027-13-01'] })).toBeNull();
    const weekly = { ...course, recurringFrequency: 'weekly', recurringDays: ['wednesday'] };
    expect(starts(listOccurrences(weekly, '2027-02-01', '2027-02-28'))).toHaveLength(4);
  });
});

describe('listOccurrences: daylight saving and time zones', () => {
  const weekend = recurring({ recurringDays: ['saturday', 'sunday'] });

  it('keeps the Sunday the clocks go forward (29 March 2026, 28 March 2027)', () => {
    expect(starts(listOccurrences(weekend, '2026-03-27', '2026-03-30'))).toEqual([
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(starts(listOccurrences(weekend, '2027-03-26', '2027-03-29'))).toEqual([
      '2027-03-27',
      '2027-03-28',
    ]);
  });

  it('keeps the Sunday the clocks go back (25 October 2026, 31 October 2027)', () => {
    expect(starts(listOccurrences(weekend, '2026-10-23', '2026-10-26'))).toEqual([
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(starts(listOccurrences(weekend, '2027-10-29', '2027-11-01'))).toEqual([
      '2027-10-30',
      '2027-10-31',
    ]);
  });

  it('weekly Sundays through both changes stay on Sundays', () => {
    const sundays = recurring({ recurringDays: ['sunday'] });
    expect(starts(listOccurrences(sundays, '2026-03-01', '2026-03-31'))).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
      '2026-03-22',
      '2026-03-29',
    ]);
    expect(starts(listOccurrences(sundays, '2026-10-01', '2026-11-01'))).toEqual([
      '2026-10-04',
      '2026-10-11',
      '2026-10-18',
      '2026-10-25',
      '2026-11-01',
    ]);
  });

  describe('whatever time zone the process runs in', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['Europe/Amsterdam', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
      'gives the same dates in %s',
      (zone) => {
        const activity = recurring({
          recurringDays: ['sunday', 'monday'],
          recurringFrequency: 'biweekly',
          recurringPattern: 'odd',
        });
        const expected = listOccurrences(activity, '2026-03-01', '2027-11-30');
        process.env.TZ = zone;
        expect(listOccurrences(activity, '2026-03-01', '2027-11-30')).toEqual(expected);
      },
    );
  });
});

describe('listOccurrences: arguments', () => {
  const mondays = recurring({ recurringDays: ['monday'], recurringStartDate: '2026-01-01' });

  it('a reversed range is empty', () => {
    expect(listOccurrences(mondays, '2026-02-01', '2026-01-01')).toEqual([]);
    expect(listOccurrences({ startDate: '2026-01-10' }, '2026-02-01', '2026-01-01')).toEqual([]);
  });

  it('limit keeps the earliest occurrences', () => {
    expect(starts(listOccurrences(mondays, '2026-01-01', '2026-12-31', { limit: 2 }))).toEqual([
      '2026-01-05',
      '2026-01-12',
    ]);
    expect(listOccurrences(mondays, '2026-01-01', '2026-12-31', { limit: 0 })).toEqual([]);
    expect(() => listOccurrences(mondays, '2026-01-01', '2026-12-31', { limit: -1 })).toThrow(RangeError);
    expect(() => listOccurrences(mondays, '2026-01-01', '2026-12-31', { limit: Number.NaN })).toThrow(
      RangeError,
    );
  });

  it('throws a RangeError for malformed bounds, even when the activity never occurs', () => {
    expect(() => listOccurrences(mondays, '2026-1-1', null)).toThrow(RangeError);
    expect(() => listOccurrences(mondays, null, '2026-02-30')).toThrow(RangeError);
    expect(() => listOccurrences({}, 'today', null)).toThrow(RangeError);
  });
});

describe('nextOccurrence', () => {
  it('one-time: upcoming, today, still running, over', () => {
    const festival = { startDate: '2026-05-01', endDate: '2026-05-03' };
    const whole = { startDate: '2026-05-01', endDate: '2026-05-03' };
    expect(nextOccurrence(festival, '2026-04-01')).toEqual(whole);
    expect(nextOccurrence(festival, '2026-05-01')).toEqual(whole);
    expect(nextOccurrence(festival, '2026-05-03')).toEqual(whole);
    expect(nextOccurrence(festival, '2026-05-04')).toBeNull();
    expect(nextOccurrence({}, '2026-05-04')).toBeNull();
  });

  it('recurring: today counts, otherwise the next matching day', () => {
    const mondays = recurring({ recurringDays: ['monday'] });
    expect(nextOccurrence(mondays, '2026-01-05')).toEqual(day('2026-01-05'));
    expect(nextOccurrence(mondays, '2026-01-06')).toEqual(day('2026-01-12'));
  });

  it('recurring: a series that starts years from now, or has ended', () => {
    const later = recurring({ recurringDays: ['monday'], recurringStartDate: '2031-06-01' });
    expect(nextOccurrence(later, '2026-01-01')).toEqual(day('2031-06-02'));
    const ended = recurring({ recurringDays: ['monday'], recurringEndDate: '2026-01-04' });
    expect(nextOccurrence(ended, '2026-01-01')).toBeNull();
  });

  it('monthly fourth from just after a fourth occurrence finds next month', () => {
    const activity = recurring({
      recurringDays: ['tuesday'],
      recurringFrequency: 'monthly',
      recurringPattern: 'fourth',
    });
    expect(nextOccurrence(activity, '2026-03-25')).toEqual(day('2026-04-28'));
  });
});

describe('lastOccurrence', () => {
  it('one-time: only once it has ended before the given day', () => {
    const festival = { startDate: '2026-05-01', endDate: '2026-05-03' };
    expect(lastOccurrence(festival, '2026-05-04')).toEqual({
      startDate: '2026-05-01',
      endDate: '2026-05-03',
    });
    expect(lastOccurrence(festival, '2026-05-03')).toBeNull();
    expect(lastOccurrence({}, '2026-05-03')).toBeNull();
  });

  it('recurring: the latest matching day before the given day', () => {
    const mondays = recurring({ recurringDays: ['monday'] });
    expect(lastOccurrence(mondays, '2026-01-12')).toEqual(day('2026-01-05'));
    expect(lastOccurrence(mondays, '2026-01-13')).toEqual(day('2026-01-12'));
  });

  it('recurring: a series that ended long ago, or has not started', () => {
    const ended = recurring({
      recurringDays: ['monday'],
      recurringStartDate: '2010-01-01',
      recurringEndDate: '2012-01-01',
    });
    expect(lastOccurrence(ended, '2026-01-01')).toEqual(day('2011-12-26'));
    expect(lastOccurrence(ended, '2010-01-04')).toBeNull();
  });
});

describe('occurrenceSpan', () => {
  it('one-time: start to end', () => {
    expect(occurrenceSpan({ startDate: '2026-05-01', endDate: '2026-05-03' })).toEqual({
      from: '2026-05-01',
      to: '2026-05-03',
    });
    expect(occurrenceSpan({ startDate: '2026-05-01', endDate: '2026-04-03' })).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
    });
  });

  it('recurring: the series bounds, open where unset; null when it never occurs', () => {
    expect(occurrenceSpan(recurring({ recurringDays: ['monday'], startDate: '2026-01-01' }))).toEqual({
      from: '2026-01-01',
      to: null,
    });
    expect(occurrenceSpan(recurring({ recurringDays: ['monday'] }))).toEqual({ from: null, to: null });
    expect(occurrenceSpan(recurring({ recurringDays: [] }))).toBeNull();
    expect(occurrenceSpan({})).toBeNull();
  });
});

describe('hasOccurrenceInRange', () => {
  const saturdays = recurring({ recurringDays: ['saturday'], recurringStartDate: '2026-01-01' });

  it('answers what a date filter asks', () => {
    expect(hasOccurrenceInRange(saturdays, { from: '2026-03-28', to: '2026-03-29' })).toBe(true);
    expect(hasOccurrenceInRange(saturdays, { from: '2026-03-29', to: '2026-03-29' })).toBe(false);
    expect(hasOccurrenceInRange(saturdays, { from: '2025-01-01', to: '2025-12-31' })).toBe(false);
    expect(hasOccurrenceInRange(saturdays, { from: null, to: null })).toBe(true);
    expect(hasOccurrenceInRange(saturdays, { from: '2090-01-01', to: null })).toBe(true);
  });

  it('a fully open series in a fully open range occurs (instead of throwing)', () => {
    expect(hasOccurrenceInRange(recurring({ recurringDays: ['monday'] }), { from: null, to: null })).toBe(
      true,
    );
    expect(hasOccurrenceInRange(recurring({ recurringDays: [] }), { from: null, to: null })).toBe(false);
  });
});
