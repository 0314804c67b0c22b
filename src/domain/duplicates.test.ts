import { describe, expect, it } from 'vitest';
import {
  isLikelyDuplicate,
  normaliseCity,
  payloadRange,
  rangesOverlap,
  samePlace,
  TITLE_SIMILARITY_THRESHOLD,
  titlesLookAlike,
} from './duplicates';

const side = (
  portalId: number,
  city: string | null,
  from = '2026-12-01',
  to: string | null = '2026-12-01',
) => ({
  portalId,
  city,
  range: { from, to },
});

describe('likely duplicates', () => {
  it('reads cities as people type them', () => {
    expect(normaliseCity('  Gemeente  Den   Haag ')).toBe('den haag');
    expect(normaliseCity(null)).toBe('');
  });

  it('counts titles alike from the threshold on', () => {
    expect(titlesLookAlike(TITLE_SIMILARITY_THRESHOLD)).toBe(true);
    expect(titlesLookAlike(TITLE_SIMILARITY_THRESHOLD - 0.01)).toBe(false);
    expect(titlesLookAlike(Number.NaN)).toBe(false);
  });

  it('takes the same portal or the same city as the same place, but not two empty cities', () => {
    expect(samePlace(side(1, 'Delft'), side(1, 'Utrecht'))).toBe(true);
    expect(samePlace(side(1, 'Delft'), side(2, 'delft '))).toBe(true);
    expect(samePlace(side(1, 'Delft'), side(2, 'Utrecht'))).toBe(false);
    expect(samePlace(side(1, ''), side(2, null))).toBe(false);
  });

  it('sees ranges overlap on a shared day, and open-ended ranges overlap what comes after', () => {
    expect(
      rangesOverlap({ from: '2026-12-01', to: '2026-12-05' }, { from: '2026-12-05', to: '2026-12-09' }),
    ).toBe(true);
    expect(rangesOverlap({ from: '2026-12-01', to: '2026-12-04' }, { from: '2026-12-05', to: null })).toBe(
      false,
    );
    expect(rangesOverlap({ from: '2027-06-01', to: null }, { from: '2026-12-05', to: null })).toBe(true);
    expect(rangesOverlap(null, { from: '2026-12-05', to: null })).toBe(false);
  });

  it('needs all three: a like title, the same place and overlapping dates', () => {
    expect(isLikelyDuplicate(side(1, 'Delft'), side(2, 'Delft'), 0.6)).toBe(true);
    expect(isLikelyDuplicate(side(1, 'Delft'), side(2, 'Delft'), 0.2)).toBe(false);
    expect(isLikelyDuplicate(side(1, 'Delft'), side(2, 'Utrecht'), 0.9)).toBe(false);
    expect(isLikelyDuplicate(side(1, 'Delft'), side(1, 'Delft', '2027-01-01', '2027-01-01'), 0.9)).toBe(
      false,
    );
  });

  it('reads the days of a payload of each kind', () => {
    const today = '2026-11-28';
    expect(payloadRange({ activityType: 'one-time', startDate: '2026-12-03' }, today)).toEqual({
      from: '2026-12-03',
      to: '2026-12-03',
    });
    expect(
      payloadRange({ activityType: 'one-time', startDate: '2026-12-03', endDate: '2026-12-05' }, today),
    ).toEqual({ from: '2026-12-03', to: '2026-12-05' });
    expect(
      payloadRange(
        {
          activityType: 'recurring',
          recurringFrequency: 'dates',
          recurringDates: ['2027-02-01', '2027-01-01'],
        },
        today,
      ),
    ).toEqual({ from: '2027-01-01', to: '2027-02-01' });
    expect(payloadRange({ activityType: 'recurring', recurringFrequency: 'weekly' }, today)).toEqual({
      from: today,
      to: null,
    });
    expect(payloadRange({ activityType: 'one-time' }, today)).toBeNull();
  });
});
