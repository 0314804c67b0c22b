import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../domain/language';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useActivityList } from '../api';
import { ActivityCard, ActivityCardSkeleton } from './activity-card';

const SKELETONS = 6;
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface ActivityResultsProps {
  params: Record<string, string>;
  lang: Language;
}

/** The count line, the grid and the next pages as the person scrolls (spec 2.5). */
export function ActivityResults({ params, lang }: ActivityResultsProps) {
  const { t } = useTranslation('activities');
  const query = useActivityList(params, lang);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('list.loading')}
        </p>
        <div className="mb-4 h-5 w-48 animate-pulse rounded bg-neutral-200" aria-hidden="true" />
        <div className={GRID}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <ActivityCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{t('list.fetchError')}</p>
        <p className="mt-1 text-sm text-red-800">{query.error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? items.length;

  return (
    <div>
      <p role="status" className="mb-4 font-semibold text-neutral-800">
        {t('list.resultCount', { count: total })}
      </p>
      {items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
          <SearchX className="mb-3 size-10 text-neutral-400" aria-hidden="true" />
          <p className="text-lg font-semibold">{t('list.empty')}</p>
          <p className="mt-1 text-neutral-600">{t('list.emptyHint')}</p>
        </div>
      ) : (
        <ul className={GRID} aria-label={t('list.results')}>
          {items.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="mt-8 flex justify-center">
        {isFetchingNextPage ? (
          <Spinner label={t('list.loadingMore')} />
        ) : hasNextPage ? (
          // The observer loads on scroll; the button is there for keyboards and old browsers.
          <Button variant="outline" onClick={() => void fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
