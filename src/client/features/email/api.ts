import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api';
import { userKeys } from '../../lib/query-keys';

// Confirming an address from the confirmation mail, and turning mail off from any mail: both work
// without logging in, with the token from the mail's link.

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => dataOf(api.POST('/api/email/confirm', { body: { token } })),
    // Settings say 'bevestigd' at once when the member is signed in here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.account }),
  });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    // The signed token in the address is all the route reads (it is the one-click link of RFC 8058).
    mutationFn: (token: string) =>
      dataOf(api.POST('/api/email/unsubscribe', { params: { query: { token } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.account }),
  });
}
