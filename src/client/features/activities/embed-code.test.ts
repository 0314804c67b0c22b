import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarFeedUrl, DEFAULT_EMBED, embedBuilderSearch } from './embed-code';
import { embedSettingsFromParams, iframeSnippet, jsonUrl, widgetUrl } from './embed-widget-code';
import { DEFAULT_FILTERS } from './filter-state';

const ORIGIN = 'https://meedoen.example';

describe('the widget address', () => {
  it('is the bare widget for the defaults', () => {
    expect(widgetUrl(ORIGIN, DEFAULT_EMBED)).toBe('https://meedoen.example/iframe/activities');
  });

  it('carries the list filters, size, limit and language, and never Favorieten or the archive', () => {
    const url = new URL(
      widgetUrl(ORIGIN, {
        filters: {
          ...DEFAULT_FILTERS,
          searchQuery: ' wandelen ',
          dateFilter: 'custom',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
          selectedTags: ['natuur', 'vrienden'],
          selectedPortalId: 3,
          meetingScore: 4,
          freeOnly: true,
          showFavorites: true,
          showArchive: true,
        },
        size: 'large',
        limit: 12,
        lang: 'en',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'wandelen',
      dateFilter: 'custom',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      tags: 'natuur,vrienden',
      portalId: '3',
      meetingScore: '4',
      freeOnly: 'true',
      limit: '12',
      size: 'large',
      lang: 'en',
    });
  });

  it('the JSON always names its limit; the calendar feed is a webcal subscription to the same selection', () => {
    const settings = { ...DEFAULT_EMBED, filters: { ...DEFAULT_FILTERS, freeOnly: true } };
    expect(jsonUrl(ORIGIN, settings)).toBe(
      'https://meedoen.example/api/embed/activities?freeOnly=true&limit=6',
    );
    expect(calendarFeedUrl(ORIGIN, settings.filters, 'nl')).toBe(
      'webcal://meedoen.example/api/activities.ics?freeOnly=true',
    );
    expect(calendarFeedUrl('http://localhost:3000', DEFAULT_FILTERS, 'en')).toBe(
      'webcal://localhost:3000/api/activities.ics?lang=en',
    );
  });
});

describe('the iframe code', () => {
  it('is one iframe, 600 high, titled, with the address escaped', () => {
    expect(iframeSnippet('https://m.example/iframe/activities?a=1&b="x"', 'Activiteiten op Meedoen')).toBe(
      '<iframe src="https://m.example/iframe/activities?a=1&amp;b=&quot;x&quot;" title="Activiteiten op Meedoen" width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });
});

describe('the builder reads its settings from the address', () => {
  it('takes over the list filters the Embed code button passes on', () => {
    const settings = embedSettingsFromParams(
      new URLSearchParams(
        'search=koor&tags=muziek,zingen&organizationId=7&oneTimeOnly=true&size=small&limit=3',
      ),
    );
    expect(settings.filters).toMatchObject({
      searchQuery: 'koor',
      selectedTags: ['muziek', 'zingen'],
      selectedOrganizationId: 7,
      oneTimeOnly: true,
    });
    expect(settings).toMatchObject({ size: 'small', limit: 3, lang: 'nl' });
  });

  it('falls back to the defaults for anything unreadable', () => {
    const settings = embedSettingsFromParams(
      new URLSearchParams('dateFilter=someday&portalId=-1&meetingScore=9&size=huge&limit=5000&lang=de'),
    );
    expect(settings.filters).toEqual(DEFAULT_FILTERS);
    expect(settings).toMatchObject({ size: 'medium', limit: 50, lang: 'nl' });
  });

  it('reads back what it writes, for any settings', () => {
    const date = fc
      .date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const settings = fc.record({
      filters: fc.record({
        searchQuery: fc.string({ maxLength: 30 }).map((s) => s.trim()),
        dateFilter: fc.constantFrom('all', 'today', 'tomorrow', 'weekend', 'custom' as const),
        category: fc.constant(null),
        selectedTags: fc.uniqueArray(fc.stringMatching(/^[a-zë]{1,12}$/), { maxLength: 4 }),
        selectedPortalId: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
        selectedOrganizationId: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
        meetingScore: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        oneTimeOnly: fc.boolean(),
        freeOnly: fc.boolean(),
        showArchive: fc.constant(false),
        showFavorites: fc.constant(false),
        startDate: date,
        endDate: date,
      }),
      size: fc.constantFrom('small', 'medium', 'large' as const),
      limit: fc.integer({ min: 1, max: 50 }),
      lang: fc.constantFrom('nl', 'en' as const),
    });
    fc.assert(
      fc.property(settings, (written) => {
        // A custom range is the only filter that keeps its dates; the others send none.
        const expected =
          written.filters.dateFilter === 'custom'
            ? written
            : { ...written, filters: { ...written.filters, startDate: null, endDate: null } };
        const read = embedSettingsFromParams(new URLSearchParams(embedBuilderSearch(expected)));
        expect(read).toEqual(expected);
      }),
    );
  });
});
