import type { AssistantFilters } from './answer';

/**
 * The assistant's filter set as the query string of GET /api/activities, the same parameters the list
 * page sends for the same filter bar: only what is set, so the server counts exactly what the list
 * will show. `paid` and `location` filter nothing (there is no such list filter; portalId is the city).
 */
export function assistantListParams(filters: AssistantFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.searchQuery) params.search = filters.searchQuery;
  if (filters.date === 'custom') {
    params.dateFilter = 'custom';
    if (filters.startDate) params.startDate = filters.startDate;
    if (filters.endDate) params.endDate = filters.endDate;
  } else if (filters.date !== 'all') {
    params.dateFilter = filters.date;
  }
  if (filters.tags.length > 0) params.tags = filters.tags.join(',');
  if (filters.portalId !== null) params.portalId = String(filters.portalId);
  if (filters.organizationId !== null) params.organizationId = String(filters.organizationId);
  if (filters.meetingScore !== null) params.meetingScore = String(filters.meetingScore);
  if (filters.free) params.freeOnly = 'true';
  if (filters.placesLeft) params.placesLeft = 'true';
  if (filters.facets.length > 0) params.facets = filters.facets.join(',');
  return params;
}
