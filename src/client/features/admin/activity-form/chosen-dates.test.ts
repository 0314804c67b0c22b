import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../domain/recurrence/calendar-date';
import { canAddDate, withDate, withoutDate } from './chosen-dates';

describe('the chosen dates list', () => {
  it('adds in date order, once each, and removes', () => {
    const dates = withDate(withDate(['2027-02-10'], '2027-02-03'), '2027-02-10');
    expect(dates).toEqual(['2027-02-03', '2027-02-10']);
    expect(withoutDate(dates, '2027-02-03')).toEqual(['2027-02-10']);
  });

  it('adds only a real date that is not there yet, up to 60', () => {
    expect(canAddDate([], '2027-02-03')).toBe(true);
    expect(canAddDate(['2027-02-03'], '2027-02-03')).toBe(false);
    expect(canAddDate([], '2027-02-30')).toBe(false);
    expect(canAddDate([], '')).toBe(false);
    const sixty = Array.from({ length: 60 }, (_, i) => addDays('2027-03-01', i));
    expect(canAddDate(sixty, '2027-02-03')).toBe(false);
  });
});
