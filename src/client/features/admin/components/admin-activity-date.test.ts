import { describe, expect, it } from 'vitest';
import { formatAdminActivityDate } from './admin-activity-date';

describe('formatAdminActivityDate', () => {
  it('writes d MMM yyyy in the interface language', () => {
    expect(formatAdminActivityDate('2026-12-05', 'nl')).toBe('5 dec. 2026');
    expect(formatAdminActivityDate('2026-05-15', 'nl')).toBe('15 mei 2026');
    expect(formatAdminActivityDate('2026-12-05', 'en')).toBe('5 Dec 2026');
  });

  it('is the calendar day as stored, whatever the time zone', () => {
    expect(formatAdminActivityDate('2027-01-01', 'en')).toBe('1 Jan 2027');
  });

  it('says nothing for no date or something that is not one', () => {
    expect(formatAdminActivityDate(null, 'nl')).toBeNull();
    expect(formatAdminActivityDate('', 'nl')).toBeNull();
    expect(formatAdminActivityDate('5-12-2026', 'nl')).toBeNull();
  });
});
