import { useTranslation } from 'react-i18next';
import { PageOutlet } from '../components/page-outlet';
import { ScrollToTop } from '../components/scroll-to-top';
import { CookieBanner } from './cookie-banner';
import { FocusOnNavigation } from './focus-on-navigation';
import { Footer } from './footer';
import { Header } from './header';

export function SiteLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-white text-neutral-900">
      <ScrollToTop />
      <FocusOnNavigation />
      {/* First in the tab order (issue #14.2): a keyboard user answers the consent question before
          anything else; `order-last` keeps it at the bottom of the screen. */}
      <CookieBanner />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-neutral-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-primary"
      >
        {t('skipLink')}
      </a>
      <Header />
      {/* tabIndex lets the skip link move keyboard focus into the main content. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
