import { describe, expect, it } from 'vitest';
import { activeFilters, filterKey, withoutFilter } from './active-filters';
import { type ActivityFilters, DEFAULT_FILTERS } from './filter-state';

const filters = (patch: Partial<ActivityFilters>): ActivityFilters => ({ ...DEFAULT_FILTERS, ...patch });

describe('activeFilters', () => {
  it('is empty for the defaults, and never counts the search', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilters(filters({ searchQuery: 'yoga' }))).toEqual([]);
  });

  it('lists every filter that is on, in the order of the controls', () => {
    const on = filters({
      dateFilter: 'weekend',
      showArchive: true,
      showFavorites: true,
      selectedPortalId: 3,
      selectedOrganizationId: 7,
      selectedTags: ['yoga', 'buiten'],
      meetingScore: 4,
      oneTimeOnly: true,
      freeOnly: true,
    });
    expect(activeFilters(on).map(filterKey)).toEqual([
      'date:weekend',
      'archive',
      'favorites',
      'city:3',
      'organization:7',
      'tag:yoga',
      'tag:buiten',
      'score:4',
      'oneTime',
      'free',
    ]);
  });

  it('shows the category and the tag chips apart, and a picked range as one chip', () => {
    expect(activeFilters(filters({ category: 'sport' }))).toEqual([{ kind: 'category', value: 'sport' }]);
    // A tag named like a category stays a tag: a chip never turns into the category (issue #41.17).
    expect(activeFilters(filters({ selectedTags: ['sport'] }))).toEqual([{ kind: 'tag', value: 'sport' }]);
    expect(activeFilters(filters({ category: 'muziek', selectedTags: ['jazz'] }))).toEqual([
      { kind: 'category', value: 'muziek' },
      { kind: 'tag', value: 'jazz' },
    ]);
    expect(activeFilters(filters({ dateFilter: 'custom', startDate: '2026-12-01', endDate: null }))).toEqual([
      { kind: 'range', startDate: '2026-12-01', endDate: null },
    ]);
    // 'custom' with both dates cleared is no filter.
    expect(activeFilters(filters({ dateFilter: 'custom' }))).toEqual([]);
  });
});

describe('withoutFilter', () => {
  it('takes one filter off and leaves the rest', () => {
    const on = filters({ selectedTags: ['yoga', 'buiten'], freeOnly: true, dateFilter: 'today' });
    expect(withoutFilter(on, { kind: 'tag', value: 'yoga' })).toEqual({ selectedTags: ['buiten'] });
    expect(withoutFilter(on, { kind: 'date', value: 'today' })).toEqual({
      dateFilter: 'all',
      startDate: null,
      endDate: null,
    });
    expect(withoutFilter(on, { kind: 'free' })).toEqual({ freeOnly: false });
    for (const filter of activeFilters(on)) {
      const after = { ...on, ...withoutFilter(on, filter) };
      expect(activeFilters(after).map(filterKey)).not.toContain(filterKey(filter));
      expect(activeFilters(after)).toHaveLength(activeFilters(on).length - 1);
    }
  });
});
