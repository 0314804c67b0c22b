import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/query-states';
import { ScrollToTop } from '../components/scroll-to-top';

/** The widget routes live inside other sites' iframes: no header, footer or cookie banner. */
export function EmbedLayout() {
  return (
    <div className="min-h-dvh bg-white text-neutral-900">
      <ScrollToTop />
      <main id="main">
        {/* A translation catalogue a page needs that its route did not preload suspends here. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
