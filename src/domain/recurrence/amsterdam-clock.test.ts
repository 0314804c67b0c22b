import { describe, expect, it } from 'vitest';
import { minuteInAmsterdam, wallClockInAmsterdam } from './amsterdam-clock';

const at = (instant: string) => wallClockInAmsterdam(new Date(instant));

describe('wallClockInAmsterdam', () => {
  it.each([
    // Winter: UTC+1; summer: UTC+2.
    ['2026-12-12T18:30:00Z', { date: '2026-12-12', time: '19:30' }],
    ['2026-06-20T16:00:00.000Z', { date: '2026-06-20', time: '18:00' }],
    // 23:30 UTC is already the next day in Amsterdam.
    ['2026-06-20T23:30:00Z', { date: '2026-06-21', time: '01:30' }],
    ['2026-12-31T23:00:00Z', { date: '2027-01-01', time: '00:00' }],
    // Seconds are dropped, never rounded up.
    ['2026-11-23T13:15:59.999Z', { date: '2026-11-23', time: '14:15' }],
  ])('%s → %o', (instant, expected) => {
    expect(at(instant)).toEqual(expected);
  });

  it('skips the hour that does not exist in spring: 2026-03-29 02:30 is never shown', () => {
    // The clocks go from 02:00 CET to 03:00 CEST at 01:00 UTC.
    expect(at('2026-03-29T00:59:00Z')).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(at('2026-03-29T01:00:00Z')).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(at('2026-03-29T01:30:00Z')).toEqual({ date: '2026-03-29', time: '03:30' });
    // A page that writes the skipped 02:30 with winter's offset names the instant that is 03:30.
    expect(at('2026-03-29T02:30:00+01:00')).toEqual({ date: '2026-03-29', time: '03:30' });
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = at(new Date(Date.UTC(2026, 2, 28, 23, minute)).toISOString()).time;
      expect(time.startsWith('02:')).toBe(false);
    }
  });

  it('shows 2026-10-25 02:30 twice in autumn: once in summer time, once in winter time', () => {
    // The clocks go from 03:00 CEST back to 02:00 CET at 01:00 UTC.
    expect(at('2026-10-25T00:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(at('2026-10-25T00:59:00Z')).toEqual({ date: '2026-10-25', time: '02:59' });
    expect(at('2026-10-25T01:00:00Z')).toEqual({ date: '2026-10-25', time: '02:00' });
    expect(at('2026-10-25T01:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(at('2026-10-25T02:30:00+02:00')).toEqual(at('2026-10-25T02:30:00+01:00'));
  });

  it('refuses an invalid date', () => {
    expect(() => wallClockInAmsterdam(new Date('nope'))).toThrow(RangeError);
  });
});

describe('minuteInAmsterdam', () => {
  it('is the Amsterdam wall clock, winter and summer', () => {
    expect(minuteInAmsterdam(new Date('2026-11-23T13:15:30Z'))).toBe('2026-11-23 14:15');
    expect(minuteInAmsterdam(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30');
    expect(minuteInAmsterdam(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01 00:00');
  });

  it('answers again within a minute, and anew in the next one', () => {
    expect(minuteInAmsterdam(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25 02:30');
    expect(minuteInAmsterdam(new Date('2026-10-25T00:30:59.999Z'))).toBe('2026-10-25 02:30');
    expect(minuteInAmsterdam(new Date('2026-10-25T00:31:00Z'))).toBe('2026-10-25 02:31');
    // The second 02:30 of that night is another UTC minute, so it is not the first one's answer kept.
    expect(minuteInAmsterdam(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25 02:30');
    expect(minuteInAmsterdam(new Date('2026-10-25T01:31:00Z'))).toBe('2026-10-25 02:31');
  });

  it('refuses an invalid date', () => {
    expect(() => minuteInAmsterdam(new Date('nope'))).toThrow(RangeError);
  });
});
