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
          if (sentence !== null) expect(sentence).toMatch(lang === 'nl' ? /^(Elke|Om de week) / : /^Every /);
        }
      }),
    );
  });
});
