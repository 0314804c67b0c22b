import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/query-states';

/** An old address of a page: on to the new one, with the query string (the filters) kept. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/**
 * An address the server answers itself (the widget is server-rendered HTML, not a page of this app):
 * a full page load there, with the query string kept.
 */
export function LeaveAppFor({ path }: { path: string }) {
  const { search } = useLocation();
  useEffect(() => window.location.replace(`${path}${search}`), [path, search]);
  return <PageSpinner />;
}
