import { describe, expect, it } from 'vitest';
import { activityToFormValues, imageKeyFromUrl } from './from-activity';
import { validateActivityForm } from './issues';
import { PRICE_CUSTOM } from './price';
import { detail, KEY } from './test-fixtures';
import { formValuesToPayload } from './to-payload';

describe('activityToFormValues', () => {
  it('fills the form from the Dutch answer, the price and the picture key', () => {
    const values = activityToFormValues(
      detail({ price: '€12.50', imageUrl: `/api/images/${KEY}/full.webp`, websiteUrl: 'https://a.nl' }),
    );
    expect(values).toMatchObject({
      category: 'muziek',
      title: 'Koor',
      titleEn: 'Choir',
      ontmoetingsscore: '4',
      portalId: '3',
      activityType: 'one-time',
      startDate: '2026-12-12',
      startTime: '19:30',
      priceChoice: PRICE_CUSTOM,
      customPrice: '12.50',
      websiteUrl: 'https://a.nl',
      image: { id: KEY, url: `/api/images/${KEY}/full.webp`, changed: false },
    });
    // A form opened and saved unchanged sends what was there.
    expect(validateActivityForm(values)).toEqual([]);
  });

  it('reads a recurring activity, and a pattern that does not belong to its frequency as all', () => {
    const values = activityToFormValues(
      detail({
        activityType: 'recurring',
        startDate: '2026-01-05',
        startTime: '10:00',
        recurringDays: ['monday'],
        recurringFrequency: 'weekly',
        recurringPattern: 'odd',
      }),
    );
    expect(values).toMatchObject({
      activityType: 'recurring',
      recurringStartDate: '2026-01-05',
      recurringStartTime: '10:00',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: ['monday'],
    });
  });

  it('reads a series of chosen dates and one on the last weekday of the month', () => {
    const dates = activityToFormValues(
      detail({ activityType: 'recurring', recurringFrequency: 'dates', recurringDates: ['2027-02-03'] }),
    );
    expect(dates).toMatchObject({
      recurringFrequency: 'dates',
      recurringPattern: 'all',
      recurringDates: ['2027-02-03'],
    });
    const last = activityToFormValues(
      detail({ activityType: 'recurring', recurringFrequency: 'monthly', recurringPattern: 'last' }),
    );
    expect(last).toMatchObject({ recurringFrequency: 'monthly', recurringPattern: 'last' });
  });

  it('edits the stored tags, never the keywords the cards show in their place', () => {
    expect(activityToFormValues(detail({ keywords: 'a, b', tags: ['a', 'b'], tagList: [] })).tags).toBe('');
    // Tags that happen to equal the keywords are still tags.
    expect(
      activityToFormValues(detail({ keywords: 'a, b', tags: ['a', 'b'], tagList: ['a', 'b'] })).tags,
    ).toBe('a, b');
    expect(activityToFormValues(detail({ tags: ['x', 'y'], tagList: ['x', 'y'] })).tags).toBe('x, y');
  });

  it('shows a series saved with a pattern of another frequency as what it does: every week', () => {
    const series = { activityType: 'recurring' as const, recurringDays: ['friday'] };
    for (const [recurringFrequency, recurringPattern] of [
      ['biweekly', 'all'],
      ['monthly', 'all'],
      ['weekly', 'even'],
      [null, 'odd'],
    ] as const) {
      const values = activityToFormValues(detail({ ...series, recurringFrequency, recurringPattern }));
      expect([values.recurringFrequency, values.recurringPattern]).toEqual(['weekly', 'all']);
    }
    const odd = activityToFormValues(
      detail({ ...series, recurringFrequency: 'biweekly', recurringPattern: 'odd' }),
    );
    expect([odd.recurringFrequency, odd.recurringPattern]).toEqual(['biweekly', 'odd']);
  });

  it('reads the welcomer and their photo, unchanged, and no photo as none', () => {
    const photoUrl = `/api/images/${KEY}/thumb.webp`;
    const values = activityToFormValues(
      detail({ welcomer: { name: 'Sanne', where: 'bij de koffietafel', photoUrl } }),
    );
    expect(values).toMatchObject({
      welcomerName: 'Sanne',
      welcomerWhere: 'bij de koffietafel',
      welcomerPhoto: { id: KEY, url: photoUrl, changed: false },
    });
    // Saved unchanged, the stored photo is left alone.
    expect(formValuesToPayload(values).welcomer).toEqual({ name: 'Sanne', where: 'bij de koffietafel' });
    const without = detail({ welcomer: { name: 'Sanne', where: 'bij de deur', photoUrl: null } });
    expect(activityToFormValues(without).welcomerPhoto).toEqual({ id: null, url: null, changed: false });
    expect(activityToFormValues(detail()).welcomerPhoto).toEqual({ id: null, url: null, changed: false });
  });

  it('leaves an unknown category for the admin to choose', () => {
    expect(activityToFormValues(detail({ category: 'iets-anders' })).category).toBe('');
  });
});

describe('imageKeyFromUrl', () => {
  it('finds the key of a served picture', () => {
    expect(imageKeyFromUrl(`/api/images/${KEY}/thumb.webp`)).toBe(KEY);
    expect(imageKeyFromUrl('https://elders.nl/plaatje.png')).toBeNull();
    expect(imageKeyFromUrl(null)).toBeNull();
  });
});

describe('activityToFormValues: facets', () => {
  it('holds what the organiser said, without the free that follows from the price', () => {
    expect(activityToFormValues(detail({ facets: ['wheelchair', 'free', 'quiet'] })).facets).toEqual([
      'wheelchair',
      'quiet',
    ]);
    expect(activityToFormValues(detail({ facets: [] })).facets).toEqual([]);
  });
});
