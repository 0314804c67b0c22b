import type { Facet } from '../../../domain/activities/facets';
import type { ActivityFilters } from './filter-state';

// The filters that are on, each as a chip that can be taken off on its own: on a phone the filter
// controls live in a sheet behind 'Filters (n)', and these chips show what is on without opening it
// (issue #14, item 8). The search has its own field and is not a chip.

export type ActiveFilter =
  | { kind: 'date'; value: 'today' | 'tomorrow' | 'weekend' }
  | { kind: 'range'; startDate: string | null; endDate: string | null }
  | { kind: 'archive' }
  | { kind: 'favorites' }
  | { kind: 'category'; value: string }
  | { kind: 'tag'; value: string }
  | { kind: 'city'; value: number }
  | { kind: 'organization'; value: number }
  | { kind: 'score'; value: number }
  | { kind: 'oneTime' }
  | { kind: 'free' }
  | { kind: 'placesLeft' }
  | { kind: 'facet'; value: Facet };

/** Every filter that is on, in the order the controls show them. */
export function activeFilters(filters: ActivityFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const { dateFilter } = filters;
  if (dateFilter === 'today' || dateFilter === 'tomorrow' || dateFilter === 'weekend') {
    active.push({ kind: 'date', value: dateFilter });
  } else if (dateFilter === 'custom' && (filters.startDate || filters.endDate)) {
    active.push({ kind: 'range', startDate: filters.startDate, endDate: filters.endDate });
  }
  if (filters.showArchive) active.push({ kind: 'archive' });
  if (filters.showFavorites) active.push({ kind: 'favorites' });
  if (filters.selectedPortalId !== null) active.push({ kind: 'city', value: filters.selectedPortalId });
  if (filters.selectedOrganizationId !== null)
    active.push({ kind: 'organization', value: filters.selectedOrganizationId });
  if (filters.category !== null) active.push({ kind: 'category', value: filters.category });
  for (const tag of filters.selectedTags) active.push({ kind: 'tag', value: tag });
  if (filters.meetingScore !== null) active.push({ kind: 'score', value: filters.meetingScore });
  if (filters.oneTimeOnly) active.push({ kind: 'oneTime' });
  if (filters.freeOnly) active.push({ kind: 'free' });
  if (filters.placesLeft) active.push({ kind: 'placesLeft' });
  for (const facet of filters.facets) active.push({ kind: 'facet', value: facet });
  return active;
}

type OneFieldFilter = Exclude<ActiveFilter['kind'], 'date' | 'range' | 'tag' | 'facet'>;

/** The filters that are one field each, and that field as it is when the filter is off. */
const OFF: Record<OneFieldFilter, Partial<ActivityFilters>> = {
  archive: { showArchive: false },
  favorites: { showFavorites: false },
  city: { selectedPortalId: null },
  organization: { selectedOrganizationId: null },
  category: { category: null },
  score: { meetingScore: null },
  oneTime: { oneTimeOnly: false },
  free: { freeOnly: false },
  placesLeft: { placesLeft: false },
};

/** The change that takes one filter off, leaving the others as they are. */
export function withoutFilter(filters: ActivityFilters, filter: ActiveFilter): Partial<ActivityFilters> {
  switch (filter.kind) {
    case 'date':
    case 'range':
      return { dateFilter: 'all', startDate: null, endDate: null };
    case 'tag':
      return { selectedTags: filters.selectedTags.filter((tag) => tag !== filter.value) };
    case 'facet':
      return { facets: filters.facets.filter((facet) => facet !== filter.value) };
    default:
      return OFF[filter.kind];
  }
}

/** A stable key for a chip. */
export function filterKey(filter: ActiveFilter): string {
  return 'value' in filter ? `${filter.kind}:${filter.value}` : filter.kind;
}
