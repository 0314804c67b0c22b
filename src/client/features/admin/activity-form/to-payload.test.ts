import { describe, expect, it } from 'vitest';
import { filled, KEY } from './test-fixtures';
import { formValuesToPayload } from './to-payload';

describe('formValuesToPayload', () => {
  it('sends every field, tags as a list, the portal as a number and no picture when unchanged', () => {
    const payload = formValuesToPayload(filled({ tags: 'Wandelen, buiten,, ', portalId: '4' }));
    expect(payload.tags).toEqual(['Wandelen', 'buiten']);
    expect(payload.portalId).toBe(4);
    expect(payload.websiteUrl).toBe('');
    expect('imageId' in payload).toBe(false);
  });

  it('clears the other activity type’s dates', () => {
    const oneTime = formValuesToPayload(
      filled({ startDate: '2026-12-01', recurringStartDate: '2026-01-01', recurringDays: ['monday'] }),
    );
    expect(oneTime).toMatchObject({
      startDate: '2026-12-01',
      recurringStartDate: null,
      recurringDays: [],
      recurringFrequency: null,
    });
    const recurring = formValuesToPayload(
      filled({
        activityType: 'recurring',
        startDate: '2026-12-01',
        recurringStartDate: '2026-01-01',
        recurringDays: ['tuesday'],
        recurringFrequency: 'biweekly',
        recurringPattern: 'odd',
        recurringStartTime: '10:00',
      }),
    );
    expect(recurring).toMatchObject({
      startDate: null,
      startTime: null,
      recurringStartDate: '2026-01-01',
      recurringDays: ['tuesday'],
      recurringFrequency: 'biweekly',
      recurringPattern: 'odd',
      recurringStartTime: '10:00',
    });
  });

  it('sends chosen dates without weekdays, and no dates with any other frequency', () => {
    const series = {
      activityType: 'recurring' as const,
      recurringDays: ['monday'],
      recurringDates: ['2027-02-03', '2027-02-10'],
    };
    expect(formValuesToPayload(filled({ ...series, recurringFrequency: 'dates' }))).toMatchObject({
      recurringDates: ['2027-02-03', '2027-02-10'],
      recurringDays: [],
    });
    expect(formValuesToPayload(filled({ ...series, recurringFrequency: 'weekly' }))).toMatchObject({
      recurringDates: [],
      recurringDays: ['monday'],
    });
    expect(formValuesToPayload(filled({ ...series, activityType: 'one-time' })).recurringDates).toEqual([]);
  });

  it('sends the places as typed, and an empty field as no limit', () => {
    expect(formValuesToPayload(filled({ capacity: ' 12 ' })).capacity).toBe('12');
    expect(formValuesToPayload(filled({ capacity: '' })).capacity).toBeNull();
  });

  it('sends a changed picture as imageId, null to remove it', () => {
    expect(formValuesToPayload(filled({ image: { id: KEY, url: '/x', changed: true } })).imageId).toBe(KEY);
    expect(formValuesToPayload(filled({ image: { id: null, url: null, changed: true } })).imageId).toBeNull();
  });

  it('keeps the welcomer’s stored photo unless it was changed: a new key, or null to remove it', () => {
    const named = { welcomerName: ' Sanne ', welcomerWhere: 'bij de koffietafel' };
    const kept = filled({ ...named, welcomerPhoto: { id: KEY, url: '/x', changed: false } });
    expect(formValuesToPayload(kept).welcomer).toEqual({ name: 'Sanne', where: 'bij de koffietafel' });
    const changed = filled({ ...named, welcomerPhoto: { id: KEY, url: '/x', changed: true } });
    expect(formValuesToPayload(changed).welcomer).toEqual({
      name: 'Sanne',
      where: 'bij de koffietafel',
      photo: KEY,
    });
    const removed = filled({ ...named, welcomerPhoto: { id: null, url: null, changed: true } });
    expect(formValuesToPayload(removed).welcomer).toMatchObject({ photo: null });
    // Nobody named: no welcomer, whatever the photo.
    expect(
      formValuesToPayload(filled({ welcomerPhoto: { id: KEY, url: '/x', changed: true } })).welcomer,
    ).toBeNull();
  });
});

describe('formValuesToPayload: facets', () => {
  it('sends the ticked facets, none as an empty list (unticking clears them), never free', () => {
    expect(formValuesToPayload(filled({ facets: ['wheelchair', 'quiet'] })).facets).toEqual([
      'wheelchair',
      'quiet',
    ]);
    expect(formValuesToPayload(filled()).facets).toEqual([]);
    expect(formValuesToPayload(filled({ facets: ['free', 'children'] })).facets).toEqual(['children']);
  });
});
