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

describe('describeRecurrence: weekly', () => {
  it('one, two and three or more days', () => {
    expect(both(recurring(['tuesday']))).toEqual(['Elke dinsdag', 'Every Tuesday']);
    expect(both(recurring(['tuesday', 'thursday']))).toEqual([
      'Elke dinsdag en donderdag',
      'Every Tuesday and Thursday',
    ]);
    expect(both(recurring(['monday', 'wednesday', 'friday']))).toEqual([
      'Elke maandag, woensdag en vrijdag',
      'Every Monday, Wednesday and Friday',
    ]);
  });

  it('days in calendar order whatever the saved order, duplicates and case', () => {
    expect(both(recurring(['friday', 'Monday', 'wednesday', 'friday']))).toEqual([
      'Elke maandag, woensdag en vrijdag',
      'Every Monday, Wednesday and Friday',
    ]);
    expect(both(recurring(['sunday', 'saturday']))).toEqual([
      'Elke zaterdag en zondag',
      'Every Saturday and Sunday',
    ]);
  });

  it('every day', () => {
    expect(both(recurring([...WEEKDAYS]))).toEqual(['Elke dag', 'Every day']);
  });

  it('a missing or unknown frequency reads as weekly, and weekly ignores even/odd', () => {
    expect(both(recurring(['tuesday'], null, null))).toEqual(['Elke dinsdag', 'Every Tuesday']);
    expect(both(recurring(['tuesday'], 'yearly', 'first'))).toEqual(['Elke dinsdag', 'Every Tuesday']);
    expect(both(recurring(['tuesday'], 'weekly', 'odd'))).toEqual(['Elke dinsdag', 'Every Tuesday']);
  });
});

describe('describeRecurrence: biweekly', () => {
  it('odd and even weeks', () => {
    expect(both(recurring(['monday'], 'biweekly', 'odd'))).toEqual([
      'Om de week op maandag (oneven weken)',
      'Every other week on Monday (odd weeks)',
    ]);
    expect(both(recurring(['wednesday', 'monday'], 'biweekly', 'even'))).toEqual([
      'Om de week op maandag en woensdag (even weken)',
      'Every other week on Monday and Wednesday (even weeks)',
    ]);
  });

  it('pattern all takes place every week, so it is described as weekly', () => {
    expect(both(recurring(['monday'], 'biweekly', 'all'))).toEqual(['Elke maandag', 'Every Monday']);
    expect(both(recurring(['monday'], 'biweekly', null))).toEqual(['Elke maandag', 'Every Monday']);
  });
});

describe('describeRecurrence: monthly', () => {
  it.each([
    ['first', 'saturday', 'Elke eerste zaterdag van de maand', 'Every first Saturday of the month'],
    ['second', 'sunday', 'Elke tweede zondag van de maand', 'Every second Sunday of the month'],
    ['third', 'wednesday', 'Elke derde woensdag van de maand', 'Every third Wednesday of the month'],
    ['fourth', 'friday', 'Elke vierde vrijdag van de maand', 'Every fourth Friday of the month'],
  ])('%s %s', (pattern, day, nl, en) => {
    expect(both(recurring([day], 'monthly', pattern))).toEqual([nl, en]);
  });

  it('several days', () => {
    expect(both(recurring(['thursday', 'tuesday'], 'monthly', 'third'))).toEqual([
      'Elke derde dinsdag en donderdag van de maand',
      'Every third Tuesday and Thursday of the month',
    ]);
  });

  it('all (or a foreign pattern) is every week', () => {
    expect(both(recurring(['saturday'], 'monthly', 'all'))).toEqual([
      'Elke week op zaterdag',
      'Every week on Saturday',
    ]);
    expect(both(recurring(['saturday', 'sunday'], 'monthly', 'even'))).toEqual([
      'Elke week op zaterdag en zondag',
      'Every week on Saturday and Sunday',
    ]);
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
