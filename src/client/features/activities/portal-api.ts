import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api';
import { portalKeys } from '../../lib/query-keys';

/** A portal by its short name, for its own page /p/{slug} (under portalKeys.all: a change refreshes it). */
export function portalBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: [...portalKeys.all, 'by-slug', slug] as const,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/portals/by-slug/{slug}', { params: { path: { slug } }, signal })),
    retry: false,
  });
}

export const usePortalBySlug = (slug: string) => useQuery(portalBySlugQuery(slug));
