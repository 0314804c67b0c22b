import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../../../../tests/helpers/local-storage-stub';
import { STORED_FACETS } from '../../../domain/activities/facets';
import { activityFilterFromQuery, activityListQuerySchema } from '../../../domain/activities/list-query';
import { CATEGORY_KEYS } from '../../../domain/categories';
import { COOKIE_CONSENT_KEY } from '../../lib/cookie-consent';
import { type ActivityFilters, DEFAULT_FILTERS, FILTER_STORAGE_KEY, filtersToParams } from './filter-state';
import {
  filterQueryOf,
  filtersFromSearchParams,
  filtersToSearchParams,
  initialFilters,
  withFilterParams,
} from './filter-url';

const filters = (patch: Partial<ActivityFilters>): ActivityFilters => ({ ...DEFAULT_FILTERS, ...patch });
const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

const day = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Any filter set the page can hold (a custom range keeps its dates; the other date filters have none). */
const filterSets = fc
  .record({
    searchQuery: fc.oneof(
      fc.constant(''),
      fc.stringMatching(/^[\w ëé&+=%?,'"-]{1,40}$/).filter((s) => s.trim() !== ''),
    ),
    dateFilter: fc.constantFrom('all', 'today', 'tomorrow', 'weekend', 'custom' as const),
    category: fc.option(fc.constantFrom(...CATEGORY_KEYS), { nil: null }),
    selectedTags: fc.uniqueArray(fc.stringMatching(/^[a-zë][a-zë -]{0,14}[a-zë]$/), { maxLength: 5 }),
    selectedPortalId: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
    selectedOrganizationId: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
    meetingScore: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    oneTimeOnly: fc.boolean(),
    freeOnly: fc.boolean(),
    placesLeft: fc.boolean(),
    facets: fc.subarray([...STORED_FACETS]),
    showArchive: fc.boolean(),
    showFavorites: fc.boolean(),
    startDate: fc.option(day, { nil: null }),
    endDate: fc.option(day, { nil: null }),
  })
  .map((f): ActivityFilters => {
    const custom = f.dateFilter === 'custom' && (f.startDate !== null || f.endDate !== null);
    return custom
      ? f
      : {
          ...f,
          dateFilter: f.dateFilter === 'custom' ? 'all' : f.dateFilter,
          startDate: null,
          endDate: null,
        };
  });

describe('the filters in the address', () => {
  it('read back exactly what was written, for any filter set', () => {
    fc.assert(
      fc.property(filterSets, (set) => {
        const address = `?${filtersToSearchParams(set).toString()}`;
        expect(read(address)).toEqual(set);
      }),
    );
  });

  it('are written with the API names, so the API reads the same list from them', () => {
    fc.assert(
      fc.property(filterSets, (set) => {
        const address = Object.fromEntries(filtersToSearchParams(set));
        // The one name of the page's own: the category, which the API hears as a tag.
        const { category, tags, ...api } = address;
        const query = activityListQuerySchema.parse({
          ...api,
          tags: [category, tags].filter(Boolean).join(','),
        });
        const sent = activityListQuerySchema.parse(filtersToParams(set, set.searchQuery));
        expect(activityFilterFromQuery(query)).toEqual(activityFilterFromQuery(sent));
      }),
    );
  });

  it('write only what is on, always in one order', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const set = filters({
      freeOnly: true,
      selectedTags: ['yoga', 'buiten'],
      category: 'sport',
      dateFilter: 'weekend',
      searchQuery: 'in het park',
      meetingScore: 4,
      selectedPortalId: 3,
    });
    expect(filtersToSearchParams(set).toString()).toBe(
      'search=in+het+park&dateFilter=weekend&category=sport&tags=yoga%2Cbuiten&portalId=3&meetingScore=4&freeOnly=true',
    );
  });

  it('open the same list from a link made with the API names (the widget, the embed builder)', () => {
    expect(
      read('?search=yoga&dateFilter=custom&startDate=2026-12-01&endDate=2026-12-07&tags=muziek,jazz'),
    ).toEqual(
      filters({
        searchQuery: 'yoga',
        dateFilter: 'custom',
        startDate: '2026-12-01',
        endDate: '2026-12-07',
        selectedTags: ['muziek', 'jazz'],
      }),
    );
    // A range without dateFilter is a picked range, as the API reads it; tags may repeat.
    expect(read('?startDate=2026-12-01&tags=a&tags=b&searchQuery=x')).toEqual(
      filters({ dateFilter: 'custom', startDate: '2026-12-01', selectedTags: ['a', 'b'], searchQuery: 'x' }),
    );
  });

  it('still read the older links: ?tag= and ?zoek=', () => {
    expect(read('?tag=wandelen')).toEqual(filters({ selectedTags: ['wandelen'] }));
    expect(read('?zoek=koor')).toEqual(filters({ searchQuery: 'koor' }));
  });

  it('leave out unknown parameters and values that make no sense, and keep the rest', () => {
    expect(read('?utm_source=nieuwsbrief&colour=red')).toEqual(DEFAULT_FILTERS);
    expect(
      read(
        '?meetingScore=9&category=nope&portalId=-3&organizationId=abc&dateFilter=someday&startDate=2026-02-31&freeOnly=yes&oneTimeOnly=true',
      ),
    ).toEqual(filters({ oneTimeOnly: true }));
    // 'custom' without a real date is no range; a date filter that is not custom drops the dates.
    expect(read('?dateFilter=custom&startDate=morgen')).toEqual(DEFAULT_FILTERS);
    expect(read('?dateFilter=today&startDate=2026-12-01')).toEqual(filters({ dateFilter: 'today' }));
    expect(read(`?search=${'a'.repeat(500)}`).searchQuery).toHaveLength(200);
    expect(read('?search=%20%20&tags=,,%20')).toEqual(DEFAULT_FILTERS);
    expect(read(`?tags=${'x'.repeat(51)},kort`)).toEqual(filters({ selectedTags: ['kort'] }));
    expect(read('?portalId=99999999999')).toEqual(DEFAULT_FILTERS);
  });

  it('replace only the filter parameters of an address, keeping any other', () => {
    const before = new URLSearchParams('utm_source=nieuwsbrief&tags=oud&zoek=x&tag=y');
    const after = withFilterParams(before, filters({ freeOnly: true }));
    expect(after.toString()).toBe('utm_source=nieuwsbrief&freeOnly=true');
    expect(filterQueryOf(after)).toBe('freeOnly=true');
  });
});

describe('the filters the list opens with', () => {
  beforeEach(() => {
    stubLocalStorage(
      new Map([
        [
          COOKIE_CONSENT_KEY,
          JSON.stringify({
            necessary: true,
            functional: true,
            analytics: false,
            decidedAt: '2026-11-23T12:00:00Z',
          }),
        ],
        [FILTER_STORAGE_KEY, JSON.stringify(filters({ searchQuery: 'opgeslagen', freeOnly: true }))],
      ]),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are the stored ones (with consent) only when the address names no filter', () => {
    expect(initialFilters(new URLSearchParams(''))).toEqual(
      filters({ searchQuery: 'opgeslagen', freeOnly: true }),
    );
    expect(initialFilters(new URLSearchParams('utm_source=x&meetingScore=0'))).toEqual(
      filters({ searchQuery: 'opgeslagen', freeOnly: true }),
    );
  });

  it("are the address's own, exactly, when it names one: the stored ones do not mix in", () => {
    expect(initialFilters(new URLSearchParams('category=muziek'))).toEqual(filters({ category: 'muziek' }));
    expect(initialFilters(new URLSearchParams('tag=koor'))).toEqual(filters({ selectedTags: ['koor'] }));
    // A partner's link shows that partner alone (found by the page): no stored filter meanwhile.
    expect(initialFilters(new URLSearchParams('organisatie=bibliotheek'))).toEqual(DEFAULT_FILTERS);
  });
});
