import { getISODay, getISOWeek } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from './calendar-date';
import { listOccurrences } from './occurrences';
import {
  chosenDatesMismatch,
  patternForFrequency,
  patternMismatch,
  patternsOfFrequency,
  weeksOfDates,
} from './pattern-choice';
import { RECURRING_FREQUENCIES, RECURRING_PATTERNS, recurrenceRuleOf, WEEKDAYS } from './recurrence-rule';

const recurring = (recurringFrequency: string | null, recurringPattern: string | null) => ({
  activityType: 'recurring',
  recurringFrequency,
  recurringPattern,
});

describe('patternMismatch', () => {
  it('accepts each frequency with its own patterns', () => {
    expect(patternMismatch(recurring('weekly', 'all'))).toBeNull();
    expect(patternMismatch(recurring('weekly', null))).toBeNull();
    expect(patternMismatch(recurring(null, null))).toBeNull();
    expect(patternMismatch(recurring('biweekly', 'even'))).toBeNull();
    expect(patternMismatch(recurring('biweekly', 'odd'))).toBeNull();
    for (const nth of ['first', 'second', 'third', 'fourth', 'last']) {
      expect(patternMismatch(recurring('monthly', nth))).toBeNull();
    }
  });

  it('refuses "Om de week" or "Maandelijks" left on every week, naming the frequency to fix', () => {
    expect(patternMismatch(recurring('biweekly', 'all'))).toBe('biweeklyPatternMismatch');
    expect(patternMismatch(recurring('biweekly', null))).toBe('biweeklyPatternMismatch');
    expect(patternMismatch(recurring('biweekly', 'first'))).toBe('biweeklyPatternMismatch');
    expect(patternMismatch(recurring('monthly', 'all'))).toBe('monthlyPatternMismatch');
    expect(patternMismatch(recurring('monthly', 'odd'))).toBe('monthlyPatternMismatch');
    expect(patternMismatch(recurring('weekly', 'even'))).toBe('weeklyPatternMismatch');
    expect(patternMismatch(recurring(null, 'second'))).toBe('weeklyPatternMismatch');
    expect(patternMismatch(recurring('weekly', 'last'))).toBe('weeklyPatternMismatch');
    expect(patternMismatch(recurring('biweekly', 'last'))).toBe('biweeklyPatternMismatch');
  });

  it('chosen dates go without a pattern', () => {
    expect(patternMismatch(recurring('dates', null))).toBeNull();
    expect(patternMismatch(recurring('dates', 'all'))).toBeNull();
    expect(patternMismatch(recurring('dates', 'last'))).toBe('datesPatternMismatch');
  });

  it('does not judge the leftover series fields of a one-time activity', () => {
    expect(
      patternMismatch({ activityType: 'one-time', recurringFrequency: 'biweekly', recurringPattern: 'all' }),
    ).toBeNull();
  });

  it('property: what is accepted means what its frequency says; every other week and monthly are refused only when they do not', () => {
    const meaning = {
      weekly: ['every-week'],
      biweekly: ['alternate-weeks'],
      monthly: ['nth-of-month', 'last-of-month'],
    } as const;
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...RECURRING_FREQUENCIES), fc.constantFrom(null, 'daily')),
        fc.oneof(fc.constantFrom(...RECURRING_PATTERNS), fc.constantFrom(null, '', 'fifth')),
        (frequency, pattern) => {
          // Chosen dates have their own test above: they have no weeks to mean.
          if (frequency === 'dates') return;
          const rule = recurrenceRuleOf({ ...recurring(frequency, pattern), recurringDays: ['monday'] });
          if (rule.kind !== 'recurring') throw new Error('a series with a weekday is recurring');
          const meansIt = (meaning[rule.frequency] as readonly string[]).includes(rule.weeks.kind);
          const accepted = patternMismatch(recurring(frequency, pattern)) === null;
          if (accepted) expect(meansIt).toBe(true);
          // Weekly is refused with any pattern but 'all' too: 'weekly' + 'even' runs every week, but says otherwise.
          if (rule.frequency !== 'weekly') expect(accepted).toBe(meansIt);
        },
      ),
    );
  });
});

describe('chosenDatesMismatch', () => {
  const series = (recurringFrequency: string | null, count: number, activityType = 'recurring') => ({
    activityType,
    recurringFrequency,
    recurringDates: Array.from({ length: count }, (_, i) => addDays('2027-01-04', 7 * i)),
  });

  it('a series of chosen dates needs 1..60 of them', () => {
    expect(chosenDatesMismatch(series('dates', 0))).toBe('chosenDatesRequired');
    expect(chosenDatesMismatch({ activityType: 'recurring', recurringFrequency: 'dates' })).toBe(
      'chosenDatesRequired',
    );
    expect(chosenDatesMismatch(series('dates', 1))).toBeNull();
    expect(chosenDatesMismatch(series('dates', 60))).toBeNull();
    expect(chosenDatesMismatch(series('dates', 61))).toBe('tooManyChosenDates');
  });

  it('no other kind may carry dates, a one-time activity neither', () => {
    for (const frequency of ['weekly', 'biweekly', 'monthly', null]) {
      expect(chosenDatesMismatch(series(frequency, 0))).toBeNull();
      expect(chosenDatesMismatch(series(frequency, 2))).toBe('chosenDatesOnlyWithDates');
    }
    expect(chosenDatesMismatch(series('dates', 2, 'one-time'))).toBe('chosenDatesOnlyWithDates');
    expect(chosenDatesMismatch(series('dates', 0, 'one-time'))).toBeNull();
  });
});

describe('patternsOfFrequency', () => {
  it('lists what each frequency may be saved with; an unknown one is weekly', () => {
    expect(patternsOfFrequency('weekly')).toEqual(['all']);
    expect(patternsOfFrequency('biweekly')).toEqual(['even', 'odd']);
    expect(patternsOfFrequency('monthly')).toEqual(['first', 'second', 'third', 'fourth', 'last']);
    expect(patternsOfFrequency('dates')).toEqual(['all']);
    expect(patternsOfFrequency('toString')).toEqual(['all']);
    expect(patternsOfFrequency(null)).toEqual(['all']);
  });
});

describe('patternForFrequency', () => {
  // 2026-11-28 is a Saturday in ISO week 48; Tuesday 2026-12-01 is in week 49.
  const today = '2026-11-28';

  it('every other week: the weeks holding the next chosen weekday', () => {
    expect(patternForFrequency('biweekly', { days: ['saturday'] }, today)).toBe('even');
    expect(patternForFrequency('biweekly', { days: ['tuesday'] }, today)).toBe('odd');
    // A start date to come counts from there: Tuesday 2026-12-08 is in week 50.
    expect(patternForFrequency('biweekly', { days: ['tuesday'], from: '2026-12-08' }, today)).toBe('even');
    // A start date that has passed counts from today.
    expect(patternForFrequency('biweekly', { days: ['tuesday'], from: '2026-01-06' }, today)).toBe('odd');
    // No weekday yet: the start date's own week.
    expect(patternForFrequency('biweekly', { days: [] }, today)).toBe('even');
  });

  it('monthly: the next chosen weekday’s place in its month, the last for a fifth', () => {
    expect(patternForFrequency('monthly', { days: ['tuesday'] }, today)).toBe('first');
    expect(patternForFrequency('monthly', { days: ['saturday'] }, today)).toBe('fourth');
    // Sunday 2026-11-29 is the fifth Sunday of November.
    expect(patternForFrequency('monthly', { days: ['sunday'] }, today)).toBe('last');
    expect(patternForFrequency('monthly', { days: ['monday'], from: '2026-12-14' }, today)).toBe('second');
  });

  it('weekly (and anything unknown): every week', () => {
    expect(patternForFrequency('weekly', { days: ['monday'] }, today)).toBe('all');
    expect(patternForFrequency('daily', { days: ['monday'] }, today)).toBe('all');
  });

  it('property: the chosen pattern fits its frequency, and the series next takes place on the next chosen weekday', () => {
    const MS_PER_DAY = 86_400_000;
    const dateArb = fc
      .integer({ min: 17_532, max: 23_010 })
      .map((n) => new Date(n * MS_PER_DAY).toISOString().slice(0, 10) as CalendarDate);
    fc.assert(
      fc.property(
        fc.constantFrom(...RECURRING_FREQUENCIES.filter((f) => f !== 'dates')),
        fc.subarray([...WEEKDAYS], { minLength: 1 }),
        dateArb,
        fc.option(dateArb, { nil: null }),
        (frequency, days, today, from) => {
          const pattern = patternForFrequency(frequency, { days, from }, today);
          const activity = {
            activityType: 'recurring',
            recurringFrequency: frequency,
            recurringPattern: pattern,
            recurringDays: days,
          };
          expect(patternMismatch(activity)).toBeNull();
          const start = from && from > today ? from : today;
          // The first chosen weekday on or after the start, by the platform's calendar (an independent oracle).
          const startMs = Date.parse(`${start}T00:00:00Z`);
          let expected = start;
          for (let i = 0; i < 7; i++) {
            const day = new Date(startMs + i * MS_PER_DAY);
            if (days.includes(WEEKDAYS[getISODay(day) - 1]!)) {
              expected = day.toISOString().slice(0, 10);
              break;
            }
          }
          const [next] = listOccurrences(activity, start, null, { limit: 1 });
          expect(next?.startDate).toBe(expected);
        },
      ),
    );
  });
});

describe('weeksOfDates', () => {
  it('numbers each date by its ISO week', () => {
    expect(weeksOfDates(['2026-12-21', '2027-01-11']).weeks).toEqual([
      { date: '2026-12-21', week: 52 },
      { date: '2027-01-11', week: 2 },
    ]);
  });

  it('explains the year end of a year with 53 weeks, and only that one', () => {
    // 2026 has 53 ISO weeks: even leaps 52 → 2, odd meets in 53 and 1.
    expect(weeksOfDates(['2026-12-21', '2027-01-11']).jump).toEqual({ kind: 'even-skips', from: 52, to: 2 });
    expect(weeksOfDates(['2026-12-28', '2027-01-04']).jump).toEqual({ kind: 'odd-repeats', from: 53, to: 1 });
    // 2027 has 52: 52 → 2 is the usual fortnight.
    expect(weeksOfDates(['2027-12-27', '2028-01-10']).jump).toBeNull();
    expect(weeksOfDates(['2026-12-01', '2026-12-15']).jump).toBeNull();
    expect(weeksOfDates([]).jump).toBeNull();
  });

  it('property: the week numbers are ISO 8601’s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 17_532, max: 23_010 }), (n) => {
        const date = new Date(n * 86_400_000).toISOString().slice(0, 10);
        expect(weeksOfDates([date]).weeks[0]!.week).toBe(getISOWeek(new Date(`${date}T12:00:00`)));
      }),
    );
  });
});
