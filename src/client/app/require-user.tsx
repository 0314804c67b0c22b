import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '../components/query-states';
import { useCurrentUser } from '../lib/session';

/** Members-only routes: a spinner while the session loads, anonymous visitors go to /auth and come back. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const navigation = useNavigation();
  if (isPending) return <PageSpinner />;
  // Mid-navigation (leaving this page after the account was deleted, say) the session may already be
  // gone: the navigation under way decides where the visitor lands, not this guard.
  if (!user && navigation.state !== 'idle') return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
