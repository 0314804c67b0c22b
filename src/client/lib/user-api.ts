import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../domain/auth';
import type { OwnProfile, UserProfile } from '../../domain/users';
import { api, dataOf } from './api';
import { type Page, pageOf } from './api-page';
import { userKeys } from './query-keys';
import { currentUserQuery } from './session';

// Accounts as profiles, the member directory, the administrators' user table and settings show them:
// all read GET /api/users(/{id}) or GET /api/user. Every list key starts with userKeys.all, so a change
// to any account refreshes them together.

export type UserPage = Page<UserProfile>;

export function fetchUserPage(
  params: { search?: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<UserPage> {
  const query = { limit: params.limit, offset: params.offset, search: params.search || undefined };
  return pageOf(api.GET('/api/users', { params: { query }, signal }));
}

/**
 * The signed-in member's own account with every setting. The session query may hold the shorter answer
 * of POST /api/login, so settings read GET /api/user under a key of their own; the account key is
 * refreshed on every login and logout like any other non-session query.
 */
export const ownAccountQuery = queryOptions({
  queryKey: userKeys.account,
  queryFn: ({ signal }): Promise<OwnProfile> => dataOf(api.GET('/api/user', { signal })),
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
  void queryClient.invalidateQueries({ queryKey: userKeys.directories() });
  void queryClient.invalidateQueries({ queryKey: userKeys.adminPages() });
}
