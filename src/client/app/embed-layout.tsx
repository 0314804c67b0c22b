import { PageOutlet } from '../components/page-outlet';
import { ScrollToTop } from '../components/scroll-to-top';

/** The widget routes live inside other sites' iframes: no header, footer or cookie banner. */
export function EmbedLayout() {
  return (
    <div className="min-h-dvh bg-white text-neutral-900">
      <ScrollToTop />
      <main id="main">
        <PageOutlet />
      </main>
    </div>
  );
}
