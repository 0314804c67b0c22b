import { LogOut, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PublicUser } from '../../domain/auth';
import { LanguageToggle } from '../components/language-toggle';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { reportedByToast, useLogout } from '../lib/session';
import { displayName } from '../lib/user-names';
import { accountLinks } from './account-links';
import { focusPage } from './focus-on-navigation';
import { SiteNav } from './site-nav';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-neutral-800 hover:bg-yellow-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900';

interface MobileMenuPanelProps {
  user: PublicUser | null | undefined;
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The phone menu's panel, sliding in from the right (a Radix dialog: focus trapped, Esc closes). */
export function MobileMenuPanel({ user, open, setOpen, triggerRef }: MobileMenuPanelProps) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  const navigate = useNavigate();
  // After a choice the new page's heading takes the focus (FocusOnNavigation), not the menu button.
  const chose = useRef(false);
  const close = () => {
    chose.current = true;
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          // Without a Radix Trigger in this chunk, focus goes back to the menu button by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (chose.current) {
              chose.current = false;
              // The same page chosen again is no navigation: its heading takes the focus here.
              if (!document.activeElement || document.activeElement === document.body) focusPage();
              return;
            }
            triggerRef.current?.focus();
          }}
          className="menu-panel fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white p-4 shadow-2xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('ui.close')}>
                <X className="size-6!" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <SiteNav
            listClassName="flex flex-col gap-1"
            linkClassName={(isActive) => cn(itemClass, isActive && 'bg-yellow-100 font-semibold')}
            onNavigate={close}
          />
          <div className="mt-4 border-t border-neutral-200 pt-4">
            {user ? (
              <ul className="flex flex-col gap-1">
                <li className="px-3 pb-2 text-sm font-semibold text-neutral-600">{displayName(user)}</li>
                {accountLinks(user).map(({ to, icon: Icon, key }) => (
                  <li key={to}>
                    <Link to={to} onClick={close} className={itemClass}>
                      <Icon className="size-5" aria-hidden="true" />
                      {t(key)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    disabled={logout.isPending}
                    className={cn(itemClass, 'w-full cursor-pointer text-left')}
                    onClick={() => {
                      close();
                      logout.mutateAsync().then(() => navigate('/'), reportedByToast);
                    }}
                  >
                    <LogOut className="size-5" aria-hidden="true" />
                    {t('header.logout')}
                  </button>
                </li>
              </ul>
            ) : (
              <div className="flex flex-col gap-2">
                <Button asChild variant="outline" size="lg">
                  <Link to="/auth" onClick={close}>
                    {t('header.login')}
                  </Link>
                </Button>
                <Button asChild size="lg">
                  <Link to="/auth?tab=register" onClick={close}>
                    {t('header.register')}
                  </Link>
                </Button>
              </div>
            )}
          </div>
          <div className="mt-auto pt-6">
            <LanguageToggle />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
