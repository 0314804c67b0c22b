import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEW_PLACES,
  isDateFull,
  placesBadge,
  placesLeft,
  placesState,
  promotionCount,
  statusOfNewcomer,
} from './places';

describe('places on a date', () => {
  it.each([
    [0, null, 'going'],
    [500, null, 'going'],
    [0, 1, 'going'],
    [11, 12, 'going'],
    [12, 12, 'waitlisted'],
    [13, 12, 'waitlisted'],
  ] as const)('with %i going and capacity %s a newcomer is %s', (going, capacity, status) => {
    expect(statusOfNewcomer(going, capacity)).toBe(status);
  });

  it('counts the places left, never below zero when the capacity was lowered', () => {
    expect(placesLeft(3, null)).toBeNull();
    expect(placesLeft(9, 12)).toBe(3);
    expect(placesLeft(12, 12)).toBe(0);
    expect(placesLeft(14, 12)).toBe(0);
  });

  it.each([
    [10, 10, 5, 0],
    [9, 10, 5, 1],
    [0, 10, 40, 10],
    [0, 10, 3, 3],
    [12, 10, 4, 0],
    [0, null, 7, 7],
  ] as const)('with %i going of %s and %i waiting, %i move up', (going, capacity, waiting, promoted) => {
    expect(promotionCount(going, capacity, waiting)).toBe(promoted);
  });

  it('never gives more places than the capacity, nor promotes more than wait', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 200 }), fc.nat(200), (going, capacity, waiting) => {
        const promoted = promotionCount(going, capacity, waiting);
        expect(promoted).toBeLessThanOrEqual(waiting);
        expect(promoted).toBeGreaterThanOrEqual(0);
        if (promoted > 0) expect(going + promoted).toBeLessThanOrEqual(capacity);
        // After promotion, either nobody waits or every place is taken.
        expect(waiting - promoted === 0 || going + promoted >= capacity).toBe(true);
      }),
    );
  });

  it('says room, full or waitlist as a card does', () => {
    expect(placesState(4, null, 0)).toEqual({ kind: 'unlimited' });
    expect(placesState(9, 12, 0)).toEqual({ kind: 'open', left: 3 });
    expect(placesState(12, 12, 0)).toEqual({ kind: 'full' });
    expect(placesState(12, 12, 2)).toEqual({ kind: 'waitlist', waiting: 2 });
  });

  it.each([
    [0, null, false],
    [500, null, false],
    [1, 2, false],
    [2, 2, true],
    [3, 2, true],
    [0, 0, true],
  ] as const)('with %i going and capacity %s the date is full: %s', (going, capacity, full) => {
    expect(isDateFull(going, capacity)).toBe(full);
  });

  it('is full exactly when no place is left', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.option(fc.nat(100)), (going, capacity) => {
        expect(isDateFull(going, capacity)).toBe(placesLeft(going, capacity) === 0);
      }),
    );
  });

  it('gives a card a badge only when few places are left, or none', () => {
    expect(placesBadge(null)).toBeNull();
    expect(placesBadge(undefined)).toBeNull();
    expect(placesBadge(FEW_PLACES + 1)).toBeNull();
    expect(placesBadge(40)).toBeNull();
    expect(placesBadge(FEW_PLACES)).toEqual({ kind: 'few', left: FEW_PLACES });
    expect(placesBadge(1)).toEqual({ kind: 'few', left: 1 });
    expect(placesBadge(0)).toEqual({ kind: 'full' });
  });
});
