import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '../components/language-toggle';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useCurrentUser } from '../lib/session';
import { HEADER_BAR, HEADER_ROW } from './header-look';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SiteNav } from './site-nav';
import { UserMenuButton } from './user-menu-button';

const linkClass = cn(
  'rounded-md px-3 py-2 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-900',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900',
);

export function Header() {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useCurrentUser();

  return (
    <header className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <Logo />
        <SiteNav
          className="hidden lg:block"
          listClassName="flex items-center gap-1"
          linkClassName={(isActive) => cn(linkClass, isActive && 'bg-yellow-100 text-neutral-900')}
        />
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageToggle />
          {isPending ? (
            <span className="h-9 w-40" aria-hidden="true" />
          ) : user ? (
            <UserMenuButton user={user} />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/auth">{t('header.login')}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth?tab=register">{t('header.register')}</Link>
              </Button>
            </>
          )}
        </div>
        <div className="lg:hidden">
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
