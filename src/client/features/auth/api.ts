import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser, RegisterInput } from '../../../domain/auth';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiFetch } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/** The signed-in member, or null when nobody is (a 401 is an answer here, not an error). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await apiFetch<PublicUser>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: ['user'] as const,
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
function setSessionUser(queryClient: QueryClient, user: PublicUser | null) {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const others = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'user' };
  queryClient.removeQueries({ ...others, type: 'inactive' });
  void queryClient.invalidateQueries(others);
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('common:toasts.genericError');
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiFetch<PublicUser>('/api/login', { method: 'POST', body: input }),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({
        title: i18n.t('common:toasts.loginSuccess'),
        description: i18n.t('common:toasts.loginSuccessDescription', { username: user.username }),
      });
    },
    onError: (error) => {
      toast({
        title: i18n.t('common:toasts.loginFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation is checked on the client; the server only needs the account fields.
    mutationFn: ({ confirmPassword: _confirm, ...input }: RegisterInput) =>
      apiFetch<PublicUser>('/api/register', { method: 'POST', body: input }),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({
        title: i18n.t('common:toasts.registerSuccess'),
        description: i18n.t('common:toasts.registerSuccessDescription', { username: user.username }),
      });
    },
    onError: (error) => {
      toast({
        title: i18n.t('common:toasts.registerFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/logout', { method: 'POST' }),
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

/** The name people recognise: first and last name when known, else the username. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

/** For `.then(ok, reportedByToast)`: the auth hooks already show the failure as a toast. */
export function reportedByToast(): void {}
