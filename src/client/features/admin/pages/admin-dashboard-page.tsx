import { Building2, CalendarDays, Inbox, Plus, UserPlus, Users } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { displayName } from '../../../lib/user-names';
import { useAdminUsers, usePortalOverview, useUnhandledCount } from '../api';
import { DashboardActivityCount, RecentActivities } from '../components/dashboard-activities';

/**
 * Spec 2.11: a welcome, the counts of activities, users, messages and portals with the way to each admin
 * screen, the newest activities and quick actions. The activity parts bring their own catalogue, fetched
 * while the rest shows.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('common:documentTitle.admin'));
  const { data: user } = useCurrentUser();
  const users = useAdminUsers('', 0);
  const unhandled = useUnhandledCount();
  const portals = usePortalOverview();
  const cities = portals.data?.filter((p) => p.type === 'city').length ?? 0;

  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.title')}</h1>
      <p className="mt-1 text-neutral-700">
        {user ? t('dashboard.welcome', { name: displayName(user) }) : null}
      </p>
      <p className="text-neutral-600">{t('dashboard.intro')}</p>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="flex items-center gap-4 p-6">
            <span className="flex size-12 items-center justify-center rounded-full bg-yellow-100">
              <Users className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold">{t('dashboard.users')}</h2>
              <p className="text-2xl font-bold">
                {users.isSuccess ? t('dashboard.usersCount', { count: users.data.total }) : '…'}
              </p>
              <Link to="/admin/users" className="text-sm font-medium underline underline-offset-4">
                {t('dashboard.usersLink')}
              </Link>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-center gap-4 p-6">
            <span className="flex size-12 items-center justify-center rounded-full bg-yellow-100">
              <CalendarDays className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold">{t('dashboard.activities')}</h2>
              <p className="text-2xl font-bold">
                <Suspense fallback="…">
                  <DashboardActivityCount />
                </Suspense>
              </p>
              <Link to="/admin/activities" className="text-sm font-medium underline underline-offset-4">
                {t('dashboard.activitiesLink')}
              </Link>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-center gap-4 p-6">
            <span className="flex size-12 items-center justify-center rounded-full bg-yellow-100">
              <Inbox className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold">{t('dashboard.messages')}</h2>
              <p className="text-2xl font-bold">
                {unhandled.isSuccess ? t('dashboard.messagesCount', { count: unhandled.data }) : '…'}
              </p>
              <Link to="/admin/messages" className="text-sm font-medium underline underline-offset-4">
                {t('dashboard.messagesLink')}
              </Link>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-center gap-4 p-6">
            <span className="flex size-12 items-center justify-center rounded-full bg-yellow-100">
              <Building2 className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold">{t('dashboard.portals')}</h2>
              <p className="text-2xl font-bold">
                {portals.isSuccess ? t('dashboard.portalsCount', { count: portals.data.length }) : '…'}
              </p>
              {portals.isSuccess ? (
                <p className="text-sm text-neutral-600">
                  {t('dashboard.portalsSplit', {
                    cities,
                    organizations: portals.data.length - cities,
                  })}
                </p>
              ) : null}
              <Link to="/admin/portals" className="text-sm font-medium underline underline-offset-4">
                {t('dashboard.portalsLink')}
              </Link>
            </div>
          </CardContent>
        </Card>
      </div>

      <Suspense fallback={null}>
        <RecentActivities />
      </Suspense>

      <h2 className="mt-10 mb-3 text-xl font-semibold">{t('dashboard.quickActions')}</h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/admin/activities?action=new">
            <Plus aria-hidden="true" />
            {t('dashboard.newActivity')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/users?action=new-admin">
            <UserPlus aria-hidden="true" />
            {t('dashboard.newAdmin')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
