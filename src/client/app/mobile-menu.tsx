import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../domain/auth';
import { Button } from '../components/ui/button';

// The panel (Radix Dialog, focus trap, scroll lock) is fetched when the menu is first opened: the button is
// on every page a phone loads, the panel is not needed until it is pressed.
const MobileMenuPanel = lazy(async () => ({
  default: (await import('./mobile-menu-panel')).MobileMenuPanel,
}));

/** Phones: a menu button opening a panel that slides in from the right. */
export function MobileMenu({ user }: { user: PublicUser | null | undefined }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6!" aria-hidden="true" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel user={user} open={open} setOpen={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
