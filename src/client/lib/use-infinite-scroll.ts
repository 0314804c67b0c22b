import { useEffect, useRef } from 'react';

interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** How far ahead of the sentinel the next page is asked for. */
  rootMargin: string;
}

/**
 * Whether the keyboard focus is on the sentinel's button or past it (in the footer). Loading then would
 * push the focused control off the screen (WCAG 2.4.11): someone tabbing there has the button.
 */
function focusAtOrPast(sentinel: Element): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  return (
    sentinel.contains(focused) ||
    (sentinel.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  );
}

/**
 * Loads the next page when the returned sentinel comes near the viewport, unless the keyboard focus is
 * on or past it. The list still shows a button that does the same, for keyboards and browsers without
 * IntersectionObserver.
 */
export function useInfiniteScroll<T extends Element>({
  hasMore,
  loading,
  onLoadMore,
  rootMargin,
}: InfiniteScrollOptions) {
  const sentinel = useRef<T>(null);
  // The latest callback, so a new function on every render does not re-create the observer.
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !focusAtOrPast(element)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, rootMargin]);

  return sentinel;
}
