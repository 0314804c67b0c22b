import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser } from '../features/auth/api';

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

/** Members-only routes: a spinner while the session loads, anonymous visitors go to /auth and come back. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
