import { describe, expect, it } from 'vitest';
import { activityFilterFromQuery, activityListQuerySchema } from '../../../domain/activities/list-query';
import { activeFilters, filterKey, withoutFilter } from './active-filters';
import { embedBuilderSearch } from './embed-code';
import { embedSettingsFromParams, jsonUrl, widgetUrl } from './embed-widget-code';
import {
  type ActivityFilters,
  DEFAULT_FILTERS,
  filtersToParams,
  hasActiveFilters,
  sanitiseFilters,
} from './filter-state';
import { filtersFromSearchParams, filtersToSearchParams } from './filter-url';

// The facets filter (issue #45) through every place the list's filters travel: the API's query, the
// page's address, the stored set, the chips and the embed builder's code.

const filters = (overrides: Partial<ActivityFilters> = {}): ActivityFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe('the facets filter', () => {
  it('is sent to the API as facets=a,b in the vocabulary’s order, and the API reads the same facets', () => {
    const params = filtersToParams(filters({ facets: ['quiet', 'wheelchair'] }), '');
    expect(params).toEqual({ facets: 'wheelchair,quiet' });
    const query = activityListQuerySchema.parse(params);
    expect(activityFilterFromQuery(query).facets).toEqual(['wheelchair', 'quiet']);
    expect(filtersToParams(DEFAULT_FILTERS, '')).not.toHaveProperty('facets');
  });

  it('is read from and written to the address as facets=', () => {
    const read = filtersFromSearchParams(new URLSearchParams('facets=wheelchair,quiet'));
    expect(read.facets).toEqual(['wheelchair', 'quiet']);
    expect(filtersToSearchParams(read).toString()).toBe('facets=wheelchair%2Cquiet');
    // Repeated, in another case, with spaces: as the API forgives them.
    const repeated = filtersFromSearchParams(new URLSearchParams('facets=Quiet&facets= children'));
    expect(repeated.facets).toEqual(['quiet', 'children']);
  });

  it('leaves out an unknown facet and keeps the rest; facets=free is the Gratis box', () => {
    const read = filtersFromSearchParams(new URLSearchParams('facets=wheelchair,lift,free'));
    expect(read.facets).toEqual(['wheelchair']);
    expect(read.freeOnly).toBe(true);
  });

  it('is remembered field by field: a stored set with a stray value keeps what it knows', () => {
    expect(sanitiseFilters({ facets: ['quiet', 42, 'nonsense', 'wheelchair'] }).facets).toEqual([
      'wheelchair',
      'quiet',
    ]);
    expect(sanitiseFilters({ facets: 'quiet' }).facets).toEqual([]);
    expect(sanitiseFilters({}).facets).toEqual([]);
    expect(hasActiveFilters(filters({ facets: ['children'] }))).toBe(true);
  });

  it('shows each facet as a chip of its own that can be taken off alone', () => {
    const on = filters({ facets: ['wheelchair', 'quiet'], freeOnly: true });
    const active = activeFilters(on);
    expect(active).toEqual([
      { kind: 'free' },
      { kind: 'facet', value: 'wheelchair' },
      { kind: 'facet', value: 'quiet' },
    ]);
    expect(withoutFilter(on, { kind: 'facet', value: 'wheelchair' })).toEqual({ facets: ['quiet'] });
    expect(new Set(active.map(filterKey)).size).toBe(active.length);
  });

  it('reaches the embed builder’s widget, its JSON and its own address, and comes back from it', () => {
    const settings = embedSettingsFromParams(new URLSearchParams('facets=quiet,simple-dutch&lang=en'));
    expect(settings.filters.facets).toEqual(['quiet', 'simple-dutch']);
    const origin = 'https://meedoen.example';
    expect(widgetUrl(origin, settings)).toContain('facets=quiet%2Csimple-dutch');
    expect(jsonUrl(origin, settings)).toContain('facets=quiet%2Csimple-dutch');
    expect(embedSettingsFromParams(new URLSearchParams(embedBuilderSearch(settings)))).toEqual(settings);
  });
});
