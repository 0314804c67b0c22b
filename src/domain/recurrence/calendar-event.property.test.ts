import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, fromDayNumber } from './calendar-date';
import { type CalendarEvent, calendarEventOf, type MadeAt } from './calendar-event';
import { listOccurrences } from './occurrences';
import { RECURRING_FREQUENCIES, RECURRING_PATTERNS, type RecurrenceInput, WEEKDAYS } from './recurrence-rule';

// The calendar rule against the engine, with ical.js (a calendar client's expander, not ours) reading the
// rule: a subscribed calendar must show exactly the days the API's date filters find.

// 2018-01-01 .. 2032-12-31: the 53-week years 2020, 2026 and 2032 and the runs between them.
const MIN_DAY = 17_532;
const MAX_DAY = 23_010;
const optionalOffset = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });

/**
 * A feed window as the server makes it (a few months back, about 13 months ahead of a day) and a
 * recurring activity whose series starts up to two years before it and ends anywhere around it.
 */
const caseArb = fc
  .record({
    today: fc.integer({ min: MIN_DAY, max: MAX_DAY }),
    back: fc.integer({ min: 0, max: 120 }),
    ahead: fc.integer({ min: 1, max: 430 }),
    startOffset: optionalOffset(-800, 500),
    endOffset: optionalOffset(-400, 900),
    // The day the row was made: before or after the window's start, or unknown.
    madeOffset: optionalOffset(-800, 0),
    recurringDays: fc.subarray([...WEEKDAYS], { minLength: 1 }),
    recurringFrequency: fc.constantFrom(...RECURRING_FREQUENCIES),
    recurringPattern: fc.constantFrom(...RECURRING_PATTERNS),
    // Chosen dates around the window, read only with frequency 'dates'.
    dateOffsets: fc.array(fc.integer({ min: -900, max: 900 }), { maxLength: 8 }),
  })
  .map(({ today, back, ahead, startOffset, endOffset, madeOffset, dateOffsets, ...rule }) => {
    const activity: RecurrenceInput & MadeAt = {
      activityType: 'recurring',
      ...rule,
      recurringDates: dateOffsets.map((offset) => fromDayNumber(today + offset)),
      recurringStartDate: startOffset === null ? null : fromDayNumber(today + startOffset),
      recurringEndDate: endOffset === null ? null : fromDayNumber(today + endOffset),
      // Noon UTC is the same day in Amsterdam.
      createdAt: madeOffset === null ? null : new Date(`${fromDayNumber(today + madeOffset)}T12:00:00Z`),
    };
    return { activity, window: { from: fromDayNumber(today - back), to: fromDayNumber(today + ahead) } };
  });

/** The day a series' sessions can begin: the window's start, or the day it was made when that is later. */
function realStart(activity: RecurrenceInput & MadeAt, window: { from: CalendarDate }): CalendarDate {
  const made = activity.createdAt?.toISOString().slice(0, 10);
  const own = activity.recurringStartDate;
  const end = activity.recurringEndDate;
  return !own && made && made > window.from && (!end || made <= end) ? made : window.from;
}

const compact = (date: CalendarDate) => date.replaceAll('-', '');
const dateOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * The event as an all-day VEVENT (dates only, so no time zone is involved; the API tests cover times)
 * expanded by ical.js up to `last`.
 */
function expandWithIcalJs(event: CalendarEvent, last: CalendarDate): CalendarDate[] {
  const repeat = event.repeat ?? { freq: null, interval: 1, byDay: [], until: null, extraDates: [] };
  const rule = [
    `FREQ=${repeat.freq}`,
    repeat.interval > 1 ? `INTERVAL=${repeat.interval}` : null,
    `BYDAY=${repeat.byDay.join(',')}`,
    'WKST=MO',
    repeat.until ? `UNTIL=${compact(repeat.until)}` : null,
  ].filter(Boolean);
  const lines = [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    'UID:test',
    `DTSTART;VALUE=DATE:${compact(event.start.date)}`,
    // A series of chosen dates has no rule, only its RDATEs.
    ...(repeat.freq ? [`RRULE:${rule.join(';')}`] : []),
    ...(repeat.extraDates.length ? [`RDATE;VALUE=DATE:${repeat.extraDates.map(compact).join(',')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const calendar = new ICAL.Component(ICAL.parse(lines.join('\r\n')));
  const iterator = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).iterator();
  const dates: CalendarDate[] = [];
  for (let next = iterator.next(); next && dateOf(next) <= last; next = iterator.next())
    dates.push(dateOf(next));
  return dates;
}

describe('calendarEventOf, expanded by ical.js', () => {
  it('gives exactly the engine’s days from its start to the window’s end, and never a wrong day after', () => {
    fc.assert(
      fc.property(caseArb, ({ activity, window }) => {
        const event = calendarEventOf(activity, window);
        if (!event) {
          // No event: then the series does not take place in the window either.
          expect(listOccurrences(activity, realStart(activity, window), window.to)).toEqual([]);
          return;
        }
        const repeat = event.repeat ?? { freq: null, interval: 1, until: null, extraDates: [] };
        // Past the window only the rule speaks; look 800 days further to see it never goes wrong there.
        const last = addDays(window.to, 800);
        const expected = listOccurrences(activity, event.start.date, last)
          .map((o) => o.startDate)
          .filter((date) => date <= window.to || repeat.until === null || date <= repeat.until);
        expect(expandWithIcalJs(event, last)).toEqual(expected);
        // Weekly and monthly rules need no correction at all.
        if (repeat.interval === 1 && repeat.freq) expect(repeat.extraDates).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 20_000);

  it('never starts before the series’ first real day: its own first day, else the day it was made', () => {
    fc.assert(
      fc.property(caseArb, ({ activity, window }) => {
        const event = calendarEventOf(activity, window);
        // Chosen dates are the series, whatever its recurring start says (the API keeps them equal).
        if (activity.recurringFrequency === 'dates') return;
        const own = activity.recurringStartDate ?? null;
        const made = activity.createdAt ? activity.createdAt.toISOString().slice(0, 10) : null;
        const ended = activity.recurringEndDate ?? null;
        const firstDay = own ?? (made !== null && (ended === null || made <= ended) ? made : null);
        if (event && firstDay !== null) expect(event.start.date >= firstDay).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('starts at the engine’s first occurrence in the window for a series that runs through it', () => {
    fc.assert(
      fc.property(caseArb, ({ activity, window }) => {
        const event = calendarEventOf(activity, window);
        // From the day it was made when it has no first day of its own: nothing took place before.
        const inWindow = listOccurrences(activity, realStart(activity, window), window.to);
        if (inWindow.length === 0) return;
        expect(event).not.toBeNull();
        expect(event!.start.date <= inWindow[0]!.startDate).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
