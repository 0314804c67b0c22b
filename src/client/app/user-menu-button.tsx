import { ChevronDown } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../domain/auth';
import { Button } from '../components/ui/button';
import { UserAvatar } from '../components/user-avatar';
import { displayName } from '../lib/user-names';

// The account menu (Radix dropdown, menu and roving focus) is fetched when the button is first pressed, so
// members' pages do not load it before it is used. The button looks and is named the same before and after.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

type UserMenuTriggerProps = { user: PublicUser } & ComponentProps<typeof Button>;

/** The account menu's button; Radix's trigger passes its props and ref through once the menu is in. */
export function UserMenuTrigger({ user, ...props }: UserMenuTriggerProps) {
  const { t } = useTranslation('common');
  const name = displayName(user);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('header.userMenu', { name })}
      className="max-w-56"
      {...props}
    >
      <UserAvatar user={user} size="xs" />
      <span className="truncate">{name}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

/** Opens on what opens a Radix dropdown trigger: a primary pointer press, Enter, Space or ArrowDown. */
export function UserMenuButton({ user }: { user: PublicUser }) {
  const [requested, setRequested] = useState(false);
  const closed = { user, 'aria-haspopup': 'menu' as const, 'aria-expanded': false };

  if (!requested) {
    return (
      <UserMenuTrigger
        {...closed}
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey) setRequested(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setRequested(true);
          }
        }}
      />
    );
  }
  return (
    <Suspense fallback={<UserMenuTrigger {...closed} />}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}
