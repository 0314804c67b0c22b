import { useQuery } from '@tanstack/react-query';
import type { CalendarSource } from '../../../../domain/sources/source-input';
import { api, dataOf } from '../../../lib/api';
import { activityKeys } from '../../../lib/query-keys';
import { useRefreshingMutation } from './refreshing-mutation';

// Admin → Bronnen: the calendar sources of the portals the member manages, with add, pause, read now
// and delete. A read changes activities, so it refreshes every activity list too.

export const sourceKeys = {
  all: ['sources'] as const,
  list: () => ['sources', 'list'] as const,
};

export function useSources() {
  return useQuery({
    queryKey: sourceKeys.list(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/sources', { signal })),
  });
}

export function usePortalChoices() {
  return useQuery({
    queryKey: ['portals', 'choices'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/portals', { signal })),
  });
}

function useSourceMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  readsActivities = false,
) {
  return useRefreshingMutation(
    mutationFn,
    readsActivities ? [sourceKeys.all, activityKeys.all] : [sourceKeys.all],
  );
}

export function useAddSource() {
  return useSourceMutation((body: { url: string; portalId: number; needsApproval: boolean }) =>
    dataOf(api.POST('/api/sources', { body })),
  );
}

export function useChangeSource() {
  return useSourceMutation(({ id, ...body }: { id: number; paused?: boolean; needsApproval?: boolean }) =>
    dataOf(api.PATCH('/api/sources/{id}', { params: { path: { id: String(id) } }, body })),
  );
}

export function useReadSource() {
  return useSourceMutation(
    (id: number) => dataOf(api.POST('/api/sources/{id}/read', { params: { path: { id: String(id) } } })),
    true,
  );
}

export function useDeleteSource() {
  return useSourceMutation((id: number) =>
    dataOf(api.DELETE('/api/sources/{id}', { params: { path: { id: String(id) } } })),
  );
}

export type { CalendarSource };
