import { describe, expect, it } from 'vitest';
import { recurrenceRuleOf, weekdaysOf } from './recurrence-rule';

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
});
