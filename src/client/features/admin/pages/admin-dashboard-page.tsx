import { Building2, CalendarDays, Inbox, Plus, UserPlus, Users } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { displayName } from '../../../lib/user-names';
import { useAdminUsers, usePortalOverview, useUnhandledCount } from '../api';
import { DashboardActivityCount, RecentActivities } from '../components/dashboard-activities';
import { DashboardStat } from '../components/dashboard-stat';

/** The lists' "new" dialogs, opened through their ?action= (a new user starts as an administrator). */
const QUICK_ACTIONS = [
  { to: '/admin/activities?action=new', icon: Plus, key: 'dashboard.newActivity', adminOnly: false },
  { to: '/admin/users?action=new-admin', icon: UserPlus, key: 'dashboard.newAdmin', adminOnly: true },
] as const;

/**
 * Spec 2.11: a welcome, the counts of activities, users, messages and portals with the way to each admin
 * screen, the newest activities and quick actions. The activity parts bring their own catalogue, fetched
 * while the rest shows.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('common:documentTitle.admin'));
  const { data: user } = useCurrentUser();
  // An organiser's dashboard shows their portals' activities and messages only (the server narrows
  // both); users and portal management are the administrators'.
  const isAdmin = user?.isAdmin === true;
  const users = useAdminUsers('', 0, isAdmin);
  const unhandled = useUnhandledCount();
  const portals = usePortalOverview();
  const cities = portals.data?.filter((p) => p.type === 'city').length ?? 0;

  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.title')}</h1>
      <p className="mt-1 text-neutral-700">
        {user ? t('dashboard.welcome', { name: displayName(user) }) : null}
      </p>
      {isAdmin ? (
        <p className="text-neutral-600">{t('dashboard.intro')}</p>
      ) : (
        <p className="text-neutral-600">
          {t('dashboard.introOrganiser', {
            portals: portals.isSuccess ? portals.data.map((p) => p.name).join(', ') : '…',
          })}
        </p>
      )}

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {isAdmin ? (
          <DashboardStat
            icon={Users}
            title={t('dashboard.users')}
            value={users.isSuccess ? t('dashboard.usersCount', { count: users.data.total }) : '…'}
            to="/admin/users"
            linkText={t('dashboard.usersLink')}
          />
        ) : null}
        <DashboardStat
          icon={CalendarDays}
          title={t('dashboard.activities')}
          value={
            <Suspense fallback="…">
              <DashboardActivityCount />
            </Suspense>
          }
          to="/admin/activities"
          linkText={t('dashboard.activitiesLink')}
        />
        <DashboardStat
          icon={Inbox}
          title={t('dashboard.messages')}
          value={unhandled.isSuccess ? t('dashboard.messagesCount', { count: unhandled.data }) : '…'}
          to="/admin/messages"
          linkText={t('dashboard.messagesLink')}
        />
        {isAdmin ? (
          <DashboardStat
            icon={Building2}
            title={t('dashboard.portals')}
            value={portals.isSuccess ? t('dashboard.portalsCount', { count: portals.data.length }) : '…'}
            detail={
              portals.isSuccess ? (
                <p className="text-sm text-neutral-600">
                  {t('dashboard.portalsSplit', { cities, organizations: portals.data.length - cities })}
                </p>
              ) : null
            }
            to="/admin/portals"
            linkText={t('dashboard.portalsLink')}
          />
        ) : null}
      </div>

      <Suspense fallback={null}>
        <RecentActivities />
      </Suspense>

      <h2 className="mt-10 mb-3 text-xl font-semibold">{t('dashboard.quickActions')}</h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        {QUICK_ACTIONS.filter((action) => isAdmin || !action.adminOnly).map(({ to, icon: Icon, key }) => (
          <Button key={to} asChild variant="outline">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(key)}
            </Link>
          </Button>
        ))}
      </div>
    </section>
  );
}
