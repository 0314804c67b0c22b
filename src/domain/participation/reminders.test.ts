import { describe, expect, it } from 'vitest';
import { minuteInAmsterdam } from '../recurrence/amsterdam-clock';
import { reminderDue, reminderMinute } from './reminders';

describe('the reminder of a date', () => {
  it('is due the day before at the member’s time, until the date begins', () => {
    expect(reminderMinute('2026-12-08', '18:00')).toBe('2026-12-07 18:00');
    expect(reminderDue('2026-12-08', '10:00', '18:00', '2026-12-07 17:59')).toBe(false);
    expect(reminderDue('2026-12-08', '10:00', '18:00', '2026-12-07 18:00')).toBe(true);
    expect(reminderDue('2026-12-08', '10:00', '18:00', '2026-12-08 09:59')).toBe(true);
    expect(reminderDue('2026-12-08', '10:00', '18:00', '2026-12-08 10:00')).toBe(false);
    // Without a start time the date begins at midnight.
    expect(reminderDue('2026-12-08', null, '18:00', '2026-12-07 23:59')).toBe(true);
    expect(reminderDue('2026-12-08', null, '18:00', '2026-12-08 00:00')).toBe(false);
  });

  it('follows the chosen time, also early in the morning', () => {
    expect(reminderDue('2026-12-08', '19:00', '07:30', '2026-12-07 07:29')).toBe(false);
    expect(reminderDue('2026-12-08', '19:00', '07:30', '2026-12-07 07:30')).toBe(true);
  });

  // Spring: on Saturday 27 March 2027 Amsterdam is still UTC+1; the clocks go forward that night.
  // Autumn: on Saturday 24 October 2026 Amsterdam is still UTC+2; the clocks go back that night.
  // The date after the change: 18:00 the evening before is UTC+1 again.
  it.each([
    ['2027-03-28', '2027-03-27T17:00:00Z', '2027-03-27 18:00'],
    ['2026-10-25', '2026-10-24T16:00:00Z', '2026-10-24 18:00'],
    ['2026-10-26', '2026-10-25T17:00:00Z', '2026-10-25 18:00'],
  ])('goes out at 18:00 Amsterdam time around the clocks changing: for %s at %s', (date, utc, evening) => {
    const due = minuteInAmsterdam(new Date(utc));
    expect(due).toBe(evening);
    expect(reminderDue(date, '10:00', '18:00', due)).toBe(true);
    const minuteBefore = minuteInAmsterdam(new Date(Date.parse(utc) - 60_000));
    expect(reminderDue(date, '10:00', '18:00', minuteBefore)).toBe(false);
  });
});
