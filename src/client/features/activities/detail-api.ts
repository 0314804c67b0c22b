import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../domain/language';
import type { Registration, RegistrationStatus } from '../../../domain/participants';
import { toast } from '../../components/ui/use-toast';
import { api, dataOf, errorMessage } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { activityKeys } from '../../lib/query-keys';
import { invalidateDateStandings, onDateParams } from './dates-api';

// One activity's queries and the member's actions on it (spec 4.1), for the detail page; the lists'
// queries are in api.ts.

// --- Detail ------------------------------------------------------------------------------------

export function activityDetailQuery(id: number, lang: Language) {
  return queryOptions({
    queryKey: activityKeys.detail(id, lang),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/activities/{id}', { params: { path: { id: String(id) }, query: { lang } }, signal }),
      ),
  });
}

export function useActivityDetail(id: number | null, lang: Language) {
  return useQuery({ ...activityDetailQuery(id ?? 0, lang), enabled: id !== null });
}

/** Who goes on a date (null: the next date, or a one-time activity's only one). */
export function participantsQuery(id: number, date: string | null) {
  return queryOptions({
    queryKey: activityKeys.participants(id, date),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/activities/{id}/participants', { params: onDateParams(id, date), signal })),
  });
}

/** Spec 4.1: the status queries run only for signed-in members. The standing on a date (null: the next). */
export function useIsRegistered(id: number, enabled: boolean, date: string | null = null) {
  return useQuery({
    queryKey: activityKeys.registered(id, date),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/activities/{id}/is-registered', { params: onDateParams(id, date), signal })),
    enabled,
  });
}

export function useIsFavorited(id: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.favorited(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/activities/{id}/is-favorited', { params: { path: { id: String(id) } }, signal })),
    enabled,
  });
}

// --- Mutations ---------------------------------------------------------------------------------

/** Lists that show favourites only: the one list a favourite change alters. */
function invalidateFavoriteLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: activityKeys.lists(),
    predicate: (query) => {
      const params = query.queryKey[2] as Record<string, string> | undefined;
      return params?.showFavorites === 'true';
    },
  });
}

/** What a member does about a date: take part (or wait for a place), or leave; `every`: the whole series. */
export type RegistrationAction =
  | { kind: 'join'; every?: boolean; comingAlone?: boolean; wantsCompany?: boolean; companyNote?: string }
  | { kind: 'leave'; every?: boolean };

export function useRegistration(id: number, title: string, date: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RegistrationAction): Promise<Registration | RegistrationStatus> => {
      const path = { id: String(id) };
      if (action.kind === 'join') {
        const company = {
          comingAlone: action.comingAlone,
          wantsCompany: action.wantsCompany,
          ...(action.wantsCompany && action.companyNote ? { companyNote: action.companyNote } : {}),
        };
        const body = action.every
          ? { every: true as const, ...company }
          : { ...(date ? { date } : {}), ...company };
        return dataOf(api.POST('/api/activities/{id}/register', { params: { path }, body }));
      }
      const query = !action.every && date ? { date } : {};
      return dataOf(api.DELETE('/api/activities/{id}/register', { params: { path, query } }));
    },
    onSuccess: (result, action) => {
      // Joining every time, or leaving (a promotion from the waitlist), may change any date.
      invalidateDateStandings(queryClient, id);
      const joined = action.kind === 'join';
      const waiting = joined && 'status' in result && result.status === 'waitlisted';
      toast({
        title: i18n.t(
          waiting
            ? 'activities:toasts.waitlisted'
            : joined
              ? 'activities:toasts.registered'
              : 'activities:toasts.unregistered',
        ),
        description: i18n.t(
          waiting
            ? 'activities:toasts.waitlistedDescription'
            : joined
              ? 'activities:toasts.registeredDescription'
              : 'activities:toasts.unregisteredDescription',
          { title },
        ),
      });
    },
    onError: (error, action) => {
      toast({
        title: i18n.t(
          action.kind === 'join' ? 'activities:toasts.registerFailed' : 'activities:toasts.unregisterFailed',
        ),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export function useFavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => {
      const path = { params: { path: { id: String(id) } } };
      return dataOf(
        favorite
          ? api.POST('/api/activities/{id}/favorite', path)
          : api.DELETE('/api/activities/{id}/favorite', path),
      );
    },
    onSuccess: (result, favorite) => {
      queryClient.setQueryData(activityKeys.favorited(id), result);
      void invalidateFavoriteLists(queryClient);
      toast({
        title: i18n.t(favorite ? 'activities:toasts.favoriteAdded' : 'activities:toasts.favoriteRemoved'),
      });
    },
    onError: (error, favorite) => {
      toast({
        title: i18n.t(
          favorite ? 'activities:toasts.favoriteAddFailed' : 'activities:toasts.favoriteRemoveFailed',
        ),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
