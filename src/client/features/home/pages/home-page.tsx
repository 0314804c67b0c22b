import { WeeklyTeaser } from '../../activities/components/weekly-teaser';
import { useCurrentUser } from '../../auth/api';
import { CallToAction } from '../components/call-to-action';
import { FeatureBlocks } from '../components/feature-blocks';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Testimonials } from '../components/testimonials';

export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  // "Word lid" is only for visitors; wait for the session so a member never sees it flash by.
  const showJoin = !isPending && !user;
  return (
    <>
      <Hero showJoin={showJoin} />
      <FeatureBlocks />
      <HowItWorks />
      <WeeklyTeaser signedIn={Boolean(user)} />
      <Testimonials />
      <CallToAction showJoin={showJoin} />
    </>
  );
}
