import { describe, expect, it } from 'vitest';
import { calendarEventOf } from './calendar-event';
import { calendarExceptionsOf } from './calendar-exceptions';

const series = {
  activityType: 'recurring',
  recurringDays: ['tuesday'],
  recurringStartDate: '2026-12-01',
  recurringStartTime: '19:00',
  recurringEndTime: '21:00',
};
const window = { from: '2026-09-01', to: '2027-12-31' };
const change = { cancelled: false, movedTo: null, startTime: null, endTime: null };

describe('the calendar exceptions of a series', () => {
  it('excludes a cancelled date and a moved date’s own day, and makes the moved date an instance', () => {
    const activity = {
      ...series,
      dateChanges: [
        { ...change, day: '2026-12-08', cancelled: true },
        { ...change, day: '2026-12-15', movedTo: '2026-12-17', startTime: '10:00' },
      ],
    };
    const event = calendarEventOf(activity, window)!;
    expect(event.start).toEqual({ date: '2026-12-01', time: '19:00' });
    expect(calendarExceptionsOf(activity, event)).toEqual({
      exDates: [
        { date: '2026-12-08', time: '19:00' },
        { date: '2026-12-15', time: '19:00' },
      ],
      moved: [
        {
          recurrenceId: { date: '2026-12-15', time: '19:00' },
          allDay: false,
          start: { date: '2026-12-17', time: '10:00' },
          end: { date: '2026-12-17', time: '21:00' },
        },
      ],
    });
  });

  it('keeps the series’ first day when that date is cancelled', () => {
    const activity = { ...series, dateChanges: [{ ...change, day: '2026-12-01', cancelled: true }] };
    const event = calendarEventOf(activity, window)!;
    expect(event.start.date).toBe('2026-12-01');
    expect(calendarExceptionsOf(activity, event).exDates).toEqual([{ date: '2026-12-01', time: '19:00' }]);
  });

  it('ignores a change of a day the rule does not give, and a series without changes', () => {
    const activity = { ...series, dateChanges: [{ ...change, day: '2026-12-09', cancelled: true }] };
    const event = calendarEventOf(activity, window)!;
    expect(calendarExceptionsOf(activity, event)).toEqual({ exDates: [], moved: [] });
    expect(calendarExceptionsOf(series, calendarEventOf(series, window)!)).toEqual({
      exDates: [],
      moved: [],
    });
  });
});
