import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { mayManageActivities } from '../../domain/auth';
import { AccessDenied } from '../components/dead-end';
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

/**
 * The admin area: administrators, and organisers of a portal (who see only their portals' things there);
 * other members see "access denied".
 */
export function RequireOrganiser({ children }: { children?: ReactNode }) {
  return (
    <RequireUser>
      <OrganisersOnly>{children}</OrganisersOnly>
    </RequireUser>
  );
}

/**
 * Inside the admin area (the session has loaded, someone is signed in): the pages only administrators
 * use (users, portals, settings); an organiser who types their address sees "access denied".
 */
export function AdminOnly({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user?.isAdmin) return <AccessDenied />;
  return children ?? <Outlet />;
}

function OrganisersOnly({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user || !mayManageActivities(user)) return <AccessDenied />;
  return children ?? <Outlet />;
}
