import { useEffect } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';

interface PagedQuery {
  data?: { total: number };
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

/**
 * How many pages of ADMIN_PAGE_SIZE an admin list has (at least one). After a deletion the last page
 * may be gone: the list then steps back to the one that is left.
 */
export function usePageCount(query: PagedQuery, page: number, setPage: (page: number) => void): number {
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ADMIN_PAGE_SIZE));
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > 0 && page >= pages) setPage(pages - 1);
  }, [query.isSuccess, query.isPlaceholderData, page, pages, setPage]);
  return pages;
}
