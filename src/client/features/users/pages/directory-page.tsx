import { CircleAlert, Search, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useUserDirectory } from '../api';
import { UserCard } from '../components/user-card';

const SEARCH_DELAY_MS = 300;

/** Spec 2.10: every member, searched on the server, more loaded as you scroll. */
export function DirectoryPage() {
  const { t } = useTranslation('users');
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
        <header className="mb-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('directory.title')}</h1>
          <p className="mt-2 text-neutral-700">{t('directory.subtitle')}</p>
        </header>

        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="relative w-full sm:max-w-md">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder={t('directory.searchPlaceholder')}
              aria-label={t('directory.searchLabel')}
              className="pl-9"
            />
          </div>
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
          <div className="flex flex-col items-center gap-3 py-20">
            <Spinner label={t('directory.loading')} />
          </div>
        ) : query.isError ? (
          <div className="flex flex-col items-center py-16 text-center" role="alert">
            <CircleAlert className="mb-3 size-10 text-red-600" aria-hidden="true" />
            <p className="font-semibold">{t('directory.loadError')}</p>
            <Button className="mt-6" onClick={() => void query.refetch()}>
              {t('directory.retry')}
            </Button>
          </div>
        ) : users.length === 0 ? (
          <div className="flex flex-col items-center py-16 text-center">
            <Users className="mb-3 size-10 text-neutral-400" aria-hidden="true" />
            <p className="text-lg font-semibold">
              {term ? t('directory.emptyFor', { term }) : t('directory.empty')}
            </p>
            {term ? <p className="mt-1 text-neutral-600">{t('directory.emptyHint')}</p> : null}
          </div>
        ) : (
          <>
            <ul
              className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
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

/** Loads the next page when the sentinel scrolls into view; the button does the same by hand. */
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
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? t('directory.loadingMore') : t('directory.loadMore')}
      </Button>
    </div>
  );
}
