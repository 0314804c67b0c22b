import type { QueryClient } from '@tanstack/react-query';
import { activityListQuery } from '../features/activities/api';
import { filtersForViewer, filtersToParams } from '../features/activities/filter-state';
import { initialFilters } from '../features/activities/filter-url';
import { currentLanguage } from '../lib/i18n';
import { currentUserQuery } from '../lib/session';

/** The list's first page with the filters the page opens with: the address's, else the stored ones. */
export async function startActivityList(queryClient: QueryClient, address: URL): Promise<unknown> {
  const stored = initialFilters(address.searchParams);
  // Only a stored Favorieten depends on who looks (a member's filter): then, and only then, the request
  // waits for the session, as the page does before its first render.
  const isMember = stored.showFavorites
    ? Boolean(await queryClient.ensureQueryData(currentUserQuery).catch(() => null))
    : false;
  const filters = filtersForViewer(stored, isMember);
  // The page searches with the debounced search text, which starts as the stored one.
  const params = filtersToParams(filters, filters.searchQuery);
  return queryClient.ensureInfiniteQueryData(activityListQuery(params, currentLanguage()));
}
