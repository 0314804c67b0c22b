import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { PORTAL_SLUG_MAX } from '../../domain/portals';
import { NotFound } from '../components/dead-end';
import { PageSpinner } from '../components/query-states';
import { portalBySlugQuery } from '../features/activities/portal-api';

/** An address of one segment that could be a portal's short name, as older pages showed it (/amsterdam). */
const SLUG_PATH = new RegExp(`^/([a-z0-9-]{1,${PORTAL_SLUG_MAX}})/?$`);

export function NotFoundPage() {
  const { pathname } = useLocation();
  // Only here, where no route matched: a portal's old short address goes on to its page, and no real
  // route can be shadowed by a portal's name.
  const slug = SLUG_PATH.exec(pathname)?.[1] ?? null;
  const portal = useQuery({ ...portalBySlugQuery(slug ?? ''), enabled: slug !== null });
  if (slug !== null && portal.data) return <Navigate to={`/p/${portal.data.slug}`} replace />;
  if (slug !== null && portal.isLoading) return <PageSpinner />;
  return <NotFound />;
}
