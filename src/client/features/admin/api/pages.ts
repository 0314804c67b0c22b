import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, PageInput, PageSlug } from '../../../../domain/site/pages';
import { api, dataOf } from '../../../lib/api';
import { pageKeys } from '../../../lib/pages-api';

// Admin → Pages: save, preview and put back the operator's pages. A save answers the page as the
// public pages show it, which goes straight into their query, so the change shows at once.

const path = (slug: PageSlug) => ({ path: { slug } });

/** The server's rendering of a draft (sanitised there), for the editor's preview; stores nothing. */
export function usePagePreview(slug: PageSlug, draft: PageInput | null) {
  return useQuery({
    queryKey: [...pageKeys.page(slug), 'preview', draft] as const,
    queryFn: ({ signal }) =>
      dataOf(
        api.POST('/api/pages/{slug}/preview', { params: path(slug), body: draft as PageInput, signal }),
      ) as Promise<Page>,
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function usePageChange<Input>(request: (input: Input) => Promise<Page>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (page) => {
      queryClient.setQueryData(pageKeys.page(page.slug), page);
      return queryClient.invalidateQueries({ queryKey: pageKeys.page(page.slug), exact: true });
    },
  });
}

export function useSavePage() {
  return usePageChange(
    ({ slug, input }: { slug: PageSlug; input: PageInput }) =>
      dataOf(api.PUT('/api/pages/{slug}', { params: path(slug), body: input })) as Promise<Page>,
  );
}

/** Back to the text Meedoen ships with. */
export function useResetPage() {
  return usePageChange(
    (slug: PageSlug) => dataOf(api.DELETE('/api/pages/{slug}', { params: path(slug) })) as Promise<Page>,
  );
}
