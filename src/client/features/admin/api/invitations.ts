import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api';
import { useRefreshingMutation } from './refreshing-mutation';

// Admin → Instellingen → Uitnodigingen: links that let one person join while open registration is off.

export const invitationKeys = {
  all: ['invitations'] as const,
  list: () => ['invitations', 'list'] as const,
};

export function useInvitations(enabled = true) {
  return useQuery({
    queryKey: invitationKeys.list(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/invitations', { signal })),
    enabled,
  });
}

export function useCreateInvitation() {
  return useRefreshingMutation(
    (body: { email?: string; days?: number }) => dataOf(api.POST('/api/invitations', { body })),
    [invitationKeys.all],
  );
}

export function useWithdrawInvitation() {
  return useRefreshingMutation(
    (id: number) => dataOf(api.DELETE('/api/invitations/{id}', { params: { path: { id: String(id) } } })),
    [invitationKeys.all],
  );
}
