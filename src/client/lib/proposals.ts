import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityCreateInput } from '../../domain/activities/input';
import type { LikelyDuplicate, Proposal, ProposalInput, ProposalStatus } from '../../domain/proposals';
import { type ApiBody, api, dataOf } from './api';
import { activityKeys } from './query-keys';

// Proposals (issue #44): shared by the member's pages (propose, their profile) and the admin queue, so
// it lives here rather than in one feature. Every key is under proposalKeys.all: a decision refreshes
// the queue, the menu's count and the member's list together.

export const proposalKeys = {
  all: ['proposals'] as const,
  settings: () => ['proposals', 'settings'] as const,
  mine: () => ['proposals', 'mine'] as const,
  queue: (status: ProposalStatus | 'all') => ['proposals', 'queue', status] as const,
  pendingCount: () => ['proposals', 'pending-count'] as const,
};

/** Whether members may propose (public; on until an administrator turns it off). */
export function useProposalSettings() {
  return useQuery({
    queryKey: proposalKeys.settings(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/settings/proposals', { signal })),
  });
}

export function useMyProposals(enabled = true) {
  return useQuery({
    queryKey: proposalKeys.mine(),
    queryFn: async ({ signal }) =>
      (await dataOf(
        api.GET('/api/proposals', { params: { query: { mine: 'true' } }, signal }),
      )) as Proposal[],
    enabled,
  });
}

export function useProposalQueue(status: ProposalStatus | 'all') {
  return useQuery({
    queryKey: proposalKeys.queue(status),
    queryFn: async ({ signal }) =>
      (await dataOf(
        api.GET('/api/proposals', { params: { query: status === 'all' ? {} : { status } }, signal }),
      )) as Proposal[],
  });
}

/** The admin menu's badge: pending proposals of the portals the person manages. */
export function usePendingProposalCount(enabled = true) {
  return useQuery({
    queryKey: proposalKeys.pendingCount(),
    queryFn: async ({ signal }) => (await dataOf(api.GET('/api/proposals/pending-count', { signal }))).count,
    enabled,
  });
}

export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form sends the schema's input; the server parses and judges it.
    mutationFn: (payload: ProposalInput) =>
      dataOf(api.POST('/api/proposals', { body: payload as ApiBody<'/api/proposals', 'post'> })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision:
        | { id: number; kind: 'approve'; activity?: ActivityCreateInput }
        | { id: number; kind: 'reject'; reason: string },
    ) => {
      const params = { path: { id: String(decision.id) } };
      return decision.kind === 'approve'
        ? dataOf(
            api.POST('/api/proposals/{id}/approve', {
              params,
              body: (decision.activity ? { activity: decision.activity } : {}) as ApiBody<
                '/api/proposals/{id}/approve',
                'post'
              >,
            }),
          )
        : dataOf(api.POST('/api/proposals/{id}/reject', { params, body: { reason: decision.reason } }));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}

/** What the activity form asks before saving: activities that look like the draft. */
export function fetchLikelyDuplicates(draft: {
  title: string;
  city: string | null;
  portalId: number;
  from: string | null;
  to: string | null;
  excludeId?: number;
}): Promise<LikelyDuplicate[]> {
  return dataOf(api.POST('/api/activities/likely-duplicates', { body: draft }));
}

export function useMergeActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: number; intoId: number }) =>
      dataOf(
        api.POST('/api/activities/{id}/merge', { params: { path: { id: String(id) } }, body: { intoId } }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
