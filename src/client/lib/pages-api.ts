import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PageSlug, PageText } from '../../domain/site/pages';
import { api, dataOf } from './api';
import { useLanguage } from './i18n';

// The pages the operator writes (about, business, privacy, terms, the contact page's FAQ): read by the
// public pages and written in Admin → Pages, whose saves refresh them through these keys.

export const pageKeys = {
  all: ['pages'] as const,
  page: (slug: PageSlug) => ['pages', slug] as const,
};

export function pageQuery(slug: PageSlug) {
  return queryOptions({
    queryKey: pageKeys.page(slug),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/pages/{slug}', { params: { path: { slug } }, signal })) as Promise<Page>,
  });
}

/** One page in the reader's language, with the query's state (loading, failed, retry). */
export function usePageText(slug: PageSlug): {
  text: PageText | undefined;
  /** When an administrator last saved it; null for the original text. */
  updatedAt: string | null | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
} {
  const lang = useLanguage();
  const query = useQuery(pageQuery(slug));
  return {
    text: query.data?.[lang],
    updatedAt: query.data?.updatedAt,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
