import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../domain/auth';
import { toast } from '../components/ui/use-toast';
import { ApiError, api, dataOf, errorMessage } from './api';
import { i18n } from './i18n';
import { isNotSessionQuery, userKeys } from './query-keys';

// The signed-in member, read by the header, the guards and every feature that shows something only to
// members. Signing in (features/auth) and out (here) write this same query.

/** The signed-in member, or null when nobody is (a 401 is an answer here, not an error). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await dataOf(api.GET('/api/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: userKeys.session,
  queryFn: fetchCurrentUser,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * A new session may see different data everywhere (favourites, participants, admin lists): keep the
 * user query (its observers must see the change), drop the rest of the cache, and refetch what is on screen.
 * `clear()` would detach the mounted observers from the cache, so the header would never update.
 */
export function setSessionUser(queryClient: QueryClient, user: PublicUser | null) {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const others = { predicate: isNotSessionQuery };
  queryClient.removeQueries({ ...others, type: 'inactive' });
  void queryClient.invalidateQueries(others);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await api.POST('/api/logout')),
    onSuccess: () => {
      setSessionUser(queryClient, null);
      toast({
        title: i18n.t('common:toasts.logoutSuccess'),
        description: i18n.t('common:toasts.logoutSuccessDescription'),
      });
    },
    onError: (error) => {
      toast({
        title: i18n.t('common:toasts.logoutFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

/** For `.then(ok, reportedByToast)`: the auth hooks already show the failure as a toast. */
export function reportedByToast(): void {}
