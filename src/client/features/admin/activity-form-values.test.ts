import { describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../../domain/activities/response';
import {
  type ActivityFormValues,
  activityToFormValues,
  customPriceText,
  emptyActivityFormValues,
  fieldOfIssuePath,
  firstFieldOnTab,
  firstTabWithError,
  formValuesToPayload,
  imageKeyFromUrl,
  importToForm,
  issuesFromServer,
  PRICE_CUSTOM,
  PRICE_EXISTING,
  PRICE_OPTIONS,
  patternOptions,
  priceToForm,
  recurrencePreview,
  translationRequest,
  translationToForm,
  validateActivityForm,
} from './activity-form-values';

const KEY = '0123456789abcdef0123456789abcdef';

function filled(overrides: Partial<ActivityFormValues> = {}): ActivityFormValues {
  return {
    ...emptyActivityFormValues(4),
    category: 'sport',
    title: 'Wandelclub',
    meetingPoint: 'Bij de ingang',
    streetAddress: 'Dorpsstraat 1',
    city: 'Utrecht',
    postalCode: '3511 AB',
    ...overrides,
  };
}

function detail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id: 7,
    title: 'Koor',
    subtitle: null,
    category: 'muziek',
    categoryLabel: 'Muziek',
    price: 'Gratis',
    isFree: true,
    tags: [],
    ontmoetingsscore: 4,
    activityType: 'one-time',
    startDate: '2026-12-12',
    endDate: null,
    startTime: '19:30',
    endTime: '22:00',
    recurringStartDate: null,
    recurringEndDate: null,
    recurringDays: [],
    recurringFrequency: null,
    recurringPattern: null,
    recurringStartTime: null,
    recurringEndTime: null,
    recurrenceText: null,
    nextDate: '2026-12-12',
    city: 'Utrecht',
    portalId: 3,
    imageUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    sourceUrl: null,
    titleEn: 'Choir',
    subtitleEn: null,
    description: 'Zingen',
    descriptionEn: null,
    ontmoetingsscoreExplanation: null,
    ontmoetingsscoreExplanationEn: null,
    periodType: null,
    priceEn: null,
    meetingPoint: 'Buurthuis',
    meetingPointEn: null,
    streetAddress: 'Dorpsstraat 12',
    streetAddressEn: null,
    cityEn: null,
    postalCode: '3511 AB',
    websiteUrl: null,
    ticketUrl: null,
    contactPhone: null,
    contactPerson: null,
    keywords: null,
    keywordsEn: null,
    tagList: [],
    portalName: 'Utrecht',
    thumbnailUrl: null,
    nextDates: [],
    participantCount: 0,
    ...overrides,
  };
}

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

describe('price', () => {
  it('offers the spec list', () => {
    expect(PRICE_OPTIONS).toEqual([
      'Gratis',
      '€5',
      '€10',
      '€15',
      '€20',
      '€25',
      '€30',
      '€35',
      '€40',
      '€45',
      '€50',
      '€75',
      '€100',
      '€125',
      '€150',
      '€200',
      '€250',
      '€300',
    ]);
  });

  it('writes an own amount as the euro sign with two decimals, only above 0', () => {
    expect(customPriceText('12.5')).toBe('€12.50');
    expect(customPriceText('12,5')).toBe('€12.50');
    expect(customPriceText('0.01')).toBe('€0.01');
    expect(customPriceText('0')).toBeNull();
    expect(customPriceText('-3')).toBeNull();
    expect(customPriceText('')).toBeNull();
    expect(customPriceText('abc')).toBeNull();
  });

  it('reads a stored price as a listed option, an own amount or its own text', () => {
    expect(priceToForm('Gratis').priceChoice).toBe('Gratis');
    expect(priceToForm(null).priceChoice).toBe('Gratis');
    expect(priceToForm('€15').priceChoice).toBe('€15');
    expect(priceToForm('€ 15,00').priceChoice).toBe('€15');
    expect(priceToForm('€12.50')).toEqual({
      priceChoice: PRICE_CUSTOM,
      customPrice: '12.50',
      existingPrice: '',
    });
    expect(priceToForm('€400')).toEqual({
      priceChoice: PRICE_CUSTOM,
      customPrice: '400.00',
      existingPrice: '',
    });
    expect(priceToForm('€5 p.p.')).toEqual({
      priceChoice: PRICE_EXISTING,
      customPrice: '',
      existingPrice: '€5 p.p.',
    });
  });

  it('sends the chosen price', () => {
    expect(formValuesToPayload(filled({ priceChoice: '€25' })).price).toBe('€25');
    expect(formValuesToPayload(filled({ priceChoice: PRICE_CUSTOM, customPrice: '7.5' })).price).toBe(
      '€7.50',
    );
    expect(
      formValuesToPayload(filled({ priceChoice: PRICE_EXISTING, existingPrice: 'Vrije gift' })).price,
    ).toBe('Vrije gift');
  });
});

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

  it('sends a changed picture as imageId, null to remove it', () => {
    expect(formValuesToPayload(filled({ image: { id: KEY, url: '/x', changed: true } })).imageId).toBe(KEY);
    expect(formValuesToPayload(filled({ image: { id: null, url: null, changed: true } })).imageId).toBeNull();
  });
});

describe('validateActivityForm (the server’s schema)', () => {
  it('accepts a complete form', () => {
    expect(validateActivityForm(filled())).toEqual([]);
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

  it('leaves an unknown category for the admin to choose', () => {
    expect(activityToFormValues(detail({ category: 'iets-anders' })).category).toBe('');
  });
});

describe('recurrencePreview', () => {
  const recurring = (overrides: Partial<ActivityFormValues>) =>
    filled({ activityType: 'recurring', recurringDays: ['tuesday'], ...overrides });

  it('describes the pattern and lists the next five dates from today', () => {
    // 2026-12-01 is a Tuesday in ISO week 49 (odd); 2026 has a week 53, odd like the next week 1.
    const preview = recurrencePreview(
      recurring({ recurringFrequency: 'biweekly', recurringPattern: 'odd' }),
      '2026-11-30',
      'nl',
    );
    expect(preview.sentence).toBe('Om de week op dinsdag (oneven weken)');
    expect(preview.dates).toEqual(['2026-12-01', '2026-12-15', '2026-12-29', '2027-01-05', '2027-01-19']);
  });

  it('honours the run-from and run-until dates', () => {
    const preview = recurrencePreview(
      recurring({ recurringStartDate: '2026-12-08', recurringEndDate: '2026-12-22' }),
      '2026-11-30',
      'en',
    );
    expect(preview.sentence).toBe('Every Tuesday');
    expect(preview.dates).toEqual(['2026-12-08', '2026-12-15', '2026-12-22']);
  });

  it('has no dates without a weekday or after the series ended', () => {
    expect(recurrencePreview(recurring({ recurringDays: [] }), '2026-11-30', 'nl')).toEqual({
      sentence: null,
      dates: [],
      weeks: null,
      jump: null,
    });
    expect(
      recurrencePreview(recurring({ recurringEndDate: '2026-01-01' }), '2026-11-30', 'nl').dates,
    ).toEqual([]);
  });

  it('offers only the patterns that mean what the frequency says', () => {
    expect(patternOptions('weekly')).toEqual(['all']);
    expect(patternOptions('biweekly')).toEqual(['even', 'odd']);
    expect(patternOptions('monthly')).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('numbers the weeks of an even or odd series and explains the leap over week 53', () => {
    const even = recurrencePreview(
      recurring({ recurringFrequency: 'biweekly', recurringPattern: 'even' }),
      '2026-11-30',
      'nl',
    );
    expect(even.weeks?.map((w) => w.week)).toEqual([50, 52, 2, 4, 6]);
    expect(even.jump).toEqual({ kind: 'even-skips', from: 52, to: 2 });
    const odd = recurrencePreview(
      recurring({ recurringFrequency: 'biweekly', recurringPattern: 'odd' }),
      '2026-11-30',
      'nl',
    );
    expect(odd.weeks?.map((w) => w.week)).toEqual([49, 51, 53, 1, 3]);
    expect(odd.jump).toEqual({ kind: 'odd-repeats', from: 53, to: 1 });
    // A weekly series has no parity to check.
    expect(recurrencePreview(recurring({}), '2026-11-30', 'nl').weeks).toBeNull();
  });
});

describe('helpers', () => {
  it('asks to translate only the Dutch fields with text, and writes the answer into the En fields', () => {
    expect(translationRequest(filled({ subtitle: '  ', keywords: 'wandelen' }))).toEqual({
      title: 'Wandelclub',
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Utrecht',
      keywords: 'wandelen',
    });
    expect(translationToForm({ title: 'Walking club', city: 'Utrecht', other: 'x', keywords: '' })).toEqual({
      titleEn: 'Walking club',
      cityEn: 'Utrecht',
    });
  });

  it('writes the imported keys only, overwriting, and the picture', () => {
    const changes = importToForm({
      sourceUrl: 'https://www.example.nl/agenda/koor',
      title: 'Koorconcert',
      startDate: '2026-12-12',
      price: '€12.50',
      image: { id: KEY, url: `/api/images/${KEY}/full.webp` },
    });
    expect(changes).toEqual({
      sourceUrl: 'https://www.example.nl/agenda/koor',
      title: 'Koorconcert',
      startDate: '2026-12-12',
      activityType: 'one-time',
      priceChoice: PRICE_CUSTOM,
      customPrice: '12.50',
      existingPrice: '',
      image: { id: KEY, url: `/api/images/${KEY}/full.webp`, changed: true },
    });
    expect(importToForm({ sourceUrl: 'https://x.nl', title: '' })).toEqual({ sourceUrl: 'https://x.nl' });
  });

  it('finds the key of a served picture', () => {
    expect(imageKeyFromUrl(`/api/images/${KEY}/thumb.webp`)).toBe(KEY);
    expect(imageKeyFromUrl('https://elders.nl/plaatje.png')).toBeNull();
    expect(imageKeyFromUrl(null)).toBeNull();
  });
});
