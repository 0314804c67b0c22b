import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// A new page takes the keyboard focus to its heading (WCAG 2.4.3; issue #41, item 16): after a choice
// in the header's menu, the phone's menu or a link, focus was left on a link that was gone (the page's
// start) or in the header, and a keyboard user had to tab through the header again to reach the page.

/** How long a page's heading is waited for (a page's code and translations may still be coming). */
const HEADING_WAIT_MS = 5000;

/** The page's heading, else its main region; made focusable by script only. */
function pageTarget(): HTMLElement | null {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading ?? main;
}

/** Moves focus to the page's heading (or its main region), as a menu does after its choice. */
export function focusPage(): void {
  pageTarget()?.focus();
}

/**
 * Whether focus is where nobody put it: lost (the page's body), left in the header or a closed menu,
 * or on the heading or main region of the page before. A field or button of the new page that has the
 * focus already keeps it.
 */
function focusIsAdrift(): boolean {
  const active = document.activeElement;
  const main = document.getElementById('main');
  if (!active || active === document.body || !main) return true;
  if (active.closest('[role="dialog"], [role="alertdialog"]')) return false;
  return !main.contains(active) || active.matches('h1, main');
}

/** On a change of page (not of its query: the list's filters live there), focus goes to its heading. */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    const before = main.querySelector('h1');
    const beforeText = before?.textContent;
    let done = false;
    const tryFocus = () => {
      const heading = main.querySelector('h1');
      // The old page's heading still shows: the new page is on its way.
      if (done || !heading || (heading === before && heading.textContent === beforeText)) return;
      done = true;
      observer.disconnect();
      if (focusIsAdrift()) focusPage();
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(main, { childList: true, subtree: true });
    tryFocus();
    const giveUp = setTimeout(() => {
      observer.disconnect();
      if (!done && focusIsAdrift()) focusPage();
      done = true;
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);
  return null;
}
