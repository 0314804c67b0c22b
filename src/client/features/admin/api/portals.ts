import { useQuery } from '@tanstack/react-query';
import type { PortalInput } from '../../../../domain/portals';
import { api, dataOf } from '../../../lib/api';
import { activityKeys, portalKeys } from '../../../lib/query-keys';
import { useRefreshingMutation } from './refreshing-mutation';

// Admin → Portals. The overview is under the shared portal keys (lib/query-keys.ts) like the agenda's
// filter choices, so a change refreshes those dropdowns too.

export function usePortalOverview() {
  return useQuery({
    queryKey: portalKeys.overview(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/portals/overview', { signal })),
  });
}

/** What a change to portals refreshes: every portal list, and activity lists that show portal names. */
const PORTALS_CHANGED = [portalKeys.all, activityKeys.all];

export function useCreatePortal() {
  return useRefreshingMutation(
    (input: PortalInput) => dataOf(api.POST('/api/portals', { body: input })),
    PORTALS_CHANGED,
  );
}

export function useUpdatePortal() {
  return useRefreshingMutation(
    ({ id, input }: { id: number; input: PortalInput }) =>
      dataOf(api.PUT('/api/portals/{id}', { params: { path: { id: String(id) } }, body: input })),
    PORTALS_CHANGED,
  );
}

export function useDeletePortal() {
  return useRefreshingMutation(
    ({ id, moveTo }: { id: number; moveTo: number | null }) =>
      dataOf(
        api.DELETE('/api/portals/{id}', {
          params: { path: { id: String(id) }, query: moveTo === null ? {} : { moveTo } },
        }),
      ),
    PORTALS_CHANGED,
  );
}
