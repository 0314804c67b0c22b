import { describe, expect, it } from 'vitest';
import { changesDates } from './occurrences-repository';

describe('which edits make an activity’s dates again', () => {
  it('those that write a field the dates are made of, and no other', () => {
    expect(changesDates({ contactPerson: 'Iemand', description: 'Nieuw', ontmoetingsscore: 4 })).toBe(false);
    expect(changesDates({ title: 'Nieuw', startDate: undefined })).toBe(false);
    for (const field of [
      'startDate',
      'startTime',
      'recurringDays',
      'recurringDates',
      'activityType',
      'endTime',
    ])
      expect(changesDates({ title: 'Nieuw', [field]: null }), field).toBe(true);
  });
});
