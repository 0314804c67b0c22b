import { describe, expect, it } from 'vitest';
import { amsterdamDateTime } from './event-dates';

describe('amsterdamDateTime', () => {
  it.each([
    ['2026-12-12', { date: '2026-12-12' }],
    ['2026-12-12T19:30', { date: '2026-12-12', time: '19:30' }],
    ['2026-12-12T19:30:00', { date: '2026-12-12', time: '19:30' }],
    ['2026-12-12 19:30', { date: '2026-12-12', time: '19:30' }],
    ['2026-12-12T19:30:00+01:00', { date: '2026-12-12', time: '19:30' }],
    // Winter: UTC+1; summer: UTC+2.
    ['2026-12-12T18:30:00Z', { date: '2026-12-12', time: '19:30' }],
    ['2026-06-20T16:00:00.000Z', { date: '2026-06-20', time: '18:00' }],
    // 23:30 UTC is already the next day in Amsterdam (the old client's "+1 day" the other way round).
    ['2026-06-20T23:30:00Z', { date: '2026-06-21', time: '01:30' }],
    ['2026-11-28T10:00:00+0100', { date: '2026-11-28', time: '10:00' }],
    ['2026-11-28T04:00-05:00', { date: '2026-11-28', time: '10:00' }],
    ['2026-11-28T10:00+01', { date: '2026-11-28', time: '10:00' }],
    // Around the clock changes an instant is converted; a local time is kept as the page wrote it,
    // even the 02:30 that does not exist in spring or happens twice in autumn.
    ['2026-03-29T01:30:00Z', { date: '2026-03-29', time: '03:30' }],
    ['2026-03-29T02:30', { date: '2026-03-29', time: '02:30' }],
    ['2026-10-25T00:30:00Z', { date: '2026-10-25', time: '02:30' }],
    ['2026-10-25T01:30:00Z', { date: '2026-10-25', time: '02:30' }],
    ['2026-10-25T02:30', { date: '2026-10-25', time: '02:30' }],
  ])('%s → %o', (value, expected) => {
    expect(amsterdamDateTime(value)).toEqual(expected);
  });

  it.each(['', 'morgen', '12-12-2026', '2026-02-30', '2026-13-01T10:00', undefined])(
    'finds nothing in %s',
    (value) => {
      expect(amsterdamDateTime(value)).toEqual({});
    },
  );

  it('keeps the date when the time is nonsense', () => {
    expect(amsterdamDateTime('2026-12-12T25:00')).toEqual({ date: '2026-12-12' });
  });
});
