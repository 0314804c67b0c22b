import { describe, expect, it } from 'vitest';
import { MOST_ATTEMPTS, retryDelayMs } from './retry-schedule';

const MINUTE_MS = 60_000;

describe('retryDelayMs', () => {
  it('waits longer after each failure, up to two hours', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual(
      [1, 5, 30, 120, 120, 120].map((minutes) => minutes * MINUTE_MS),
    );
  });

  it('gives a mail up within a day of its first attempt', () => {
    let total = 0;
    for (let attempt = 1; attempt < MOST_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total).toBeLessThan(24 * 60 * MINUTE_MS);
  });
});
