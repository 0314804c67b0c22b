import { describe, expect, it } from 'vitest';
import { chosenDatesOf, recurrenceRuleOf, weekdaysOf } from './recurrence-rule';

describe('weekdaysOf', () => {
  it('maps names to ISO weekdays in calendar order, leniently', () => {
    expect(weekdaysOf(['sunday', 'monday'])).toEqual([1, 7]);
    expect(weekdaysOf([' Friday', 'FRIDAY', 'friday'])).toEqual([5]);
    expect(weekdaysOf(['vrijdag', 'fri', ''])).toEqual([]);
    expect(weekdaysOf(null)).toEqual([]);
    expect(weekdaysOf(undefined)).toEqual([]);
    expect(weekdaysOf([1, null, 'tuesday'] as unknown as string[])).toEqual([2]);
  });
});

describe('recurrenceRuleOf', () => {
  it('one-time', () => {
    expect(recurrenceRuleOf({ startDate: '2026-05-01', endDate: '2026-05-03' })).toEqual({
      kind: 'one-time',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
    });
    expect(recurrenceRuleOf({ startDate: '2026-05-01', endDate: '2026-04-03' })).toMatchObject({
      endDate: '2026-05-01',
    });
    expect(recurrenceRuleOf({})).toEqual({ kind: 'none' });
  });

  it('recurring: frequency and pattern read together', () => {
    const base = { activityType: 'recurring', recurringDays: ['monday'] };
    const weeks = (recurringFrequency: string | null, recurringPattern: string | null) => {
      const rule = recurrenceRuleOf({ ...base, recurringFrequency, recurringPattern });
      return rule.kind === 'recurring' ? [rule.frequency, rule.weeks] : rule;
    };
    expect(weeks('weekly', 'all')).toEqual(['weekly', { kind: 'every-week' }]);
    expect(weeks('weekly', 'even')).toEqual(['weekly', { kind: 'every-week' }]);
    expect(weeks(null, null)).toEqual(['weekly', { kind: 'every-week' }]);
    expect(weeks('fortnightly', 'odd')).toEqual(['weekly', { kind: 'every-week' }]);
    expect(weeks('biweekly', 'even')).toEqual(['biweekly', { kind: 'alternate-weeks', parity: 'even' }]);
    expect(weeks('biweekly', 'odd')).toEqual(['biweekly', { kind: 'alternate-weeks', parity: 'odd' }]);
    expect(weeks('biweekly', 'all')).toEqual(['biweekly', { kind: 'every-week' }]);
    expect(weeks('biweekly', 'second')).toEqual(['biweekly', { kind: 'every-week' }]);
    expect(weeks('monthly', 'first')).toEqual(['monthly', { kind: 'nth-of-month', nth: 1 }]);
    expect(weeks('monthly', 'fourth')).toEqual(['monthly', { kind: 'nth-of-month', nth: 4 }]);
    expect(weeks('monthly', 'last')).toEqual(['monthly', { kind: 'last-of-month' }]);
    expect(weeks('weekly', 'last')).toEqual(['weekly', { kind: 'every-week' }]);
    expect(weeks('biweekly', 'last')).toEqual(['biweekly', { kind: 'every-week' }]);
    expect(weeks('monthly', 'all')).toEqual(['monthly', { kind: 'every-week' }]);
    expect(weeks('monthly', 'odd')).toEqual(['monthly', { kind: 'every-week' }]);
    // Object.prototype keys must not pass for an ordinal.
    expect(weeks('monthly', 'toString')).toEqual(['monthly', { kind: 'every-week' }]);
    expect(weeks('monthly', '__proto__')).toEqual(['monthly', { kind: 'every-week' }]);
  });

  it('recurring: series bounds', () => {
    const base = { activityType: 'recurring', recurringDays: ['monday'] };
    expect(recurrenceRuleOf({ ...base, startDate: '2026-01-01', endDate: '2026-01-02' })).toMatchObject({
      from: '2026-01-01',
      to: null,
    });
    expect(
      recurrenceRuleOf({
        ...base,
        startDate: '2026-01-01',
        recurringStartDate: '2026-02-01',
        recurringEndDate: '2026-03-01',
      }),
    ).toMatchObject({ from: '2026-02-01', to: '2026-03-01' });
    expect(
      recurrenceRuleOf({ ...base, recurringStartDate: '2026-02-01', recurringEndDate: '2026-02-01' }),
    ).toMatchObject({ from: '2026-02-01', to: '2026-02-01' });
    expect(
      recurrenceRuleOf({ ...base, recurringStartDate: '2026-02-02', recurringEndDate: '2026-02-01' }),
    ).toEqual({
      kind: 'none',
    });
  });

  it('chosen dates: the valid ones, sorted and once each; weekdays and bounds do not count', () => {
    const chosen = {
      activityType: 'recurring',
      recurringFrequency: 'dates',
      recurringDays: [],
      recurringStartDate: '2030-01-01',
      recurringDates: ['2027-03-03', '2027-02-03', '2027-03-03', '2027-02-29', 'soon'],
    };
    expect(recurrenceRuleOf(chosen)).toEqual({ kind: 'dates', dates: ['2027-02-03', '2027-03-03'] });
    expect(recurrenceRuleOf({ ...chosen, recurringDates: ['2027-02-29'] })).toEqual({ kind: 'none' });
    expect(recurrenceRuleOf({ ...chosen, recurringDates: null })).toEqual({ kind: 'none' });
    // A one-time activity with dates left over is still one-time.
    expect(recurrenceRuleOf({ ...chosen, activityType: 'one-time', startDate: '2027-01-01' })).toMatchObject({
      kind: 'one-time',
    });
  });
});

describe('chosenDatesOf', () => {
  it('skips what is not a date, also a non-string from a JSON payload', () => {
    expect(chosenDatesOf(['2027-01-02', 5, null, '2027-01-01'] as unknown as string[])).toEqual([
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(chosenDatesOf(undefined)).toEqual([]);
  });
});
