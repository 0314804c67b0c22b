import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from './query-states';

/**
 * A layout's place for the route's page. A translation catalogue a page needs that its route did not
 * preload suspends here, under the layout's header.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
