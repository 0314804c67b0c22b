import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { BRAND } from './header-look';

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('common');
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
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      <span>{t('brand')}</span>
    </Link>
  );
}
