import { type ReactNode, useDeferredValue } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { HomeCallToAction } from '../components/call-to-action';
import { FeatureBlocks } from '../components/feature-blocks';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Testimonials } from '../components/testimonials';

/**
 * `teaser`: the weekly activities, `partners`: three featured partners, handed in by the app (features do
 * not import each other).
 */
export function HomePage({ teaser, partners }: { teaser: ReactNode; partners?: ReactNode }) {
  useDocumentTitle(null);
  const { data: user, isPending } = useCurrentUser();
  // "Word lid" is only for visitors; wait for the session so a member never sees it flash by.
  const showJoin = !isPending && !user;
  // The hero first; the sections below it follow in a deferred render, in slices, instead of in the
  // same long task as the first screen (Lighthouse's blocking time on a phone). Until then a screen's
  // height stands in for them, so the footer does not jump.
  const belowTheFold = useDeferredValue(true, false);
  return (
    <>
      <Hero showJoin={showJoin} />
      {belowTheFold ? (
        <>
          <FeatureBlocks />
          <HowItWorks />
          {teaser}
          <Testimonials />
          {partners}
          <HomeCallToAction showJoin={showJoin} />
        </>
      ) : (
        <div className="min-h-screen" aria-hidden="true" />
      )}
    </>
  );
}
