import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityListItem } from '../../../../domain/activities/response';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { TEASER_SIZE, teaserQuery } from '../api';
import { ActivityCard, ActivityCardSkeleton } from './activity-card';

function pickRandom<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * The home page's weekly teaser (spec 2.3): up to 3 upcoming activities chosen at random, each linking
 * to its page; the section disappears when the fetch fails. The agenda is public (issue #14), so
 * visitors and members go to the same places: `signedIn` no longer changes anything.
 */
export function WeeklyTeaser(_props: { signedIn?: boolean }) {
  const { t } = useTranslation('cards');
  const lang = useLanguage();
  const query = useQuery(teaserQuery(lang));
  // A new pick for every visit of the page, stable while it is on screen.
  const picked = useMemo<ActivityListItem[]>(
    () => (query.data ? pickRandom(query.data, TEASER_SIZE) : []),
    [query.data],
  );

  if (query.isError || (query.isSuccess && picked.length === 0)) return null;

  return (
    <section aria-labelledby="teaser-title" className="bg-neutral-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="teaser-title" className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
              {t('teaser.title')}
            </h2>
            <p className="mt-2 text-lg text-neutral-600">{t('teaser.intro')}</p>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to="/activities">
              {t('teaser.viewMore')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {query.isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: TEASER_SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <ActivityCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {picked.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
