import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityDetail, ActivityListItem } from '../../../domain/activities/response';
import type { Language } from '../../../domain/language';
import type { Participant } from '../../../domain/participants';
import type { PortalSummary } from '../../../domain/portals';
import { api, dataOf } from '../../lib/api';
import { activityKeys, portalKeys } from '../../lib/query-keys';

// Portals and participants as the server declares them (src/domain), never typed a second time here.
export type { ActivityDetail, ActivityListItem, Participant, PortalSummary as PortalOption };

// The lists' queries; one activity's (the detail page's) and the member's actions are in detail-api.ts,
// which only that page loads: this module is on every page's first load (home's teaser imports it).

/** Spec 4.1: the language goes along as `lang` only when it is not Dutch. */
export function langParams(lang: Language): { lang?: Language } {
  return lang === 'nl' ? {} : { lang };
}

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
      const { data = [], response } = await api.GET('/api/activities', {
        params: {
          query: {
            ...params,
            ...langParams(lang),
            // No `limit`: the server's default page size (ACTIVITY_PAGE_SIZE in domain/activities/list-query)
            // is the list's. Importing that constant here would pull the filter model's zod schemas into
            // the first load of every page (home's teaser imports this module).
            offset: String(pageParam),
          },
        },
        signal,
      });
      const total = Number(response.headers.get('x-total-count'));
      return {
        items: data,
        total:
          Number.isFinite(total) && response.headers.has('x-total-count') ? total : pageParam + data.length,
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
  queryFn: ({ signal }) => dataOf(api.GET('/api/activities/tags', { signal })),
});

export function portalsQuery(type: 'city' | 'organization') {
  return queryOptions({
    queryKey: portalKeys.byType(type),
    queryFn: ({ signal }) => dataOf(api.GET('/api/portals', { params: { query: { type } }, signal })),
  });
}

export const TEASER_SIZE = 3;
/** The pool the teaser picks from: the next upcoming activities, chosen from at random on each render. */
const TEASER_POOL = 24;

export function teaserQuery(lang: Language) {
  return queryOptions({
    queryKey: activityKeys.teaser(lang),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/activities', {
          params: { query: { ...langParams(lang), limit: String(TEASER_POOL) } },
          signal,
        }),
      ),
  });
}
