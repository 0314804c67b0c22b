import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DeadEnd } from '../components/dead-end';
import { useCurrentUser } from '../lib/session';
import { RequireUser } from './require-user';

/** Admin routes: anonymous visitors sign in first; members who are not admins see "access denied". */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return (
    <RequireUser>
      <AdminOnly>{children}</AdminOnly>
    </RequireUser>
  );
}

/** Under RequireUser, so the session has loaded and someone is signed in. */
function AdminOnly({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user?.isAdmin) return <AccessDenied />;
  return children ?? <Outlet />;
}

function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <DeadEnd
      icon={ShieldAlert}
      iconClassName="text-red-600"
      documentTitle={t('documentTitle.accessDenied')}
      title={t('guards.accessDeniedTitle')}
      text={t('guards.accessDeniedText')}
      link={{ to: '/', label: t('guards.backHome') }}
    />
  );
}
