import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityHistory, AgendaHistory } from '../../../../domain/activities/history';
import { api, dataOf } from '../../../lib/api';
import { activityKeys } from '../../../lib/query-keys';

// The history of changes (issue #44, item 5): one activity's, in its dialog's "Geschiedenis" tab, and
// the whole agenda's, on Admin → Wie deed wat. Under activityKeys.all, so every save refreshes them.

export const historyKeys = {
  all: [...activityKeys.all, 'history'] as const,
  activity: (id: number | null) => [...historyKeys.all, 'activity', id] as const,
  agenda: (userId: number | null) => [...historyKeys.all, 'agenda', userId] as const,
};

const PAGE = 30;

/** An activity's changes, newest first, a page at a time; with who made and who last changed it. */
export function useActivityHistory(id: number | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKeys.activity(id),
    queryFn: ({ pageParam, signal }): Promise<ActivityHistory> =>
      dataOf(
        api.GET('/api/activities/{id}/history', {
          params: {
            path: { id: String(id) },
            query: { limit: PAGE, ...(pageParam ? { before: pageParam } : {}) },
          },
          signal,
        }),
      ) as Promise<ActivityHistory>,
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: enabled && id !== null,
    staleTime: 0,
  });
}

/** Who did what across the agenda, newest first; `userId` narrows it to one person. */
export function useAgendaHistory(userId: number | null) {
  return useInfiniteQuery({
    queryKey: historyKeys.agenda(userId),
    queryFn: ({ pageParam, signal }): Promise<AgendaHistory> =>
      dataOf(
        api.GET('/api/history', {
          params: {
            query: {
              limit: PAGE,
              ...(pageParam ? { before: pageParam } : {}),
              ...(userId !== null ? { user: userId } : {}),
            },
          },
          signal,
        }),
      ) as Promise<AgendaHistory>,
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
}
