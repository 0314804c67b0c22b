import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { listOccurrences } from './occurrences';
import { hasEnded, occurrenceEnd, upcomingOccurrence, upcomingOccurrences } from './session-end';

// 2026-11-23 is a Monday.
const weeklyMorning = {
  activityType: 'recurring',
  recurringStartDate: '2026-11-01',
  recurringEndDate: null,
  recurringDays: ['monday', 'wednesday'],
  recurringFrequency: 'weekly',
  recurringPattern: 'all',
  recurringStartTime: '10:00',
  recurringEndTime: '11:30',
} as const;

const oneTime = (start: string, end: string, startTime: string | null, endTime: string | null) => ({
  activityType: 'one-time',
  startDate: start,
  endDate: end,
  startTime,
  endTime,
});

describe('occurrenceEnd', () => {
  const on = (startDate: string, endDate = startDate) => ({ startDate, endDate });

  it.each([
    ['a day: at the end time', on('2026-11-23'), weeklyMorning, '2026-11-23 11:30'],
    [
      'several days: the last day at the end time',
      on('2026-11-20', '2026-11-22'),
      oneTime('2026-11-20', '2026-11-22', '12:00', '18:00'),
      '2026-11-22 18:00',
    ],
    [
      'without an end time: until the end of the day',
      on('2026-11-23'),
      oneTime('2026-11-23', '2026-11-23', '10:00', null),
      '2026-11-24 00:00',
    ],
    [
      'without times: until the end of the day',
      on('2026-11-23'),
      oneTime('2026-11-23', '2026-11-23', null, null),
      '2026-11-24 00:00',
    ],
    [
      'past midnight (end at or before start): until the end of its day',
      on('2026-11-28'),
      oneTime('2026-11-28', '2026-11-28', '22:00', '02:00'),
      '2026-11-29 00:00',
    ],
    [
      'a time with seconds',
      on('2026-11-23'),
      oneTime('2026-11-23', '2026-11-23', '10:00:00', '12:15:00'),
      '2026-11-23 12:15',
    ],
    [
      'an end that is not a time: until the end of the day',
      on('2026-11-23'),
      oneTime('2026-11-23', '2026-11-23', '10:00', 'later'),
      '2026-11-24 00:00',
    ],
  ])('%s', (_case, occurrence, activity, expected) => {
    expect(occurrenceEnd(occurrence, activity)).toBe(expected);
  });
});

describe('upcomingOccurrence', () => {
  it("skips this morning's session once it has ended", () => {
    expect(upcomingOccurrence(weeklyMorning, '2026-11-23 09:00')?.startDate).toBe('2026-11-23');
    expect(upcomingOccurrence(weeklyMorning, '2026-11-23 11:29')?.startDate).toBe('2026-11-23');
    // Over at its end minute.
    expect(upcomingOccurrence(weeklyMorning, '2026-11-23 11:30')?.startDate).toBe('2026-11-25');
    expect(upcomingOccurrence(weeklyMorning, '2026-11-23 14:15')?.startDate).toBe('2026-11-25');
  });

  it('keeps a festival that runs until tonight, and drops it once it is over', () => {
    const festival = oneTime('2026-11-21', '2026-11-23', '12:00', '18:00');
    expect(upcomingOccurrence(festival, '2026-11-23 17:59')?.startDate).toBe('2026-11-21');
    expect(upcomingOccurrence(festival, '2026-11-23 18:00')).toBeNull();
  });

  it('keeps a session without an end time all day', () => {
    const noEnd = oneTime('2026-11-23', '2026-11-23', '10:00', null);
    expect(upcomingOccurrence(noEnd, '2026-11-23 23:59')?.startDate).toBe('2026-11-23');
  });

  it('lists the next sessions without the finished one', () => {
    expect(upcomingOccurrences(weeklyMorning, '2026-11-23 14:15', 3).map((o) => o.startDate)).toEqual([
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
    ]);
    expect(upcomingOccurrences(weeklyMorning, '2026-11-23 08:00', 3).map((o) => o.startDate)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
    ]);
  });

  it('property: the answer is the first listed occurrence that has not ended', () => {
    const minute = fc
      .record({
        day: fc.integer({ min: 0, max: 20 }),
        h: fc.integer({ min: 0, max: 23 }),
        m: fc.integer({ min: 0, max: 59 }),
      })
      .map(
        ({ day, h, m }) =>
          `${addDays('2026-11-20', day)} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
      );
    const time = fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(
        minute,
        time,
        time,
        fc.subarray(['monday', 'tuesday', 'saturday', 'sunday'], { minLength: 1 }),
        (now, start, end, days) => {
          const activity = {
            ...weeklyMorning,
            recurringDays: days,
            recurringStartTime: start,
            recurringEndTime: end,
          };
          const today = now.slice(0, 10);
          const expected = listOccurrences(activity, today, null, { limit: 10 }).find(
            (o) => !hasEnded(o, activity, now),
          );
          expect(upcomingOccurrence(activity, now)).toEqual(expected ?? null);
          // Never one that ended, never one before today.
          const found = upcomingOccurrence(activity, now);
          if (found) {
            expect(found.endDate >= today).toBe(true);
            expect(occurrenceEnd(found, activity) > now).toBe(true);
          }
        },
      ),
    );
  });
});
