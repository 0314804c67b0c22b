import type { QueryClient } from '@tanstack/react-query';
import { activityListQuery, teaserQuery } from '../features/activities/api';
import { filtersToParams, loadFilters } from '../features/activities/filter-state';
import { currentLanguage, i18nReady } from '../lib/i18n';

// Route loaders start a page's data request when the navigation starts, in parallel with the download of
// the page's code chunk, instead of after the chunk has arrived and rendered. They use the same query
// options as the pages, so the page's own query picks up the request already under way.
//
// They do not wait for the data: the page renders (with its skeletons) as soon as its code is in, exactly
// as before; a failed request shows as the page's own query error (which refetches on mount).
function inBackground(request: Promise<unknown>): null {
  request.catch(() => undefined);
  return null;
}

/** Home: the weekly teaser's activities. */
export function homeLoader(queryClient: QueryClient) {
  return async () => {
    // The query key holds the language, which is known once its catalogue is in.
    await i18nReady;
    return inBackground(queryClient.ensureQueryData(teaserQuery(currentLanguage())));
  };
}

/** /activities: the first page of the list with the filters the page restores from storage. */
export function activitiesLoader(queryClient: QueryClient) {
  return async () => {
    await i18nReady;
    const filters = loadFilters();
    // The page searches with the debounced search text, which starts as the stored one.
    const params = filtersToParams(filters, filters.searchQuery);
    return inBackground(queryClient.ensureInfiniteQueryData(activityListQuery(params, currentLanguage())));
  };
}
