import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 2.1: every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
