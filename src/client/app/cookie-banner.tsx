import { Cookie } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { type ConsentChoice, useCookieConsent } from '../lib/cookie-consent';
import { CookieSettings, useCookieSettings } from './cookie-settings-on-demand';
import { focusPage } from './focus-on-navigation';

const ONLY_NECESSARY = { functional: false, analytics: false };
const ALL = { functional: true, analytics: true };

/** Spec 2.2: shown until a choice is stored; closing the settings with the X means "only necessary". */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const { consent, save: store } = useCookieConsent();
  const banner = useRef<HTMLElement>(null);
  useNothingBehind(banner, !consent);
  // The banner goes away with its answer, and the button with it: focus goes on to the page's heading
  // rather than to the page's start (issue #41, item 16). After the settings dialog has let go of it.
  const save = (choice: ConsentChoice) => {
    store(choice);
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) focusPage();
    }, 50);
  };
  const settings = useCookieSettings(ONLY_NECESSARY);
  const titleId = useId();

  if (consent) return null;

  return (
    <section
      ref={banner}
      aria-labelledby={titleId}
      className="sticky bottom-0 z-40 order-last border-t border-neutral-200 bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.08)]"
    >
      {/* On a short screen (a laptop at 200% zoom: 400 px high) the banner is compact, the full text
          read out but a short one shown, so it takes a fifth of the screen instead of half. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 short:gap-2 short:py-2 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3">
          <Cookie
            className="mt-0.5 hidden size-6 shrink-0 text-yellow-600 short:hidden sm:block"
            aria-hidden="true"
          />
          <div>
            <h2 id={titleId} className="font-semibold short:inline">
              {t('cookies.title')}
            </h2>
            <p className="text-sm text-neutral-700 short:inline">
              <span className="short:sr-only">{t('cookies.text')}</span>
              <span className="hidden short:inline" aria-hidden="true">
                {' '}
                {t('cookies.short')}
              </span>{' '}
              <Link to="/privacy" className="underline underline-offset-2 hover:decoration-2">
                {t('cookies.privacyLink')}
              </Link>
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" size="sm" onClick={() => settings.show()}>
            {t('cookies.settings')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => save(ONLY_NECESSARY)}>
            {t('cookies.onlyNecessary')}
          </Button>
          <Button size="sm" className="col-span-2 row-start-1 sm:order-last" onClick={() => save(ALL)}>
            {t('cookies.acceptAll')}
          </Button>
        </div>
      </div>

      <CookieSettings settings={settings} closeMeansNecessary save={save} />
    </section>
  );
}

/**
 * While the banner shows, the page keeps its height free at the bottom of the scrollport: a control
 * that takes the focus (a Tab, a link to a spot) is scrolled above the banner, never behind it.
 */
function useNothingBehind(banner: RefObject<HTMLElement | null>, showing: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!showing || !element) return;
    const root = document.documentElement;
    const keep = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    };
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [banner, showing]);
}
