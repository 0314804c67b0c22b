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

/**
 * A history read a page at a time, newest first: each next page asks for the changes before the last
 * one it has (`before`). Unlike the client's default, a history is read again whenever it is shown.
 */
function historyPages<Page extends { nextBefore: number | null }>(
  queryKey: readonly unknown[],
  fetchPage: (query: { limit: number; before?: number }, signal: AbortSignal) => Promise<Page>,
) {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchPage({ limit: PAGE, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.nextBefore ?? undefined,
    staleTime: 0,
  };
}

/** An activity's changes, newest first, a page at a time; with who made and who last changed it. */
export function useActivityHistory(id: number | null, enabled: boolean) {
  return useInfiniteQuery({
    ...historyPages(
      historyKeys.activity(id),
      (query, signal) =>
        dataOf(
          api.GET('/api/activities/{id}/history', { params: { path: { id: String(id) }, query }, signal }),
        ) as Promise<ActivityHistory>,
    ),
    enabled: enabled && id !== null,
  });
}

/** Who did what across the agenda, newest first; `userId` narrows it to one person. */
export function useAgendaHistory(userId: number | null) {
  return useInfiniteQuery(
    historyPages(
      historyKeys.agenda(userId),
      (query, signal) =>
        dataOf(
          api.GET('/api/history', {
            params: { query: { ...query, ...(userId !== null ? { user: userId } : {}) } },
            signal,
          }),
        ) as Promise<AgendaHistory>,
    ),
  );
}
