import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { HomeCallToAction } from '../components/call-to-action';
import { FeatureBlocks } from '../components/feature-blocks';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Testimonials } from '../components/testimonials';

/** `teaser`: the weekly activities, handed in by the app (features do not import each other). */
export function HomePage({ teaser }: { teaser: ReactNode }) {
  useDocumentTitle(null);
  const { data: user, isPending } = useCurrentUser();
  // "Word lid" is only for visitors; wait for the session so a member never sees it flash by.
  const showJoin = !isPending && !user;
  return (
    <>
      <Hero showJoin={showJoin} />
      <FeatureBlocks />
      <HowItWorks />
      {teaser}
      <Testimonials />
      <HomeCallToAction showJoin={showJoin} />
    </>
  );
}
