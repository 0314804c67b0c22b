import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '../components/query-states';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';
import { useCurrentUser } from '../lib/session';

/** Admin routes: anonymous visitors sign in first; members who are not admins see "access denied". */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const navigation = useNavigation();
  if (isPending) return <PageSpinner />;
  // Mid-navigation (leaving this page after the account was deleted, say) the session may already be
  // gone: the navigation under way decides where the visitor lands, not this guard.
  if (!user && navigation.state !== 'idle') return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (!user.isAdmin) return <AccessDenied />;
  return children ?? <Outlet />;
}

function AccessDenied() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('documentTitle.accessDenied'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <ShieldAlert className="mb-4 size-12 text-red-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{t('guards.accessDeniedTitle')}</h1>
      <p className="mt-3 text-neutral-700">{t('guards.accessDeniedText')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('guards.backHome')}</Link>
      </Button>
    </section>
  );
}
