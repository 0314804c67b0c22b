import { describe, expect, it } from 'vitest';
import { amsterdamToday, dayOfWeek, thisWeekend } from './dates';

describe('amsterdamToday', () => {
  it('uses the calendar date in Amsterdam, not in UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Amsterdam (summer time, UTC+2).
    expect(amsterdamToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    // In winter (UTC+1) 22:30 UTC is 23:30 in Amsterdam, still the 14th; an hour later it is the 15th.
    expect(amsterdamToday(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
    expect(amsterdamToday(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
  });
});

describe('thisWeekend', () => {
  it('finds the coming weekend on a weekday', () => {
    expect(dayOfWeek('2026-11-18')).toBe(3);
    expect(thisWeekend('2026-11-18')).toEqual({ saturday: '2026-11-21', sunday: '2026-11-22' });
  });

  it('is the running weekend on a Saturday, and only today on a Sunday', () => {
    expect(thisWeekend('2026-11-21')).toEqual({ saturday: '2026-11-21', sunday: '2026-11-22' });
    expect(thisWeekend('2026-11-22')).toEqual({ saturday: '2026-11-22', sunday: '2026-11-22' });
  });
});
