import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api';
import { userKeys } from '../../lib/query-keys';
import { fetchUserPage } from '../../lib/user-api';

// Profiles and the member directory. The account cache they share with settings and the admin screens
// lives in lib/user-api.ts.

export const DIRECTORY_PAGE_SIZE = 24;

export function userProfileQuery(id: number) {
  return queryOptions({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/users/{id}', { params: { path: { id: String(id) } }, signal })),
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

/** A numeric id from /profile/{id} or ?id=; null when there is none, NaN when it is not a number. */
export function parseProfileId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  return /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}
