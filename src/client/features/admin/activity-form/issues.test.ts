import { describe, expect, it } from 'vitest';
import { emptyActivityFormValues } from './form-values';
import {
  fieldOfIssuePath,
  firstFieldOnTab,
  firstTabWithError,
  issuesFromServer,
  validateActivityForm,
} from './issues';
import { PRICE_CUSTOM } from './price';
import { filled } from './test-fixtures';

describe('validateActivityForm (the server’s schema)', () => {
  it('accepts a complete form', () => {
    expect(validateActivityForm(filled())).toEqual([]);
  });

  it('asks where to find the welcomer once a welcomer is named, on that field', () => {
    expect(validateActivityForm(filled({ welcomerName: 'Sanne', welcomerWhere: '' }))).toEqual([
      { field: 'welcomerWhere', message: 'required' },
    ]);
    expect(validateActivityForm(filled({ welcomerName: 'Sanne', welcomerWhere: 'bij de deur' }))).toEqual([]);
    expect(fieldOfIssuePath('welcomer.name')).toBe('welcomerName');
    expect(fieldOfIssuePath('welcomer.photo')).toBe('welcomerPhoto');
  });

  it('refuses a frequency with a pattern that means something else, on the pattern', () => {
    const series = { activityType: 'recurring' as const, recurringDays: ['friday'] };
    expect(
      validateActivityForm(filled({ ...series, recurringFrequency: 'biweekly', recurringPattern: 'all' })),
    ).toEqual([{ field: 'recurringPattern', message: 'biweeklyPatternMismatch' }]);
    expect(
      validateActivityForm(filled({ ...series, recurringFrequency: 'monthly', recurringPattern: 'all' })),
    ).toEqual([{ field: 'recurringPattern', message: 'monthlyPatternMismatch' }]);
    expect(
      validateActivityForm(filled({ ...series, recurringFrequency: 'biweekly', recurringPattern: 'even' })),
    ).toEqual([]);
    // Said at once, with the other fields' issues, not only once they are all right.
    expect(
      validateActivityForm(
        filled({ ...series, title: '', recurringFrequency: 'monthly', recurringPattern: 'all' }),
      ).map((issue) => issue.field),
    ).toEqual(['title', 'recurringPattern']);
  });

  it('reports the required fields with the domain’s message keys, in the order of the tabs', () => {
    const issues = validateActivityForm({ ...emptyActivityFormValues(null) });
    expect(issues.map((i) => [i.field, i.message])).toEqual([
      ['category', 'categoryRequired'],
      ['title', 'titleRequired'],
      ['portalId', 'portalRequired'],
      ['meetingPoint', 'meetingPointRequired'],
      ['streetAddress', 'streetAddressRequired'],
      ['postalCode', 'postalCodeRequired'],
      ['city', 'cityRequired'],
    ]);
  });

  it('checks links, an own amount above 0 and the tag list', () => {
    const issues = validateActivityForm(
      filled({
        websiteUrl: 'javascript:alert(1)',
        priceChoice: PRICE_CUSTOM,
        customPrice: '0',
        tags: Array.from({ length: 31 }, (_, i) => `t${i}`).join(','),
      }),
    );
    expect(issues).toEqual([
      { field: 'customPrice', message: 'customPriceInvalid' },
      { field: 'tags', message: 'tooManyTags' },
      { field: 'websiteUrl', message: 'invalidUrl' },
    ]);
  });
});

describe('where an issue belongs', () => {
  it('maps payload paths to fields and fields to tabs', () => {
    expect(fieldOfIssuePath(['tags', 3])).toBe('tags');
    expect(fieldOfIssuePath('recurringDays.0')).toBe('recurringDays');
    expect(fieldOfIssuePath(['imageId'])).toBe('image');
    expect(fieldOfIssuePath(['price'], { priceChoice: PRICE_CUSTOM })).toBe('customPrice');
    expect(fieldOfIssuePath(['price'], { priceChoice: 'Gratis' })).toBe('priceChoice');
    expect(fieldOfIssuePath(['nonsense'])).toBeNull();
    expect(fieldOfIssuePath('')).toBeNull();
    expect(firstTabWithError(['city', 'websiteUrl'])).toBe('details');
    expect(firstTabWithError(['image', 'postalCode'])).toBe('location');
    expect(firstTabWithError([])).toBeNull();
    expect(firstFieldOnTab(['city', 'meetingPoint', 'title'], 'location')).toBe('meetingPoint');
  });

  it('reads a server 400’s issues', () => {
    expect(
      issuesFromServer([
        { path: 'city', message: 'Plaats is verplicht' },
        { path: 'imageId', message: 'Afbeelding niet gevonden' },
        { path: 'unknown', message: 'x' },
        { message: 'no path' },
      ]),
    ).toEqual([
      { field: 'city', message: 'Plaats is verplicht' },
      { field: 'image', message: 'Afbeelding niet gevonden' },
    ]);
    expect(issuesFromServer(undefined)).toEqual([]);
  });
});
