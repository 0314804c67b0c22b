import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRecurrence } from './describe-pattern';
import { RECURRING_FREQUENCIES, RECURRING_PATTERNS, type RecurrenceInput, WEEKDAYS } from './recurrence-rule';

const recurring = (
  recurringDays: string[],
  recurringFrequency: string | null = 'weekly',
  recurringPattern: string | null = 'all',
): RecurrenceInput => ({ activityType: 'recurring', recurringDays, recurringFrequency, recurringPattern });

const both = (activity: RecurrenceInput) => [
  describeRecurrence(activity, 'nl'),
  describeRecurrence(activity, 'en'),
];

describe('describeRecurrence', () => {
  it.each<[string, string[], string | null, string | null, string, string]>([
    ['weekly, one day', ['tuesday'], 'weekly', 'all', 'Elke dinsdag', 'Every Tuesday'],
    [
      'weekly, two days',
      ['tuesday', 'thursday'],
      'weekly',
      'all',
      'Elke dinsdag en donderdag',
      'Every Tuesday and Thursday',
    ],
    [
      'weekly, three days',
      ['monday', 'wednesday', 'friday'],
      'weekly',
      'all',
      'Elke maandag, woensdag en vrijdag',
      'Every Monday, Wednesday and Friday',
    ],
    // Days in calendar order whatever the saved order, duplicates and case.
    [
      'weekly, days out of order',
      ['friday', 'Monday', 'wednesday', 'friday'],
      'weekly',
      'all',
      'Elke maandag, woensdag en vrijdag',
      'Every Monday, Wednesday and Friday',
    ],
    [
      'weekly, the weekend backwards',
      ['sunday', 'saturday'],
      'weekly',
      'all',
      'Elke zaterdag en zondag',
      'Every Saturday and Sunday',
    ],
    ['weekly, every day', [...WEEKDAYS], 'weekly', 'all', 'Elke dag', 'Every day'],
    // A missing or unknown frequency reads as weekly, and weekly ignores even/odd.
    ['no frequency', ['tuesday'], null, null, 'Elke dinsdag', 'Every Tuesday'],
    ['an unknown frequency', ['tuesday'], 'yearly', 'first', 'Elke dinsdag', 'Every Tuesday'],
    ['weekly with odd weeks', ['tuesday'], 'weekly', 'odd', 'Elke dinsdag', 'Every Tuesday'],
    [
      'biweekly, odd weeks',
      ['monday'],
      'biweekly',
      'odd',
      'Om de week op maandag (oneven weken)',
      'Every other week on Monday (odd weeks)',
    ],
    [
      'biweekly, even weeks',
      ['wednesday', 'monday'],
      'biweekly',
      'even',
      'Om de week op maandag en woensdag (even weken)',
      'Every other week on Monday and Wednesday (even weeks)',
    ],
    // Pattern all takes place every week, so it is described as weekly.
    ['biweekly, every week', ['monday'], 'biweekly', 'all', 'Elke maandag', 'Every Monday'],
    ['biweekly, no pattern', ['monday'], 'biweekly', null, 'Elke maandag', 'Every Monday'],
    [
      'monthly, first',
      ['saturday'],
      'monthly',
      'first',
      'Elke eerste zaterdag van de maand',
      'Every first Saturday of the month',
    ],
    [
      'monthly, second',
      ['sunday'],
      'monthly',
      'second',
      'Elke tweede zondag van de maand',
      'Every second Sunday of the month',
    ],
    [
      'monthly, third',
      ['wednesday'],
      'monthly',
      'third',
      'Elke derde woensdag van de maand',
      'Every third Wednesday of the month',
    ],
    [
      'monthly, fourth',
      ['friday'],
      'monthly',
      'fourth',
      'Elke vierde vrijdag van de maand',
      'Every fourth Friday of the month',
    ],
    [
      'monthly, several days',
      ['thursday', 'tuesday'],
      'monthly',
      'third',
      'Elke derde dinsdag en donderdag van de maand',
      'Every third Tuesday and Thursday of the month',
    ],
    [
      'monthly, last',
      ['friday'],
      'monthly',
      'last',
      'De laatste vrijdag van de maand',
      'The last Friday of the month',
    ],
    [
      'monthly, last of two days',
      ['sunday', 'friday'],
      'monthly',
      'last',
      'De laatste vrijdag en zondag van de maand',
      'The last Friday and Sunday of the month',
    ],
    // All (or a foreign pattern) is every week.
    [
      'monthly, every week',
      ['saturday'],
      'monthly',
      'all',
      'Elke week op zaterdag',
      'Every week on Saturday',
    ],
    [
      'monthly, even weeks',
      ['saturday', 'sunday'],
      'monthly',
      'even',
      'Elke week op zaterdag en zondag',
      'Every week on Saturday and Sunday',
    ],
  ])('%s', (_case, days, frequency, pattern, nl, en) => {
    expect(both(recurring(days, frequency, pattern))).toEqual([nl, en]);
  });
});

describe('describeRecurrence: chosen dates', () => {
  const chosen = (recurringDates: string[]): RecurrenceInput => ({
    activityType: 'recurring',
    recurringFrequency: 'dates',
    recurringDates,
  });
  const course = ['2027-02-03', '2027-02-10', '2027-02-17', '2027-02-24', '2027-03-03', '2027-03-10'];

  it('counts them and names the first three, in date order', () => {
    expect(both(chosen([...course].reverse()))).toEqual([
      '6 data: 3 feb, 10 feb, 17 feb, …',
      '6 dates: 3 Feb, 10 Feb, 17 Feb, …',
    ]);
  });

  it('names them all when there are three or fewer; one is a datum', () => {
    expect(both(chosen(['2027-05-01']))).toEqual(['1 datum: 1 mei', '1 date: 1 May']);
    expect(both(chosen(['2027-09-30', '2027-03-03', '2027-03-03']))).toEqual([
      '2 data: 3 mrt, 30 sep',
      '2 dates: 3 Mar, 30 Sept',
    ]);
  });

  it('writes the years when the dates are not all in one', () => {
    expect(describeRecurrence(chosen(['2026-12-16', '2027-01-06']), 'nl')).toBe(
      '2 data: 16 dec 2026, 6 jan 2027',
    );
  });

  it('has nothing to say without a valid date', () => {
    expect(describeRecurrence(chosen([]), 'nl')).toBeNull();
    expect(describeRecurrence(chosen(['2027-02-30']), 'en')).toBeNull();
  });
});

describe('describeRecurrence: nothing to describe', () => {
  it('one-time activities and recurring ones without a weekday', () => {
    expect(describeRecurrence({ activityType: 'one-time', startDate: '2026-05-01' }, 'nl')).toBeNull();
    expect(describeRecurrence({ recurringDays: ['monday'] }, 'en')).toBeNull();
    expect(describeRecurrence(recurring([]), 'nl')).toBeNull();
    expect(describeRecurrence(recurring(['lundi']), 'en')).toBeNull();
  });

  it('a series whose end precedes its start never occurs, so it has no sentence', () => {
    const activity = {
      ...recurring(['monday']),
      recurringStartDate: '2026-02-01',
      recurringEndDate: '2026-01-01',
    };
    expect(describeRecurrence(activity, 'nl')).toBeNull();
  });
});

describe('describeRecurrence properties', () => {
  const input = fc.record({
    activityType: fc.constantFrom('recurring', 'one-time', null),
    recurringDays: fc.array(fc.oneof(fc.constantFrom(...WEEKDAYS), fc.string()), { maxLength: 9 }),
    recurringFrequency: fc.oneof(fc.constantFrom(...RECURRING_FREQUENCIES), fc.constant(null), fc.string()),
    recurringPattern: fc.oneof(fc.constantFrom(...RECURRING_PATTERNS), fc.constant(null), fc.string()),
  });

  it('never throws, and the order of the saved days does not matter', () => {
    fc.assert(
      fc.property(input, (activity) => {
        for (const lang of ['nl', 'en'] as const) {
          const sentence = describeRecurrence(activity, lang);
          const reversed = describeRecurrence(
            { ...activity, recurringDays: [...activity.recurringDays].reverse() },
            lang,
          );
          expect(reversed).toBe(sentence);
          if (sentence !== null) {
            expect(sentence).toMatch(lang === 'nl' ? /^(Elke|Om de week|De laatste) / : /^(Every|The last) /);
          }
        }
      }),
    );
  });
});
