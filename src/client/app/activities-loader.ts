import type { QueryClient } from '@tanstack/react-query';
import { activityListQuery } from '../features/activities/api';
import { filtersToParams, loadFilters } from '../features/activities/filter-state';
import { currentLanguage } from '../lib/i18n';

/** The list's first page with the filters the page restores from storage (see route-loaders.ts). */
export function startActivityList(queryClient: QueryClient): Promise<unknown> {
  const filters = loadFilters();
  // The page searches with the debounced search text, which starts as the stored one.
  const params = filtersToParams(filters, filters.searchQuery);
  return queryClient.ensureInfiniteQueryData(activityListQuery(params, currentLanguage()));
}
