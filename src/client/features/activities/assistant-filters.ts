import type { AssistantFilters } from '../../../domain/assistant/answer';
import { type ActivityFilters, DEFAULT_FILTERS } from './filter-state';

/**
 * The filter bar for what the assistant understood (spec 7: "searchQuery sets the search, date sets
 * dateFilter, type sets tags, portalId sets the portal, free sets freeOnly", and the fields added beside
 * them). A request describes the whole selection the person wants, so it replaces the filters rather
 * than adding to them. 'paid' has no filter of its own in the list: it filters nothing.
 */
export function filtersFromAssistant(answer: AssistantFilters): ActivityFilters {
  const tags = answer.tags.length > 0 ? answer.tags : answer.type ? [answer.type] : [];
  return {
    ...DEFAULT_FILTERS,
    searchQuery: answer.searchQuery ?? '',
    dateFilter: answer.date,
    startDate: answer.date === 'custom' ? answer.startDate : null,
    endDate: answer.date === 'custom' ? answer.endDate : null,
    selectedTags: tags,
    selectedPortalId: answer.portalId,
    selectedOrganizationId: answer.organizationId,
    meetingScore: answer.meetingScore,
    freeOnly: answer.free,
    placesLeft: answer.placesLeft,
    // 'free' has its own box (freeOnly); the assistant keeps it in `free`, never among the facets.
    facets: answer.facets.filter((facet) => facet !== 'free'),
  };
}
