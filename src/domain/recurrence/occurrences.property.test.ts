import { addWeeks, getDate, getISODay, getISOWeek, getMonth, isValid, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from './calendar-date';
import {
  hasOccurrenceInRange,
  lastOccurrence,
  listOccurrences,
  nextOccurrence,
  type Occurrence,
} from './occurrences';
import { RECURRING_FREQUENCIES, RECURRING_PATTERNS, type RecurrenceInput, WEEKDAYS } from './recurrence-rule';

const MS_PER_DAY = 86_400_000;
// 2018-01-01 .. 2032-12-31: several 53-week years (2020, 2026, 2032), leap days and DST changes.
const MIN_DAY = 17_532;
const MAX_DAY = 23_010;

// Dates are generated through the platform's Date, not the engine, to keep the oracle independent.
const isoFromDay = (n: number): CalendarDate => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
const dateArb = fc.integer({ min: MIN_DAY, max: MAX_DAY }).map(isoFromDay);
const optionalDate = fc.option(dateArb, { nil: null });

const recurringArb: fc.Arbitrary<RecurrenceInput> = fc.record({
  activityType: fc.constant('recurring'),
  recurringDays: fc.oneof(
    fc.subarray([...WEEKDAYS], { minLength: 1 }),
    fc.array(fc.oneof(fc.constantFrom(...WEEKDAYS), fc.constantFrom('Monday', 'maandag', '')), {
      maxLength: 4,
    }),
  ),
  recurringFrequency: fc.oneof(fc.constantFrom(...RECURRING_FREQUENCIES), fc.constantFrom(null, 'daily')),
  recurringPattern: fc.oneof(fc.constantFrom(...RECURRING_PATTERNS), fc.constantFrom(null, 'fifth')),
  // Chosen dates: unsorted, with duplicates and the odd invalid one, as a careless payload would hold them.
  recurringDates: fc.array(fc.oneof(dateArb, dateArb, dateArb, fc.constantFrom('2026-02-30', '', 'x')), {
    maxLength: 8,
  }),
  recurringStartDate: optionalDate,
  recurringEndDate: optionalDate,
  startDate: optionalDate,
  endDate: optionalDate,
});

const oneTimeArb: fc.Arbitrary<RecurrenceInput> = fc.record({
  activityType: fc.constantFrom('one-time', null),
  startDate: optionalDate,
  endDate: optionalDate,
});

const activityArb = fc.oneof(recurringArb, oneTimeArb);

/** A finite range of up to ~14 months inside the generated years, from <= to. */
const rangeArb = fc
  .tuple(fc.integer({ min: MIN_DAY, max: MAX_DAY }), fc.integer({ min: 0, max: 430 }))
  .map(([start, length]) => ({ from: isoFromDay(start), to: isoFromDay(start + length) }));

const localNoon = (date: CalendarDate) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

/**
 * The spec read afresh, day by day, with date-fns doing the calendar work: the engine must list exactly
 * the days this accepts. It restates the documented edge-case decisions deliberately.
 */
function oracleOccursOn(activity: RecurrenceInput, date: CalendarDate): boolean {
  const valid = (value: string | null | undefined) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  // Chosen dates: the dates, nothing else (parseISO rejects 30 February, which the regex lets through).
  if (activity.recurringFrequency === 'dates') {
    return (activity.recurringDates ?? []).some((d) => d === date && isValid(parseISO(d)));
  }
  const start = valid(activity.recurringStartDate) ?? valid(activity.startDate);
  const end = valid(activity.recurringEndDate);
  if ((start && date < start) || (end && date > end)) return false;
  const names = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const days = (activity.recurringDays ?? []).map((name) => names.indexOf(name.trim().toLowerCase()) + 1);
  const local = localNoon(date);
  if (!days.includes(getISODay(local))) return false;
  const pattern = activity.recurringPattern;
  switch (activity.recurringFrequency) {
    case 'biweekly':
      if (pattern === 'even') return getISOWeek(local) % 2 === 0;
      if (pattern === 'odd') return getISOWeek(local) % 2 === 1;
      return true;
    case 'monthly': {
      // The last: a week later it is another month.
      if (pattern === 'last') return getMonth(addWeeks(local, 1)) !== getMonth(local);
      const nth = ['first', 'second', 'third', 'fourth'].indexOf(pattern ?? '') + 1;
      return nth === 0 || Math.ceil(getDate(local) / 7) === nth;
    }
    default:
      return true;
  }
}

function oracleList(activity: RecurrenceInput, from: CalendarDate, to: CalendarDate): Occurrence[] {
  if (activity.activityType !== 'recurring') {
    const start = activity.startDate;
    if (!start) return [];
    const end = activity.endDate && activity.endDate > start ? activity.endDate : start;
    return start <= to && end >= from ? [{ startDate: start, endDate: end }] : [];
  }
  const result: Occurrence[] = [];
  for (let date = from; date <= to; date = isoFromDay(Date.parse(date) / MS_PER_DAY + 1)) {
    if (oracleOccursOn(activity, date)) result.push({ startDate: date, endDate: date });
  }
  return result;
}

/** The activity's occurrences in the range as it would have them with another frequency and pattern. */
const occurrencesAs =
  (activity: RecurrenceInput, { from, to }: { from: CalendarDate; to: CalendarDate }) =>
  (recurringFrequency: string, recurringPattern: string) =>
    listOccurrences({ ...activity, recurringFrequency, recurringPattern }, from, to);

const key = (o: Occurrence) => `${o.startDate}/${o.endDate}`;
const sortedUnion = (...lists: Occurrence[][]) =>
  [...new Map(lists.flat().map((o) => [key(o), o])).values()].sort((a, b) => key(a).localeCompare(key(b)));

describe('listOccurrences properties', () => {
  it('lists exactly the days an independent day-by-day reading of the spec accepts', () => {
    fc.assert(
      fc.property(activityArb, rangeArb, (activity, { from, to }) => {
        expect(listOccurrences(activity, from, to)).toEqual(oracleList(activity, from, to));
      }),
      { numRuns: 400 },
    );
  });

  it('is sorted, without duplicates, and inside both the range and the activity span', () => {
    fc.assert(
      fc.property(activityArb, rangeArb, (activity, { from, to }) => {
        const occurrences = listOccurrences(activity, from, to);
        for (const [i, o] of occurrences.entries()) {
          expect(o.startDate <= o.endDate).toBe(true);
          expect(o.startDate <= to && o.endDate >= from).toBe(true);
          if (activity.activityType === 'recurring') {
            expect(o.startDate).toBe(o.endDate);
            expect(o.startDate >= from && o.startDate <= to).toBe(true);
            if (activity.recurringFrequency === 'dates') {
              expect(activity.recurringDates).toContain(o.startDate);
              continue;
            }
            const start = activity.recurringStartDate ?? activity.startDate;
            if (start) expect(o.startDate >= start).toBe(true);
            if (activity.recurringEndDate) expect(o.startDate <= activity.recurringEndDate).toBe(true);
          }
          const previous = occurrences[i - 1];
          if (previous) expect(key(previous) < key(o)).toBe(true);
        }
      }),
    );
  });

  it('over [a, c] is the union of [a, b] and [b + 1, c]', () => {
    fc.assert(
      fc.property(activityArb, rangeArb, fc.nat(), (activity, { from, to }, split) => {
        const length = (Date.parse(to) - Date.parse(from)) / MS_PER_DAY;
        const b = addDays(from, length === 0 ? 0 : split % length);
        const whole = listOccurrences(activity, from, to);
        const parts = sortedUnion(
          listOccurrences(activity, from, b),
          listOccurrences(activity, addDays(b, 1), to),
        );
        expect(whole).toEqual(parts);
      }),
    );
  });

  it('weekly is biweekly even plus biweekly odd, which never share a day', () => {
    fc.assert(
      fc.property(recurringArb, rangeArb, (activity, range) => {
        const as = occurrencesAs(activity, range);
        const even = as('biweekly', 'even');
        const odd = as('biweekly', 'odd');
        expect(even.filter((o) => odd.some((p) => p.startDate === o.startDate))).toEqual([]);
        expect(sortedUnion(even, odd)).toEqual(as('weekly', 'all'));
        expect(as('biweekly', 'all')).toEqual(as('weekly', 'all'));
      }),
    );
  });

  it('monthly all is weekly; first..fourth are disjoint and together miss only the days 29-31', () => {
    fc.assert(
      fc.property(recurringArb, rangeArb, (activity, range) => {
        const as = occurrencesAs(activity, range);
        const weekly = as('weekly', 'all');
        expect(as('monthly', 'all')).toEqual(weekly);
        const nths = (['first', 'second', 'third', 'fourth'] as const).map((p) => as('monthly', p));
        expect(nths.flat()).toHaveLength(sortedUnion(...nths).length);
        expect(sortedUnion(...nths)).toEqual(weekly.filter((o) => Number(o.startDate.slice(8)) <= 28));
      }),
    );
  });

  it('monthly last is the fifth where the month has one, else the fourth, and never the first..third', () => {
    fc.assert(
      fc.property(recurringArb, rangeArb, (activity, range) => {
        const as = occurrencesAs(activity, range);
        const dayOf = (o: Occurrence) => Number(o.startDate.slice(8));
        const monthOf = (date: CalendarDate) => date.slice(5, 7);
        const last = as('monthly', 'last');
        const noFifth = (o: Occurrence) => monthOf(addDays(o.startDate, 7)) !== monthOf(o.startDate);
        expect(last).toEqual(
          as('weekly', 'all').filter((o) => dayOf(o) >= 29 || (dayOf(o) >= 22 && noFifth(o))),
        );
        const early = (['first', 'second', 'third'] as const).flatMap((p) => as('monthly', p));
        expect(last.filter((o) => early.some((e) => e.startDate === o.startDate))).toEqual([]);
      }),
    );
  });

  it('chosen dates: each valid date in the range once, in order, whatever the list held', () => {
    fc.assert(
      fc.property(recurringArb, rangeArb, (activity, { from, to }) => {
        const chosen = { ...activity, recurringFrequency: 'dates' };
        const expected = [...new Set(activity.recurringDates)]
          .filter((d) => isValid(parseISO(d)) && /^\d{4}-\d{2}-\d{2}$/.test(d) && d >= from && d <= to)
          .sort();
        expect(listOccurrences(chosen, from, to).map((o) => o.startDate)).toEqual(expected);
        expect(listOccurrences(chosen, null, null).map((o) => o.startDate)).toEqual(
          [...new Set(activity.recurringDates)].filter((d) => isValid(parseISO(d)) && d.length === 10).sort(),
        );
      }),
    );
  });

  it('the limit option keeps a prefix', () => {
    fc.assert(
      fc.property(activityArb, rangeArb, fc.nat({ max: 10 }), (activity, { from, to }, limit) => {
        expect(listOccurrences(activity, from, to, { limit })).toEqual(
          listOccurrences(activity, from, to).slice(0, limit),
        );
      }),
    );
  });
});

describe('next/last occurrence and hasOccurrenceInRange properties', () => {
  it('nextOccurrence is the first occurrence from today to the end of time', () => {
    fc.assert(
      fc.property(activityArb, dateArb, (activity, today) => {
        expect(nextOccurrence(activity, today)).toEqual(
          listOccurrences(activity, today, '9999-12-31', { limit: 1 })[0] ?? null,
        );
      }),
    );
  });

  it('lastOccurrence is the last occurrence that ended before the day', () => {
    fc.assert(
      fc.property(activityArb, dateArb, (activity, before) => {
        // The generated dates span under 6000 days, so this window holds every earlier occurrence of a
        // bounded series and, for an unbounded one, many repetitions of its pattern.
        const earlier = listOccurrences(activity, addDays(before, -6000), addDays(before, -1)).filter(
          (o) => o.endDate < before,
        );
        expect(lastOccurrence(activity, before)).toEqual(earlier.at(-1) ?? null);
      }),
    );
  });

  it('hasOccurrenceInRange agrees with the list, also with open ends', () => {
    fc.assert(
      fc.property(
        activityArb,
        rangeArb,
        fc.constantFrom('both', 'from', 'to', 'none'),
        (activity, range, open) => {
          const from = open === 'from' || open === 'both' ? null : range.from;
          const to = open === 'to' || open === 'both' ? null : range.to;
          const expected = oracleList(activity, from ?? '1990-01-01', to ?? '2040-12-31').length > 0;
          expect(hasOccurrenceInRange(activity, { from, to })).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
