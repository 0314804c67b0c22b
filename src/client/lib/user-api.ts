import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../domain/auth';
import type { OwnProfile, UserProfile } from '../../domain/users';
import { apiFetch, apiFetchWithHeaders } from './api';
import { currentUserQuery } from './session';

// Accounts as profiles, the member directory, the administrators' user table and settings show them:
// all read GET /api/users(/{id}) or GET /api/user. Every list key starts with 'users', so a change to any
// account refreshes them together.

export const userKeys = {
  all: ['users'] as const,
  profile: (id: number) => ['users', 'profile', id] as const,
  directory: (search: string) => ['users', 'directory', search] as const,
  admin: (search: string, page: number) => ['users', 'admin', search, page] as const,
};

export interface UserPage {
  items: UserProfile[];
  /** All matches (the X-Total-Count header), not only this page. */
  total: number;
}

export async function fetchUserPage(
  params: { search?: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<UserPage> {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.search) query.set('search', params.search);
  const { data, headers } = await apiFetchWithHeaders<UserProfile[] | null>(`/api/users?${query}`, {
    signal,
  });
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/**
 * The signed-in member's own account with every setting. The session query (['user']) may hold the
 * shorter answer of POST /api/login, so settings read GET /api/user under a key of their own; the
 * 'account' key is refreshed on every login and logout like any other non-session query.
 */
export const ownAccountQuery = queryOptions({
  queryKey: ['account'] as const,
  queryFn: ({ signal }) => apiFetch<OwnProfile>('/api/user', { signal }),
});

export function useOwnAccount() {
  return useQuery(ownAccountQuery);
}

/** After a change to an account: the header, the settings and every user list show the new values. */
export function applyAccountChange(queryClient: QueryClient, user: UserProfile | OwnProfile) {
  queryClient.setQueryData<PublicUser | null>(currentUserQuery.queryKey, (old) =>
    old && old.id === user.id ? { ...old, ...user } : old,
  );
  queryClient.setQueryData<OwnProfile>(ownAccountQuery.queryKey, (old) =>
    old && old.id === user.id ? { ...old, ...user } : old,
  );
  queryClient.setQueryData(userKeys.profile(user.id), user);
  void queryClient.invalidateQueries({ queryKey: ['users', 'directory'] });
  void queryClient.invalidateQueries({ queryKey: ['users', 'admin'] });
}
