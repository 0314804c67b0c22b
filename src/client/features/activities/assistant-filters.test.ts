import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../domain/assistant/answer';
import { filtersFromAssistant } from './assistant-filters';
import { DEFAULT_FILTERS } from './filter-state';

describe('the filter bar for what the assistant understood', () => {
  it('filters nothing when nothing was understood', () => {
    expect(filtersFromAssistant(NO_FILTERS)).toEqual(DEFAULT_FILTERS);
  });

  it('sets every filter the answer names, and replaces what was there', () => {
    expect(
      filtersFromAssistant({
        ...NO_FILTERS,
        searchQuery: 'piano',
        date: 'custom',
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        location: 'Utrecht',
        portalId: 4,
        organizationId: 9,
        type: 'muziek',
        tags: ['muziek', 'zingen'],
        free: true,
        meetingScore: 4,
        facets: ['wheelchair', 'quiet'],
      }),
    ).toEqual({
      ...DEFAULT_FILTERS,
      searchQuery: 'piano',
      dateFilter: 'custom',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      selectedTags: ['muziek', 'zingen'],
      selectedPortalId: 4,
      selectedOrganizationId: 9,
      meetingScore: 4,
      freeOnly: true,
      facets: ['wheelchair', 'quiet'],
    });
  });

  it("takes the spec's single type when no tag list came (an older answer)", () => {
    expect(filtersFromAssistant({ ...NO_FILTERS, type: 'dansen' }).selectedTags).toEqual(['dansen']);
  });

  it('paid filters nothing: the list has no such filter', () => {
    expect(filtersFromAssistant({ ...NO_FILTERS, paid: true })).toEqual(DEFAULT_FILTERS);
  });
});
