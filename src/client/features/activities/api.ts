import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ActivityDetail, ActivityListItem } from '../../../domain/activities/response';
import type { Language } from '../../../domain/language';
import type { FavoriteStatus, Participant, RegistrationStatus } from '../../../domain/participants';
import type { PortalSummary } from '../../../domain/portals';
import { toast } from '../../components/ui/use-toast';
import { apiFetch, apiFetchWithHeaders, errorMessage } from '../../lib/api';
import { i18n } from '../../lib/i18n';

// Portals and participants as the server declares them (src/domain), never typed a second time here.
export type { ActivityDetail, ActivityListItem, Participant, PortalSummary as PortalOption };

function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** Spec 4.1: the language goes along as `lang` only when it is not Dutch. */
function langParams(lang: Language): Record<string, string> {
  return lang === 'nl' ? {} : { lang };
}

// --- Query keys: one tree under 'activities', so a mutation can name exactly what it changes ----

export const activityKeys = {
  all: ['activities'] as const,
  lists: () => ['activities', 'list'] as const,
  list: (params: Record<string, string>, lang: Language) => ['activities', 'list', params, lang] as const,
  tags: () => ['activities', 'tags'] as const,
  teaser: (lang: Language) => ['activities', 'teaser', lang] as const,
  detail: (id: number, lang: Language) => ['activities', 'detail', id, lang] as const,
  details: (id: number) => ['activities', 'detail', id] as const,
  participants: (id: number) => ['activities', 'participants', id] as const,
  registered: (id: number) => ['activities', 'is-registered', id] as const,
  favorited: (id: number) => ['activities', 'is-favorited', id] as const,
};

// --- List --------------------------------------------------------------------------------------

export interface ActivityPage {
  items: ActivityListItem[];
  total: number;
  offset: number;
}

export function activityListQuery(params: Record<string, string>, lang: Language) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(params, lang),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ActivityPage> => {
      const { data, headers } = await apiFetchWithHeaders<ActivityListItem[]>(
        withQuery('/api/activities', {
          ...params,
          ...langParams(lang),
          // No `limit`: the server's default page size (ACTIVITY_PAGE_SIZE in domain/activities/list-query)
          // is the list's. Importing that constant here would pull the filter model's zod schemas into the
          // first load of every page (home's teaser imports this module).
          offset: String(pageParam),
        }),
        { signal },
      );
      const total = Number(headers.get('x-total-count'));
      return {
        items: data,
        total: Number.isFinite(total) && headers.has('x-total-count') ? total : pageParam + data.length,
        offset: pageParam,
      };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}

export function useActivityList(params: Record<string, string>, lang: Language) {
  return useInfiniteQuery(activityListQuery(params, lang));
}

export const tagsQuery = queryOptions({
  queryKey: activityKeys.tags(),
  queryFn: ({ signal }) => apiFetch<string[]>('/api/activities/tags', { signal }),
});

export function portalsQuery(type: 'city' | 'organization') {
  return queryOptions({
    queryKey: ['portals', type] as const,
    queryFn: ({ signal }) => apiFetch<PortalSummary[]>(`/api/portals?type=${type}`, { signal }),
  });
}

export const TEASER_SIZE = 3;
/** The pool the teaser picks from: the next upcoming activities, chosen from at random on each render. */
const TEASER_POOL = 24;

export function teaserQuery(lang: Language) {
  return queryOptions({
    queryKey: activityKeys.teaser(lang),
    queryFn: ({ signal }) =>
      apiFetch<ActivityListItem[]>(
        withQuery('/api/activities', { ...langParams(lang), limit: String(TEASER_POOL) }),
        { signal },
      ),
  });
}

// --- Detail ------------------------------------------------------------------------------------

export function activityDetailQuery(id: number, lang: Language) {
  return queryOptions({
    queryKey: activityKeys.detail(id, lang),
    queryFn: ({ signal }) =>
      apiFetch<ActivityDetail>(withQuery(`/api/activities/${id}`, { lang }), { signal }),
  });
}

export function useActivityDetail(id: number | null, lang: Language) {
  return useQuery({ ...activityDetailQuery(id ?? 0, lang), enabled: id !== null });
}

export function participantsQuery(id: number) {
  return queryOptions({
    queryKey: activityKeys.participants(id),
    queryFn: ({ signal }) => apiFetch<Participant[]>(`/api/activities/${id}/participants`, { signal }),
  });
}

/** Spec 4.1: the status queries run only for signed-in members. */
export function useIsRegistered(id: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.registered(id),
    queryFn: ({ signal }) => apiFetch<RegistrationStatus>(`/api/activities/${id}/is-registered`, { signal }),
    enabled,
  });
}

export function useIsFavorited(id: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.favorited(id),
    queryFn: ({ signal }) => apiFetch<FavoriteStatus>(`/api/activities/${id}/is-favorited`, { signal }),
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
    mutationFn: (register: boolean) =>
      apiFetch<RegistrationStatus>(`/api/activities/${id}/register`, {
        method: register ? 'POST' : 'DELETE',
      }),
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
    mutationFn: (favorite: boolean) =>
      apiFetch<FavoriteStatus>(`/api/activities/${id}/favorite`, {
        method: favorite ? 'POST' : 'DELETE',
      }),
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
