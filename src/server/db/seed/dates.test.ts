import { describe, expect, it } from 'vitest';
import { dayOfWeek, thisWeekend } from './dates';

// addDays and amsterdamToday are the recurrence calendar's own (calendar-date.test.ts tests them).

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
