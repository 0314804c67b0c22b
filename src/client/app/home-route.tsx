import { lazy, Suspense } from 'react';
import { WeeklyTeaser } from '../features/activities/components/weekly-teaser';
import { HomePage } from '../features/home/pages/home-page';
import { loadNamespaces } from '../lib/i18n';
import { useCurrentUser } from '../lib/session';

// Below the fold: the strip and its texts load after the first screen.
const FeaturedPartners = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/business/components/featured-partners'),
    loadNamespaces(['business']),
  ]);
  return { default: module.FeaturedPartners };
});

/**
 * Home shows the activities' weekly teaser and three featured partners: the app composes the features,
 * none imports another.
 */
export function HomeRoute() {
  const { data: user } = useCurrentUser();
  return (
    <HomePage
      teaser={<WeeklyTeaser signedIn={Boolean(user)} />}
      partners={
        <Suspense fallback={null}>
          <FeaturedPartners id="home-partners" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" />
        </Suspense>
      }
    />
  );
}
