import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec 2.1: every route change starts at the top of the page. A change of the query alone is not one:
 * the list's filters live there (issue #41, item 15), and choosing one must not throw the page up.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
