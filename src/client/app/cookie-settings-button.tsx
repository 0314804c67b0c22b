import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsentChoice, useCookieConsent } from '../lib/cookie-consent';

const CookieSettingsDialog = lazy(async () => ({
  default: (await import('./cookie-settings-dialog')).CookieSettingsDialog,
}));

/**
 * The footer's way back to the cookie settings ("Je kunt dit later altijd aanpassen"): a changed choice
 * takes effect at once; withdrawing functional consent removes what was remembered.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { consent, save } = useCookieConsent();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({ functional: false, analytics: false });

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setChoice({ functional: consent?.functional ?? false, analytics: consent?.analytics ?? false });
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('cookies.settingsTitle')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={open}
            onOpenChange={setOpen}
            choice={choice}
            onChoiceChange={setChoice}
            closeMeansNecessary={false}
            save={(next) => {
              save(next);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
