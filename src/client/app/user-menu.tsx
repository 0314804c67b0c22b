import { LogOut } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PublicUser } from '../../domain/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { reportedByToast, useLogout } from '../lib/session';
import { displayName } from '../lib/user-names';
import { accountLinks } from './account-links';
import { focusPage } from './focus-on-navigation';
import { UserMenuTrigger } from './user-menu-button';

/** The account menu (Radix dropdown). Loaded by UserMenuButton when first pressed, and then open. */
export function UserMenu({ user, defaultOpen = false }: { user: PublicUser; defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  const navigate = useNavigate();
  const name = displayName(user);
  // After a choice the page's heading takes the focus (FocusOnNavigation), not the menu's button.
  const chose = useRef(false);
  const choose = () => {
    chose.current = true;
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (!chose.current) return;
          chose.current = false;
          event.preventDefault();
          focusPage();
        }}
      >
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(user).map(({ to, key, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild onSelect={choose}>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(key)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={() => {
            choose();
            logout.mutateAsync().then(() => navigate('/'), reportedByToast);
          }}
        >
          <LogOut aria-hidden="true" />
          {t('header.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
