import { Cookie } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { Switch } from '../components/ui/switch';
import { useCookieConsent } from './cookie-consent';

const ONLY_NECESSARY = { functional: false, analytics: false };
const ALL = { functional: true, analytics: true };

/** Spec 2.2: shown until a choice is stored; closing the settings with the X means "only necessary". */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const { consent, save } = useCookieConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [functional, setFunctional] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const titleId = useId();
  const ids = { necessary: useId(), functional: useId(), analytics: useId() };

  if (consent) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="sticky bottom-0 z-40 border-t border-neutral-200 bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3">
          <Cookie className="mt-0.5 hidden size-6 shrink-0 text-yellow-600 sm:block" aria-hidden="true" />
          <div>
            <h2 id={titleId} className="font-semibold">
              {t('cookies.title')}
            </h2>
            <p className="text-sm text-neutral-700">
              {t('cookies.text')}{' '}
              <Link to="/privacy" className="underline underline-offset-2 hover:decoration-2">
                {t('cookies.privacyLink')}
              </Link>
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" size="sm" onClick={() => setSettingsOpen(true)}>
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

      <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
        <DialogContent onCloseClick={() => save(ONLY_NECESSARY)}>
          <DialogHeader>
            <DialogTitle>{t('cookies.settingsTitle')}</DialogTitle>
            <DialogDescription>{t('cookies.settingsDescription')}</DialogDescription>
          </DialogHeader>
          <ul className="flex flex-col gap-4">
            <ConsentRow
              id={ids.necessary}
              label={t('cookies.necessary')}
              text={t('cookies.necessaryDescription')}
            >
              <Switch id={ids.necessary} checked disabled aria-describedby={`${ids.necessary}-text`} />
            </ConsentRow>
            <ConsentRow
              id={ids.functional}
              label={t('cookies.functional')}
              text={t('cookies.functionalDescription')}
            >
              <Switch
                id={ids.functional}
                checked={functional}
                onCheckedChange={setFunctional}
                aria-describedby={`${ids.functional}-text`}
              />
            </ConsentRow>
            <ConsentRow
              id={ids.analytics}
              label={t('cookies.analytics')}
              text={t('cookies.analyticsDescription')}
            >
              <Switch
                id={ids.analytics}
                checked={analytics}
                onCheckedChange={setAnalytics}
                aria-describedby={`${ids.analytics}-text`}
              />
            </ConsentRow>
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={() => save(ONLY_NECESSARY)}>
              {t('cookies.onlyNecessary')}
            </Button>
            <Button onClick={() => save({ functional, analytics })}>{t('cookies.save')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

interface ConsentRowProps {
  id: string;
  label: string;
  text: string;
  children: ReactNode;
}

function ConsentRow({ id, label, text, children }: ConsentRowProps) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border border-neutral-200 p-3">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-text`} className="mt-1 text-sm text-neutral-600">
          {text}
        </p>
      </div>
      {children}
    </li>
  );
}
