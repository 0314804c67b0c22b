import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { ownAccountQuery } from '../../lib/user-api';

// Confirming an address from the confirmation mail, and turning mail off from any mail: both work
// without logging in, with the token from the mail's link.

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<{ message: string }>('/api/email/confirm', { method: 'POST', body: { token } }),
    // Settings say 'bevestigd' at once when the member is signed in here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownAccountQuery.queryKey }),
  });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<{ message: string }>(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownAccountQuery.queryKey }),
  });
}
