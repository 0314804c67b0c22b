import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageToggle } from '../components/language-toggle';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useCurrentUser } from '../lib/session';
import { HEADER_BAR, HEADER_ROW } from './header-look';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_ITEMS } from './nav-items';
import { UserMenuButton } from './user-menu-button';

export function Header() {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useCurrentUser();

  return (
    <header className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <Logo />
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-900',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900',
                      isActive && 'bg-yellow-100 text-neutral-900',
                    )
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
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
