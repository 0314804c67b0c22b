import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { useSiteSettings } from '../lib/site-settings';
import { BRAND } from './header-look';
import { BrandMark } from './site-shell';

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { name, logoUrl } = useSiteSettings();
  return (
    <Link
      to="/"
      aria-label={t('header.homeLink')}
      className={cn(
        BRAND,
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2',
        className,
      )}
    >
      <BrandMark name={name} logoUrl={logoUrl} />
    </Link>
  );
}
