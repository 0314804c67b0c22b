import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WelcomerInput } from '../../../domain/company';
import { api, dataOf } from '../../lib/api';
import { activityKeys } from '../../lib/query-keys';
import { onDateParams } from './dates-api';

// "Nobody has to come alone" (issue #43) on the detail page: who else would like company on a date, a
// message to one of them, blocking and reporting, what the member says of coming alone, and the
// welcomer of a date (set by administrators).

const companyKeys = {
  of: (id: number) => ['activities', 'company', id] as const,
  on: (id: number, date: string | null) => ['activities', 'company', id, date] as const,
  welcomerOf: (id: number) => ['activities', 'welcomer', id] as const,
  welcomer: (id: number, date: string) => ['activities', 'welcomer', id, date] as const,
};

/** The others who would like company on the date (only for a member who asked for it too). */
export function companyQuery(id: number, date: string | null) {
  return queryOptions({
    queryKey: companyKeys.on(id, date),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/activities/{id}/company', { params: onDateParams(id, date), signal })),
  });
}

/** The welcomer of one date: its own, else the activity's. */
export function dateWelcomerQuery(id: number, date: string) {
  return queryOptions({
    queryKey: companyKeys.welcomer(id, date),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/activities/{id}/dates/{date}/welcomer', {
          params: { path: { id: String(id), date } },
          signal,
        }),
      ),
  });
}

export interface CompanyChoices {
  comingAlone: boolean;
  wantsCompany: boolean;
  companyNote: string;
}

/** Changes what the member said for a date they take part in (posting again keeps their place). */
export function useCompanyChoices(id: number, date: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: CompanyChoices) =>
      dataOf(
        api.POST('/api/activities/{id}/register', {
          params: { path: { id: String(id) } },
          body: {
            ...(date ? { date } : {}),
            comingAlone: choices.comingAlone,
            wantsCompany: choices.wantsCompany,
            companyNote: choices.companyNote.trim() || null,
          },
        }),
      ),
    onSuccess: () => {
      for (const queryKey of [activityKeys.registeredOf(id), activityKeys.dates(id), companyKeys.of(id)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useSendCompanyMessage(id: number, date: string | null) {
  return useMutation({
    mutationFn: (message: { to: number; text: string }) =>
      dataOf(
        api.POST('/api/activities/{id}/company/messages', {
          params: { path: { id: String(id) } },
          body: { ...(date ? { date } : {}), ...message },
        }),
      ),
  });
}

/** Blocks (true) or unblocks (false) a member; the company lists change with it. */
export function useBlock(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) => {
      const params = { params: { path: { id: String(userId) } } };
      return dataOf(
        block ? api.POST('/api/users/{id}/block', params) : api.DELETE('/api/users/{id}/block', params),
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.of(activityId) }),
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      dataOf(
        api.POST('/api/company/messages/{id}/report', {
          params: { path: { id: String(messageId) } },
          body: { reason },
        }),
      ),
  });
}

/** Names (or, with null, takes away) the welcomer of one date (administrators). */
export function useDateWelcomer(id: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (welcomer: WelcomerInput | null) => {
      const params = { params: { path: { id: String(id), date } } };
      return dataOf(
        welcomer
          ? api.PUT('/api/activities/{id}/dates/{date}/welcomer', { ...params, body: welcomer })
          : api.DELETE('/api/activities/{id}/dates/{date}/welcomer', params),
      );
    },
    onSuccess: (answer) => queryClient.setQueryData(companyKeys.welcomer(id, date), answer),
  });
}
