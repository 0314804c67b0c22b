import { WeeklyTeaser } from '../features/activities/components/weekly-teaser';
import { HomePage } from '../features/home/pages/home-page';
import { useCurrentUser } from '../lib/session';

/** Home shows the activities' weekly teaser: the app composes the two features, neither imports the other. */
export function HomeRoute() {
  const { data: user } = useCurrentUser();
  return <HomePage teaser={<WeeklyTeaser signedIn={Boolean(user)} />} />;
}
