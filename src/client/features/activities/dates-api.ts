import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api';
import { activityKeys } from '../../lib/query-keys';

// An activity's next dates with their places (public), and the member's standing on one of them.

/** How many dates the detail page offers to choose from. */
export const DATES_SHOWN = 8;

export function activityDatesQuery(id: number) {
  return queryOptions({
    queryKey: activityKeys.dates(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/activities/{id}/dates', {
          params: { path: { id: String(id) }, query: { limit: DATES_SHOWN } },
          signal,
        }),
      ),
  });
}
