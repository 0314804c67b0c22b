import { useTranslation } from 'react-i18next';
import { useCookieConsent } from '../lib/cookie-consent';
import { CookieSettings, useCookieSettings } from './cookie-settings-on-demand';

/**
 * The footer's way back to the cookie settings ("Je kunt dit later altijd aanpassen"): a changed choice
 * takes effect at once; withdrawing functional consent removes what was remembered.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { consent, save } = useCookieConsent();
  const settings = useCookieSettings({ functional: false, analytics: false });

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() =>
          settings.show({ functional: consent?.functional ?? false, analytics: consent?.analytics ?? false })
        }
      >
        {t('cookies.settingsTitle')}
      </button>
      <CookieSettings
        settings={settings}
        closeMeansNecessary={false}
        save={(next) => {
          save(next);
          settings.setOpen(false);
        }}
      />
    </>
  );
}
