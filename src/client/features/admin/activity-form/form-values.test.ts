import { describe, expect, it } from 'vitest';
import { emptyActivityFormValues, patternOptions } from './form-values';

describe('defaults (spec 4.2)', () => {
  it('starts one-time, weekly on every week, score 3, Gratis, the first portal, no website', () => {
    const values = emptyActivityFormValues(12);
    expect(values).toMatchObject({
      activityType: 'one-time',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      ontmoetingsscore: '3',
      priceChoice: 'Gratis',
      portalId: '12',
      websiteUrl: '',
    });
    expect(emptyActivityFormValues(null).portalId).toBe('');
  });
});

describe('patternOptions', () => {
  it('offers only the patterns that mean what the frequency says', () => {
    expect(patternOptions('weekly')).toEqual(['all']);
    expect(patternOptions('biweekly')).toEqual(['even', 'odd']);
    expect(patternOptions('monthly')).toEqual(['first', 'second', 'third', 'fourth', 'last']);
  });
});
