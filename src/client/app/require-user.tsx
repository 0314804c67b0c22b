import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/query-states';
import { useCurrentUser } from '../lib/session';

/** Members-only routes: a spinner while the session loads, anonymous visitors go to /auth and come back. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
