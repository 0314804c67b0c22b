import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

/** The widget routes live inside other sites' iframes: no header, footer or cookie banner. */
export function EmbedLayout() {
  return (
    <div className="min-h-dvh bg-white text-neutral-900">
      <ScrollToTop />
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
