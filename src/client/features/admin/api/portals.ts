import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalInput } from '../../../../domain/portals';
import { api, dataOf } from '../../../lib/api';
import { activityKeys, portalKeys } from '../../../lib/query-keys';

// Admin → Portals. The overview is under the shared portal keys (lib/query-keys.ts) like the agenda's
// filter choices, so a change refreshes those dropdowns too.

export function usePortalOverview() {
  return useQuery({
    queryKey: portalKeys.overview(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/portals/overview', { signal })),
  });
}

/** After a change to portals: every portal list, and activity lists that show portal names. */
function portalsChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: portalKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

export function useCreatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalInput) => dataOf(api.POST('/api/portals', { body: input })),
    onSuccess: () => portalsChanged(queryClient),
  });
}

export function useUpdatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PortalInput }) =>
      dataOf(api.PUT('/api/portals/{id}', { params: { path: { id: String(id) } }, body: input })),
    onSuccess: () => portalsChanged(queryClient),
  });
}

export function useDeletePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: number; moveTo: number | null }) =>
      dataOf(
        api.DELETE('/api/portals/{id}', {
          params: { path: { id: String(id) }, query: moveTo === null ? {} : { moveTo } },
        }),
      ),
    onSuccess: () => portalsChanged(queryClient),
  });
}
