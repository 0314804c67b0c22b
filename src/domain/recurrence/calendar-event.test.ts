import { describe, expect, it } from 'vitest';
import { addDays, isoWeekNumber } from './calendar-date';
import { calendarEventOf, type MadeAt, parityRunEnd, parityRunStart } from './calendar-event';
import type { RecurrenceInput } from './recurrence-rule';
import type { SessionTimes } from './session-end';

const window = { from: '2026-08-25', to: '2027-12-30' };

const recurring = (fields: Partial<RecurrenceInput & SessionTimes & MadeAt>) =>
  calendarEventOf(
    {
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringStartTime: '19:00',
      recurringEndTime: '20:30',
      ...fields,
    },
    window,
  );

describe('parity runs: where INTERVAL=2 stays in step with ISO week parity', () => {
  it('end on the Sunday of the next week 53 and begin on the Monday after one', () => {
    expect(parityRunEnd('2026-11-25')).toBe('2027-01-03');
    expect(parityRunStart('2026-11-25')).toBe('2021-01-04'); // 2020 had 53 weeks
    expect(parityRunStart('2027-01-03')).toBe('2021-01-04'); // still 2026-W53
    expect(parityRunStart('2027-01-04')).toBe('2027-01-04');
    expect(parityRunEnd('2027-01-04')).toBe('2033-01-02'); // 2032-W53
    expect(isoWeekNumber('2027-01-03')).toBe(53);
    expect(isoWeekNumber('2027-01-04')).toBe(1);
  });
});

describe('calendarEventOf: one-time activities', () => {
  it('a session with times is one event in wall-clock time', () => {
    expect(
      calendarEventOf({ startDate: '2026-12-05', startTime: '14:00', endTime: '16:30' }, window),
    ).toEqual({
      allDay: false,
      start: { date: '2026-12-05', time: '14:00' },
      end: { date: '2026-12-05', time: '16:30' },
      repeat: null,
    });
  });

  it('spans its days; without a start time it is whole days with an exclusive end', () => {
    expect(
      calendarEventOf(
        { startDate: '2026-12-05', endDate: '2026-12-06', startTime: '10:00', endTime: '17:00' },
        window,
      ),
    ).toMatchObject({
      start: { date: '2026-12-05', time: '10:00' },
      end: { date: '2026-12-06', time: '17:00' },
    });
    expect(calendarEventOf({ startDate: '2026-12-05', endDate: '2026-12-06' }, window)).toEqual({
      allDay: true,
      start: { date: '2026-12-05', time: null },
      end: { date: '2026-12-07', time: null },
      repeat: null,
    });
  });

  it('an end time at or before the start runs past midnight; no end time is a moment', () => {
    expect(
      calendarEventOf({ startDate: '2026-12-31', startTime: '21:00', endTime: '01:00' }, window)?.end,
    ).toEqual({ date: '2027-01-01', time: '01:00' });
    expect(calendarEventOf({ startDate: '2026-12-31', startTime: '21:00' }, window)?.end).toBeNull();
    expect(
      calendarEventOf({ startDate: '2026-12-30', endDate: '2026-12-31', startTime: '21:00' }, window)?.end,
    ).toEqual({ date: '2027-01-01', time: '00:00' });
  });

  it('reads times as the engine does ("19:30:00" is 19:30, nonsense is none)', () => {
    expect(
      calendarEventOf({ startDate: '2026-12-05', startTime: '19:30:00', endTime: 'later' }, window),
    ).toMatchObject({ start: { time: '19:30' }, end: null });
  });

  it('never takes place without a valid start date', () => {
    expect(calendarEventOf({ startDate: null }, window)).toBeNull();
    expect(calendarEventOf({ startDate: '2026-02-30' }, window)).toBeNull();
  });
});

describe('calendarEventOf: weekly and monthly rules are exact RRULEs', () => {
  it('weekly: FREQ=WEEKLY with the days, from the first occurrence to the series end', () => {
    expect(
      recurring({
        recurringDays: ['thursday', 'tuesday'],
        recurringStartDate: '2026-09-02',
        recurringEndDate: '2027-03-01',
      }),
    ).toEqual({
      allDay: false,
      start: { date: '2026-09-03', time: '19:00' },
      end: { date: '2026-09-03', time: '20:30' },
      repeat: { freq: 'WEEKLY', interval: 1, byDay: ['TU', 'TH'], until: '2027-03-01', extraDates: [] },
    });
  });

  it('keeps its own first day even when that is long before the window', () => {
    expect(recurring({ recurringDays: ['monday'], recurringStartDate: '2019-01-07' })?.start.date).toBe(
      '2019-01-07',
    );
  });

  it('starts at the window without a first day of its own', () => {
    expect(recurring({ recurringDays: ['tuesday'] })?.start.date).toBe('2026-08-25');
  });

  it('without a first day begins on the day it was made, not months before at the window', () => {
    // Made on Saturday 28 November 2026: the first Tuesday from then, not 25 August.
    const made = new Date('2026-11-28T10:00:00Z');
    expect(recurring({ recurringDays: ['tuesday'], createdAt: made })?.start.date).toBe('2026-12-01');
    expect(
      recurring({
        recurringDays: ['saturday'],
        recurringFrequency: 'monthly',
        recurringPattern: 'first',
        createdAt: made,
      })?.start.date,
    ).toBe('2026-12-05');
    // Odd ISO weeks: 2026-W49 is the first odd week from the 28th (W48).
    const odd = recurring({
      recurringDays: ['thursday'],
      recurringFrequency: 'biweekly',
      recurringPattern: 'odd',
      createdAt: made,
    });
    expect(odd?.start.date).toBe('2026-12-03');
    expect(isoWeekNumber('2026-12-03')).toBe(49);
  });

  it('reads the day it was made in Amsterdam: 23:30 UTC on 30 November is 1 December there', () => {
    const event = recurring({ recurringDays: ['monday'], createdAt: new Date('2026-11-30T23:30:00Z') });
    expect(event?.start.date).toBe('2026-12-07');
  });

  it('its own first day comes before the day it was made, however early', () => {
    const made = new Date('2026-11-28T10:00:00Z');
    expect(
      recurring({ recurringDays: ['monday'], recurringStartDate: '2019-01-07', createdAt: made })?.start.date,
    ).toBe('2019-01-07');
    expect(
      recurring({ recurringDays: ['monday'], startDate: '2026-09-07', createdAt: made })?.start.date,
    ).toBe('2026-09-07');
  });

  it('made after its own end (entered afterwards): the day made says nothing, as without it', () => {
    const fields = { recurringDays: ['monday'], recurringEndDate: '2025-03-03' };
    expect(recurring({ ...fields, createdAt: new Date('2026-01-01T10:00:00Z') })).toEqual(recurring(fields));
  });

  it('without a first day but ended before the window: shown over a window’s length up to its end', () => {
    const event = recurring({ recurringDays: ['monday'], recurringEndDate: '2025-03-03' });
    expect(event?.start.date).toBe('2023-10-30'); // the first Monday from 492 days before
    expect(event?.repeat?.until).toBe('2025-03-03');
  });

  it('monthly n-th weekday: FREQ=MONTHLY;BYDAY=2SA', () => {
    expect(
      recurring({
        recurringFrequency: 'monthly',
        recurringPattern: 'second',
        recurringDays: ['sunday', 'saturday'],
        recurringStartDate: '2026-09-01',
      })?.repeat,
    ).toEqual({ freq: 'MONTHLY', interval: 1, byDay: ['2SA', '2SU'], until: null, extraDates: [] });
  });

  it('monthly last weekday: FREQ=MONTHLY;BYDAY=-1FR', () => {
    expect(
      recurring({
        recurringFrequency: 'monthly',
        recurringPattern: 'last',
        recurringDays: ['friday'],
        recurringStartDate: '2026-09-01',
      }),
    ).toMatchObject({
      start: { date: '2026-09-25', time: '19:00' },
      repeat: { freq: 'MONTHLY', interval: 1, byDay: ['-1FR'], until: null, extraDates: [] },
    });
  });

  it("monthly 'all' and biweekly 'all' take place every week, as the engine reads them", () => {
    for (const recurringFrequency of ['monthly', 'biweekly']) {
      expect(
        recurring({ recurringFrequency, recurringDays: ['friday'], recurringStartDate: '2026-09-01' })
          ?.repeat,
      ).toMatchObject({ freq: 'WEEKLY', interval: 1, byDay: ['FR'] });
    }
  });

  it('without a start time a series is whole days', () => {
    expect(
      recurring({
        recurringDays: ['friday'],
        recurringStartDate: '2026-09-01',
        recurringStartTime: null,
        recurringEndTime: null,
      }),
    ).toMatchObject({ allDay: true, start: { date: '2026-09-04', time: null }, end: { date: '2026-09-05' } });
  });

  it('no weekday, or an end before the start: no event', () => {
    expect(recurring({ recurringDays: [] })).toBeNull();
    expect(
      recurring({
        recurringDays: ['monday'],
        recurringStartDate: '2026-09-02',
        recurringEndDate: '2026-09-06',
      }),
    ).toBeNull();
  });
});

describe('calendarEventOf: a series of chosen dates', () => {
  const course = {
    recurringFrequency: 'dates',
    recurringDates: ['2027-02-17', '2027-02-03', '2027-02-10'],
  };

  it('has no rule: its first date, and every date as an RDATE, wherever the window is', () => {
    expect(recurring(course)).toEqual({
      allDay: false,
      start: { date: '2027-02-03', time: '19:00' },
      end: { date: '2027-02-03', time: '20:30' },
      repeat: {
        freq: null,
        interval: 1,
        byDay: [],
        until: null,
        extraDates: ['2027-02-03', '2027-02-10', '2027-02-17'],
      },
    });
    // Long past, and made later: still every date.
    const old = { ...course, recurringDates: ['2019-05-01', '2019-05-08'] };
    expect(recurring({ ...old, createdAt: new Date('2026-01-01T10:00:00Z') })).toMatchObject({
      start: { date: '2019-05-01' },
      repeat: { extraDates: ['2019-05-01', '2019-05-08'] },
    });
  });

  it('one date is a single event; none is no event', () => {
    expect(recurring({ ...course, recurringDates: ['2027-02-03'] })).toMatchObject({
      start: { date: '2027-02-03' },
      repeat: null,
    });
    expect(recurring({ ...course, recurringDates: [] })).toBeNull();
  });
});

describe('calendarEventOf: even and odd ISO weeks across 2026-W53', () => {
  const biweekly = (recurringPattern: 'even' | 'odd', more: Partial<RecurrenceInput> = {}) =>
    recurring({
      recurringFrequency: 'biweekly',
      recurringPattern,
      recurringDays: ['thursday'],
      recurringStartDate: '2026-09-01',
      ...more,
    });

  it('odd weeks meet in 2026-W53 and again a week later in 2027-W01: the rule stops, RDATEs go on', () => {
    const event = biweekly('odd');
    expect(event?.start.date).toBe('2026-09-10'); // W37; W36 is even
    expect(event?.repeat).toMatchObject({ freq: 'WEEKLY', interval: 2, byDay: ['TH'], until: '2027-01-03' });
    const extra = event!.repeat!.extraDates;
    expect(extra[0]).toBe('2027-01-07'); // one week after 2026-12-31 (W53)
    expect(extra.every((date, i) => i === 0 || date === addDays(extra[i - 1]!, 14))).toBe(true);
    expect(extra.at(-1)).toBe('2027-12-23'); // the last odd-week Thursday in the window
    expect(extra.every((date) => isoWeekNumber(date) % 2 === 1)).toBe(true);
  });

  it('even weeks skip from 2026-W52 to 2027-W02, three weeks later', () => {
    const event = biweekly('even');
    expect(event?.start.date).toBe('2026-09-03'); // W36
    expect(event?.repeat?.until).toBe('2027-01-03');
    expect(event?.repeat?.extraDates[0]).toBe('2027-01-14');
    expect(event?.repeat?.extraDates.at(-1)).toBe('2027-12-30');
  });

  it('a series ending before the break needs no RDATE', () => {
    expect(biweekly('odd', { recurringEndDate: '2026-12-20' })?.repeat).toMatchObject({
      until: '2026-12-20',
      extraDates: [],
    });
  });

  it('a series ending soon after the break lists only its own days', () => {
    expect(biweekly('odd', { recurringEndDate: '2027-01-25' })?.repeat?.extraDates).toEqual([
      '2027-01-07',
      '2027-01-21',
    ]);
  });

  it('a run that holds the whole window is cut only at its own end, past the window', () => {
    const later = calendarEventOf(
      {
        activityType: 'recurring',
        recurringFrequency: 'biweekly',
        recurringPattern: 'odd',
        recurringDays: ['thursday'],
      },
      { from: '2027-03-01', to: '2028-04-01' },
    );
    expect(later?.start.date).toBe('2027-03-04');
    expect(later?.repeat).toMatchObject({ until: '2033-01-02', extraDates: [] });
  });

  it('an older series is shown from the run that holds the window, not from years of RDATEs', () => {
    expect(biweekly('odd', { recurringStartDate: '2019-01-01' })?.start.date).toBe('2021-01-07');
  });

  it('a series that ended in an earlier run is shown within that run', () => {
    expect(
      biweekly('odd', { recurringStartDate: '2019-01-01', recurringEndDate: '2020-06-30' })?.repeat,
    ).toMatchObject({ until: '2020-06-30', extraDates: [] });
  });
});
