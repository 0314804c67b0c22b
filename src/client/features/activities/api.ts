import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityDetail, ActivityListItem } from '../../../domain/activities/response';
import type { Language } from '../../../domain/language';
import type { Participant } from '../../../domain/participants';
import type { PortalSummary } from '../../../domain/portals';
import { apiFetch, apiFetchWithHeaders } from '../../lib/api';

// Portals and participants as the server declares them (src/domain), never typed a second time here.
export type { ActivityDetail, ActivityListItem, Participant, PortalSummary as PortalOption };

// The lists' queries; one activity's (the detail page's) and the member's actions are in detail-api.ts,
// which only that page loads: this module is on every page's first load (home's teaser imports it).

export function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** Spec 4.1: the language goes along as `lang` only when it is not Dutch. */
export function langParams(lang: Language): Record<string, string> {
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
