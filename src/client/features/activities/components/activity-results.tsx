import { SearchX } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../domain/language';
import { EmptyState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useActivityList } from '../api';
import { ActivityCard, ActivityCardSkeleton } from './activity-card';

const SKELETONS = 6;
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** The grid's first row at its widest: their pictures are on the first screen, so they do not wait. */
const EAGER_IMAGES = 3;

interface ActivityResultsProps {
  params: Record<string, string>;
  lang: Language;
}

/** The count line, the grid and the next pages as the person scrolls (spec 2.5). */
export function ActivityResults({ params, lang }: ActivityResultsProps) {
  const { t } = useTranslation('activities');
  const query = useActivityList(params, lang);
  // The grid renders from a deferred copy of the data: when a page of results arrives, React draws its
  // cards in the background in slices (the skeletons or the previous results stay until then) instead
  // of in one long task that would keep the page from responding (Lighthouse's blocking time).
  //
  // Except the first row: when the list first shows, or arrives where the skeletons stand, its first row
  // is drawn at once and the other cards follow in the deferred render. On a page load React Router
  // renders the page when its data is in, and all 24 cards in that first render were one long task just
  // before the first card's picture showed (Lighthouse's LCP on a phone, the picture long since loaded).
  const firstRow = useMemo(() => (query.data ? firstRowOf(query.data) : undefined), [query.data]);
  const deferred = useDeferredValue(query.data, firstRow);
  const data = deferred ?? firstRow;
  const showingFirstRow = firstRow !== undefined && data === firstRow;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    hasMore: hasNextPage,
    // Until the grid shows the page that arrived, the sentinel is still where the last page ended:
    // asking again then would load a page nobody scrolled to.
    loading: isFetchingNextPage || data !== query.data,
    onLoadMore: () => void fetchNextPage(),
    rootMargin: '600px 0px',
  });

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

  // The two states' boxes have keys of their own: otherwise React would keep the skeleton grid's element
  // for the results' sentinel below (both a third <div>), and the browser would count that element's
  // jump to the end of the list as a layout shift (CLS 0.37 in Lighthouse when the skeletons showed).
  if (!data) {
    return (
      <div key="loading" aria-busy="true">
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

  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? items.length;

  return (
    <div key="results">
      {/* As wide as its text: the toasts keep to the right half of the screen beside it. */}
      <p role="status" className="mb-4 w-fit font-semibold text-neutral-800">
        {t('list.resultCount', { count: total })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('list.empty')}
          text={t('list.emptyHint')}
          className="rounded-2xl border border-dashed border-neutral-300 bg-white px-6"
        />
      ) : (
        <ul className={GRID} aria-label={t('list.results')}>
          {items.map((activity, i) => (
            // Off screen, a card is neither laid out nor painted until it comes near (content-visibility),
            // with the height it had, or about a card's, kept for it meanwhile: a page of 24 cards was a
            // long task of layout on a phone.
            <li key={activity.id} className="[contain-intrinsic-size:auto_30rem] [content-visibility:auto]">
              <ActivityCard
                activity={activity}
                image={i === 0 ? 'first' : i < EAGER_IMAGES ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="mt-8 flex justify-center">
        {showingFirstRow ? null : isFetchingNextPage ? (
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

/** The results cut to their first row (the cards on the first screen), for the moment before the rest. */
function firstRowOf<T extends { pages: { items: unknown[] }[] }>(data: T): T {
  const [first] = data.pages;
  return first ? { ...data, pages: [{ ...first, items: first.items.slice(0, EAGER_IMAGES) }] } : data;
}
