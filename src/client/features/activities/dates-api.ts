import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api';
import { activityKeys } from '../../lib/query-keys';

// An activity's next dates with their places (public), and the member's standing on one of them.

/** How many dates the detail page offers to choose from. */
export const DATES_SHOWN = 8;

/** The request parameters of something about one date of an activity (null: the next date). */
export function onDateParams(id: number, date: string | null) {
  return { path: { id: String(id) }, query: date ? { date } : {} };
}

/**
 * After someone joins or leaves a date, or a date is cancelled or moved: every date's standing,
 * participants and places may change, and the count on the detail page; nothing else does.
 */
export function invalidateDateStandings(queryClient: QueryClient, id: number) {
  for (const queryKey of [
    activityKeys.registeredOf(id),
    activityKeys.participantsOf(id),
    activityKeys.dates(id),
    activityKeys.details(id),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function activityDatesQuery(id: number) {
  return queryOptions({
    queryKey: activityKeys.dates(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/activities/{id}/dates', {
          params: { path: { id: String(id) }, query: { limit: DATES_SHOWN } },
          signal,
        }),
      ),
  });
}

/** What a reminder's one-click leave link is about (changes nothing). */
export function leaveLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['activities', 'leave-link', token] as const,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/registrations/leave', { params: { query: { token } }, signal })),
    retry: false,
  });
}

/** Leaves the date a one-click leave link names; the link is the proof, no login is needed. */
export function useLeaveByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      dataOf(api.POST('/api/registrations/leave', { params: { query: { token } } })),
    onSuccess: (left) => {
      if (left.activityId !== null) invalidateDateStandings(queryClient, left.activityId);
    },
  });
}

/** A date's people for its organiser (administrators): going, the waitlist, whom to expect. */
export function organiserDateQuery(id: number, date: string | null) {
  return queryOptions({
    queryKey: [...activityKeys.participantsOf(id), 'organiser', date] as const,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/activities/{id}/registrations', { params: onDateParams(id, date), signal })),
  });
}

/** What an organiser does with one date of a series (the path's last part and the method). */
export type DateChangeRequest =
  | { action: 'cancel'; date: string; reason: string }
  | { action: 'uncancel'; date: string }
  | { action: 'move'; date: string; to: string; startTime?: string; endTime?: string }
  | { action: 'unmove'; date: string };

/**
 * Cancels, moves or restores one date (administrators). The dates, the detail's next dates and the
 * participants of every date change with it (a moved date's people move along).
 */
export function useDateChange(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DateChangeRequest) => {
      const path = { path: { id: String(activityId), date: request.date } };
      switch (request.action) {
        case 'cancel':
          return dataOf(
            api.POST('/api/activities/{id}/dates/{date}/cancel', {
              params: path,
              body: request.reason.trim() ? { reason: request.reason.trim() } : {},
            }),
          );
        case 'uncancel':
          return dataOf(api.DELETE('/api/activities/{id}/dates/{date}/cancel', { params: path }));
        case 'move':
          return dataOf(
            api.POST('/api/activities/{id}/dates/{date}/move', {
              params: path,
              body: {
                date: request.to,
                ...(request.startTime ? { startTime: request.startTime } : {}),
                ...(request.endTime ? { endTime: request.endTime } : {}),
              },
            }),
          );
        case 'unmove':
          return dataOf(api.DELETE('/api/activities/{id}/dates/{date}/move', { params: path }));
      }
    },
    onSuccess: () => invalidateDateStandings(queryClient, activityId),
  });
}
