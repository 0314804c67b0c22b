import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../domain/language';
import type { ActivityFormValues } from './form-values';
import { recurrencePreview } from './recurrence-preview';
import { filled } from './test-fixtures';

describe('recurrencePreview', () => {
  // 2026-11-30 is a Monday: every case looks ahead from it.
  const previewOf = (overrides: Partial<ActivityFormValues>, lang: Language = 'nl') =>
    recurrencePreview(
      filled({ activityType: 'recurring', recurringDays: ['tuesday'], ...overrides }),
      '2026-11-30',
      lang,
    );

  it('describes the pattern and lists the next five dates from today', () => {
    // 2026-12-01 is a Tuesday in ISO week 49 (odd); 2026 has a week 53, odd like the next week 1.
    const preview = previewOf({ recurringFrequency: 'biweekly', recurringPattern: 'odd' });
    expect(preview.sentence).toBe('Om de week op dinsdag (oneven weken)');
    expect(preview.dates).toEqual(['2026-12-01', '2026-12-15', '2026-12-29', '2027-01-05', '2027-01-19']);
  });

  it('honours the run-from and run-until dates', () => {
    const preview = previewOf({ recurringStartDate: '2026-12-08', recurringEndDate: '2026-12-22' }, 'en');
    expect(preview.sentence).toBe('Every Tuesday');
    expect(preview.dates).toEqual(['2026-12-08', '2026-12-15', '2026-12-22']);
  });

  it('has no dates without a weekday or after the series ended', () => {
    expect(previewOf({ recurringDays: [] })).toEqual({
      sentence: null,
      dates: [],
      weeks: null,
      jump: null,
    });
    expect(previewOf({ recurringEndDate: '2026-01-01' }).dates).toEqual([]);
  });

  it('numbers the weeks of an even or odd series and explains the leap over week 53', () => {
    const even = previewOf({ recurringFrequency: 'biweekly', recurringPattern: 'even' });
    expect(even.weeks?.map((w) => w.week)).toEqual([50, 52, 2, 4, 6]);
    expect(even.jump).toEqual({ kind: 'even-skips', from: 52, to: 2 });
    const odd = previewOf({ recurringFrequency: 'biweekly', recurringPattern: 'odd' });
    expect(odd.weeks?.map((w) => w.week)).toEqual([49, 51, 53, 1, 3]);
    expect(odd.jump).toEqual({ kind: 'odd-repeats', from: 53, to: 1 });
    // A weekly series has no parity to check.
    expect(previewOf({}).weeks).toBeNull();
  });
});
