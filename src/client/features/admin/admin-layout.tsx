import {
  ArrowLeft,
  Building2,
  CalendarDays,
  CalendarSync,
  FileText,
  Handshake,
  History,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  LogOut,
  type LucideIcon,
  Menu,
  Settings,
  Shield,
  Users,
  X,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import type { PublicUser } from '../../../domain/auth';
import { LanguageToggle } from '../../components/language-toggle';
import { PageOutlet } from '../../components/page-outlet';
import { ScrollToTop } from '../../components/scroll-to-top';
import { Button } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { cn } from '../../lib/cn';
import { usePendingProposalCount } from '../../lib/proposals';
import { reportedByToast, useCurrentUser, useLogout } from '../../lib/session';
import { displayName } from '../../lib/user-names';
import { useUnhandledCount } from './api';

/**
 * Who sees a line of the sidebar: 'organisers' (administrators too) for what an organiser may use on
 * their own portals, 'administrators' for the rest. The server refuses the rest anyway; this keeps an
 * organiser's menu to what works for them.
 */
type NavAudience = 'organisers' | 'administrators';

const NAV: readonly {
  to: string;
  key: string;
  icon: LucideIcon;
  end: boolean;
  audience: NavAudience;
}[] = [
  { to: '/admin', key: 'layout.dashboard', icon: LayoutDashboard, end: true, audience: 'organisers' },
  {
    to: '/admin/activities',
    key: 'layout.activities',
    icon: CalendarDays,
    end: false,
    audience: 'organisers',
  },
  { to: '/admin/users', key: 'layout.users', icon: Users, end: false, audience: 'administrators' },
  { to: '/admin/messages', key: 'layout.messages', icon: Inbox, end: false, audience: 'organisers' },
  { to: '/admin/proposals', key: 'layout.proposals', icon: Lightbulb, end: false, audience: 'organisers' },
  { to: '/admin/sources', key: 'layout.sources', icon: CalendarSync, end: false, audience: 'organisers' },
  { to: '/admin/portals', key: 'layout.portals', icon: Building2, end: false, audience: 'administrators' },
  { to: '/admin/partners', key: 'layout.partners', icon: Handshake, end: false, audience: 'administrators' },
  { to: '/admin/history', key: 'layout.history', icon: History, end: false, audience: 'administrators' },
  { to: '/admin/pages', key: 'layout.pages', icon: FileText, end: false, audience: 'administrators' },
  { to: '/admin/settings', key: 'layout.settings', icon: Settings, end: false, audience: 'administrators' },
];

/** The sidebar's lines this member sees. */
export function navFor(user: Pick<PublicUser, 'isAdmin'>) {
  return NAV.filter((item) => user.isAdmin || item.audience === 'organisers');
}

/**
 * Spec 2.11: the admin area has its own shell, a sidebar on wide screens and a drawer on phones. The app
 * shows it to administrators and organisers (app/admin-area.tsx).
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-neutral-50 text-neutral-900">
      <ScrollToTop />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-neutral-200 bg-white lg:block">
        <Sidebar user={user} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-neutral-200 bg-white px-4 lg:hidden">
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('layout.openMenu')}>
              <Menu className="size-6!" aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-[85vw] max-w-xs bg-white shadow-2xl motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:-translate-x-full">
              <Dialog.Title className="sr-only">{t('layout.title')}</Dialog.Title>
              <Dialog.Description className="sr-only">{t('layout.menuDescription')}</Dialog.Description>
              <Dialog.Close asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('common:ui.close')}
                  className="absolute top-3 right-3"
                >
                  <X className="size-5!" aria-hidden="true" />
                </Button>
              </Dialog.Close>
              <Sidebar user={user} onNavigate={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <span className="flex items-center gap-2 font-bold">
          <Shield className="size-5" aria-hidden="true" />
          {t('layout.title')}
        </span>
      </header>

      <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none lg:pl-64">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
          <PageOutlet />
        </div>
      </main>
    </div>
  );
}

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900';

function Sidebar({ user, onNavigate }: { user: PublicUser; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const logout = useLogout();
  const navigate = useNavigate();
  const unhandled = useUnhandledCount();
  const newMessages = unhandled.isSuccess ? unhandled.data : 0;
  const proposalCount = usePendingProposalCount();
  const newProposals = proposalCount.isSuccess ? proposalCount.data : 0;

  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
      <Link
        to="/admin"
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-md px-2 py-1 text-base font-extrabold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-primary">
          <Shield className="size-4" aria-hidden="true" />
        </span>
        {t('common:brand')} {t('layout.title')}
      </Link>
      <nav aria-label={t('layout.navLabel')} className="flex-1">
        <ul className="flex flex-col gap-1">
          {navFor(user).map(({ to, key, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(linkClass, isActive && 'bg-yellow-100 font-semibold text-neutral-900')
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {t(key)}
                {to === '/admin/messages' && newMessages > 0 ? (
                  <span className="ml-auto rounded-full bg-neutral-900 px-2 py-0.5 text-xs font-bold text-white">
                    <span aria-hidden="true">{newMessages}</span>
                    <span className="sr-only">{t('layout.unhandledBadge', { count: newMessages })}</span>
                  </span>
                ) : null}
                {to === '/admin/proposals' && newProposals > 0 ? (
                  <span className="ml-auto rounded-full bg-neutral-900 px-2 py-0.5 text-xs font-bold text-white">
                    <span aria-hidden="true">{newProposals}</span>
                    <span className="sr-only">
                      {t('layout.pendingProposalsBadge', { count: newProposals })}
                    </span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t border-neutral-200 pt-4">
        <Link to="/" onClick={onNavigate} className={linkClass}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          {t('layout.backToSite')}
        </Link>
        {/* The same NL / EN switch as the site's header: administrators read the agenda in either language too. */}
        <LanguageToggle className="justify-start px-3" />
        <button
          type="button"
          className={cn(linkClass, 'w-full cursor-pointer text-left')}
          disabled={logout.isPending}
          onClick={() => logout.mutateAsync().then(() => navigate('/'), reportedByToast)}
        >
          <LogOut className="size-5" aria-hidden="true" />
          {t('layout.logout')}
        </button>
        <div className="mt-2 flex items-center gap-3 rounded-md bg-neutral-50 px-3 py-2">
          <UserAvatar user={user} size="sm" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{displayName(user)}</p>
            <p className="text-xs text-neutral-600">
              {user.isAdmin ? t('layout.role') : t('layout.roleOrganiser')}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
