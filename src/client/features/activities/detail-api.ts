import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../domain/language';
import { toast } from '../../components/ui/use-toast';
import { api, dataOf, errorMessage } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { activityKeys } from '../../lib/query-keys';

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

export function participantsQuery(id: number) {
  return queryOptions({
    queryKey: activityKeys.participants(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/activities/{id}/participants', { params: { path: { id: String(id) } }, signal })),
  });
}

/** Spec 4.1: the status queries run only for signed-in members. */
export function useIsRegistered(id: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.registered(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/activities/{id}/is-registered', { params: { path: { id: String(id) } }, signal })),
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

export function useRegistration(id: number, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (register: boolean) => {
      const path = { params: { path: { id: String(id) } } };
      return dataOf(
        register
          ? api.POST('/api/activities/{id}/register', path)
          : api.DELETE('/api/activities/{id}/register', path),
      );
    },
    onSuccess: (result, register) => {
      queryClient.setQueryData(activityKeys.registered(id), result);
      // The participant list and the count on the detail page change; nothing else does.
      void queryClient.invalidateQueries({ queryKey: activityKeys.participants(id) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.details(id) });
      toast({
        title: i18n.t(register ? 'activities:toasts.registered' : 'activities:toasts.unregistered'),
        description: i18n.t(
          register ? 'activities:toasts.registeredDescription' : 'activities:toasts.unregisteredDescription',
          { title },
        ),
      });
    },
    onError: (error, register) => {
      toast({
        title: i18n.t(register ? 'activities:toasts.registerFailed' : 'activities:toasts.unregisterFailed'),
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
