import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../domain/language';
import type { FavoriteStatus, RegistrationStatus } from '../../../domain/participants';
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

/** Spec 4.1's two switches: where to ask its status, where to flip it, and the status's cache key. */
const SWITCHES = {
  register: {
    status: '/api/activities/{id}/is-registered',
    flip: '/api/activities/{id}/register',
    statusKey: activityKeys.registered,
  },
  favorite: {
    status: '/api/activities/{id}/is-favorited',
    flip: '/api/activities/{id}/favorite',
    statusKey: activityKeys.favorited,
  },
} as const;

type Switch = keyof typeof SWITCHES;

/** Whether the member has a switch on for an activity. */
function useSwitchStatus<Status extends RegistrationStatus | FavoriteStatus>(
  kind: Switch,
  id: number,
  enabled: boolean,
) {
  const { status, statusKey } = SWITCHES[kind];
  return useQuery({
    queryKey: statusKey(id),
    // The path names which status answers; the API's types cannot carry that through a union.
    queryFn: ({ signal }) =>
      dataOf(api.GET(status, { params: { path: { id: String(id) } }, signal })) as Promise<Status>,
    enabled,
  });
}

/** Spec 4.1: the status queries run only for signed-in members. */
export function useIsRegistered(id: number, enabled: boolean) {
  return useSwitchStatus<RegistrationStatus>('register', id, enabled);
}

export function useIsFavorited(id: number, enabled: boolean) {
  return useSwitchStatus<FavoriteStatus>('favorite', id, enabled);
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

/**
 * Flipping a switch: POST turns it on, DELETE off. The answer is the new status, cached at once; a
 * failure is toasted with its reason.
 */
function useActivitySwitch(
  kind: Switch,
  id: number,
  failedTitles: readonly [on: string, off: string],
  onChanged: (on: boolean) => void,
) {
  const queryClient = useQueryClient();
  const { flip, statusKey } = SWITCHES[kind];
  return useMutation({
    mutationFn: (on: boolean) => {
      const params = { params: { path: { id: String(id) } } };
      return dataOf(on ? api.POST(flip, params) : api.DELETE(flip, params));
    },
    onSuccess: (result, on) => {
      queryClient.setQueryData(statusKey(id), result);
      onChanged(on);
    },
    onError: (error, on) => {
      toast({
        title: i18n.t(on ? failedTitles[0] : failedTitles[1]),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export function useRegistration(id: number, title: string) {
  const queryClient = useQueryClient();
  const failed = ['activities:toasts.registerFailed', 'activities:toasts.unregisterFailed'] as const;
  return useActivitySwitch('register', id, failed, (register) => {
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
  });
}

export function useFavorite(id: number) {
  const queryClient = useQueryClient();
  const failed = ['activities:toasts.favoriteAddFailed', 'activities:toasts.favoriteRemoveFailed'] as const;
  return useActivitySwitch('favorite', id, failed, (favorite) => {
    void invalidateFavoriteLists(queryClient);
    toast({
      title: i18n.t(favorite ? 'activities:toasts.favoriteAdded' : 'activities:toasts.favoriteRemoved'),
    });
  });
}
