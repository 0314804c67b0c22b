import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useUserDirectory } from '../api';
import { UserCard } from '../components/user-card';

const SEARCH_DELAY_MS = 300;

/** Spec 2.10: every member, searched on the server, more loaded as you scroll. */
export function DirectoryPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('common:documentTitle.directory'));
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setInput] = useState(() => searchParams.get('q') ?? '');
  const term = (searchParams.get('q') ?? '').trim();

  // Debounce: the address (and so the query) follows the box once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = input.trim();
      if (next === term) return;
      setSearchParams(next ? { q: next } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, term, setSearchParams]);

  const query = useUserDirectory(term);
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <div className="bg-gradient-to-b from-yellow-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <PageHeading title={t('directory.title')} intro={t('directory.subtitle')} className="mb-8" />

        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchField
            value={input}
            onChange={setInput}
            label={t('directory.searchLabel')}
            placeholder={t('directory.searchPlaceholder')}
            className="w-full sm:max-w-md"
          />
          {query.isSuccess ? (
            <p
              className="inline-flex w-fit items-center gap-2 rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white"
              aria-live="polite"
            >
              <Users className="size-4" aria-hidden="true" />
              {t('directory.count', { count: total })}
            </p>
          ) : null}
        </div>

        {query.isPending ? (
          <LoadingState label={t('directory.loading')} />
        ) : query.isError ? (
          <ErrorState
            title={t('directory.loadError')}
            retryLabel={t('directory.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : users.length === 0 ? (
          <EmptyState
            icon={Users}
            title={term ? t('directory.emptyFor', { term }) : t('directory.empty')}
            text={term ? t('directory.emptyHint') : undefined}
          />
        ) : (
          <>
            <ul
              className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {users.map((user) => (
                <li key={user.id}>
                  <UserCard user={user} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** The next page: loaded when the button scrolls near, or when it is pressed. */
function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('users');
  const sentinel = useInfiniteScroll<HTMLDivElement>({ hasMore, loading, onLoadMore, rootMargin: '400px' });

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? t('directory.loadingMore') : t('directory.loadMore')}
      </Button>
    </div>
  );
}
