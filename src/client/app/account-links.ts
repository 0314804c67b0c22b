import { type LucideIcon, Settings, Shield, User } from 'lucide-react';
import { mayManageActivities, type PublicUser } from '../../domain/auth';

interface AccountLink {
  to: string;
  /** Its text in the common namespace. */
  key: string;
  icon: LucideIcon;
  /** The admin area: administrators and organisers. */
  managersOnly?: boolean;
}

// The account menu's pages, in its order, so every menu that lists them lists the same ones.
const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: '/profile', key: 'header.profile', icon: User },
  { to: '/admin', key: 'header.admin', icon: Shield, managersOnly: true },
  { to: '/settings', key: 'header.settings', icon: Settings },
];

/** The account pages this member may open. */
export function accountLinks(user: PublicUser): readonly AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.managersOnly || mayManageActivities(user));
}
