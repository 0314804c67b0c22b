import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '../lib/i18n';
import { Button } from './ui/button';

/** NL/EN switch; the page reloads so server texts come back in the chosen language (spec 4.1). */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const other = lang === 'nl' ? 'en' : 'nl';
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={() => setLanguage(other)}
      aria-label={t('header.switchLanguage')}
      lang={other}
    >
      <Languages aria-hidden="true" />
      <span aria-hidden="true">{t('header.languageShort')}</span>
    </Button>
  );
}
