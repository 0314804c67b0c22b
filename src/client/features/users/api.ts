import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PublicUser } from '../../../domain/auth';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import type {
  AdminUserCreateInput,
  AdminUserUpdateInput,
  OwnProfile,
  UserProfile,
} from '../../../domain/users';
import { ApiError, apiFetch } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';

// Profiles, the member directory and the administrators' user table: all read GET /api/users(/{id}).
// Every key starts with 'users', so a change to any account refreshes them together.

export const DIRECTORY_PAGE_SIZE = 24;

export interface UserPage {
  items: UserProfile[];
  /** All matches (the X-Total-Count header), not only this page. */
  total: number;
}

/** GET /api/users reads its total from a header, which apiFetch does not expose. */
export async function fetchUserPage(
  params: { search?: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<UserPage> {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.search) query.set('search', params.search);
  const response = await fetch(`/api/users?${query}`, {
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    credentials: 'include',
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string'
        ? (payload as { message: string }).message
        : `${response.status}: ${response.statusText}`;
    throw new ApiError(response.status, message);
  }
  const items = Array.isArray(payload) ? (payload as UserProfile[]) : [];
  const total = Number(response.headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export const userKeys = {
  all: ['users'] as const,
  profile: (id: number) => ['users', 'profile', id] as const,
  directory: (search: string) => ['users', 'directory', search] as const,
  admin: (search: string, page: number) => ['users', 'admin', search, page] as const,
};

export function userProfileQuery(id: number) {
  return queryOptions({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) => apiFetch<UserProfile>(`/api/users/${id}`, { signal }),
  });
}

export function useUserProfile(id: number | null) {
  return useQuery({ ...userProfileQuery(id ?? 0), enabled: id !== null });
}

/** The directory: pages of members, more appended as the member scrolls. */
export function useUserDirectory(search: string) {
  return useInfiniteQuery({
    queryKey: userKeys.directory(search),
    queryFn: ({ pageParam, signal }) =>
      fetchUserPage({ search, limit: DIRECTORY_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** One page of the administrators' user table (spec 9: page size 10). */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: userKeys.admin(search, page),
    queryFn: ({ signal }) =>
      fetchUserPage({ search, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
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
  queryClient.setQueryData<PublicUser | null>(['user'], (old) =>
    old && old.id === user.id ? { ...old, ...user } : old,
  );
  queryClient.setQueryData<OwnProfile>(ownAccountQuery.queryKey, (old) =>
    old && old.id === user.id ? { ...old, ...user } : old,
  );
  queryClient.setQueryData(userKeys.profile(user.id), user);
  void queryClient.invalidateQueries({ queryKey: ['users', 'directory'] });
  void queryClient.invalidateQueries({ queryKey: ['users', 'admin'] });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation is checked in the form; the server checks it again when sent.
    mutationFn: (input: AdminUserCreateInput) =>
      apiFetch<UserProfile>('/api/users', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUserUpdateInput }) =>
      apiFetch<UserProfile>(`/api/users/${id}`, { method: 'PUT', body: input }),
    onSuccess: (user) => applyAccountChange(queryClient, user),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ message: string }>(`/api/users/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: userKeys.profile(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** Initials for an avatar without a picture: first plus last name, else the username's first letter. */
export function initialsOf(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const first = user.firstName?.trim().charAt(0) ?? '';
  const last = user.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.trim();
  return (initials || user.username.charAt(0)).toUpperCase();
}

/** A numeric id from /profile/{id} or ?id=; null when there is none, NaN when it is not a number. */
export function parseProfileId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  return /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}
