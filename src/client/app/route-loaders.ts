import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { teaserQuery } from '../features/activities/api';
import { loadInlineFilters, WIDE_FILTERS } from '../features/activities/inline-filters-loader';
import { currentLanguage, i18nReady } from '../lib/i18n';
import { currentUserQuery } from '../lib/session';

// Route loaders start a page's data request when the navigation starts, in parallel with the download of
// the page's code chunk, instead of after the chunk has arrived and rendered. They use the same query
// options as the pages, so the page's own query picks up the request already under way.
//
// Most do not wait for the data: the page renders (with its skeletons) as soon as its code is in, exactly
// as before; a failed request shows as the page's own query error (which refetches on mount).
function inBackground(request: Promise<unknown>): null {
  request.catch(() => undefined);
  return null;
}

/** Every page of the site's layout: the session, which the header and the guards read. */
export function sessionLoader(queryClient: QueryClient) {
  return () => inBackground(queryClient.ensureQueryData(currentUserQuery));
}

/** The session, answered: a visitor (401) is null, and a failed request counts as nobody signed in. */
function sessionKnown(queryClient: QueryClient): Promise<null> {
  return queryClient.ensureQueryData(currentUserQuery).then(
    () => null,
    () => null,
  );
}

/**
 * Members-only pages wait for the session (it comes while their chunk downloads, and from the cache on
 * every later navigation): the page then renders at once, instead of a spinner that the page replaces
 * and pushes the footer down with (a layout shift). A failed request is the guard's to handle.
 */
export function memberLoader(queryClient: QueryClient) {
  return () => sessionKnown(queryClient);
}

/**
 * Public pages that show members more (the agenda: Aanmelden, the heart, the participants' names) wait
 * for the session too, so a member never sees the visitor's version first. Without a session (a visitor,
 * or a failed request) they render the visitor's version.
 */
export function viewerLoader(queryClient: QueryClient) {
  return () => sessionKnown(queryClient);
}

/** Home: the weekly teaser's activities. */
export function homeLoader(queryClient: QueryClient) {
  return async () => {
    // The query key holds the language, which is known once its catalogue is in.
    await i18nReady;
    return inBackground(queryClient.ensureQueryData(teaserQuery(currentLanguage())));
  };
}

/** A wide screen shows the agenda's filter controls inline: their chunk, to render with, else null. */
function inlineFilters(): Promise<unknown> | null {
  return globalThis.matchMedia?.(WIDE_FILTERS).matches ? loadInlineFilters() : null;
}

/** The embed builder (its filter bar as the agenda's): on a wide screen, the controls' chunk. */
export function embedBuilderLoader() {
  return async () => {
    await inlineFilters()?.catch(() => undefined);
    return null;
  };
}

/**
 * /activities: the first page of the list with the filters the page opens with (the address's, else the
 * stored ones). The filter
 * model it needs is a chunk of its own (not in home's first load); the server names that chunk with the
 * page's in the HTML of /activities (route-preloads.json), so on landing there it is in when this runs.
 * The list is public; like viewerLoader, the page waits for the session (a member's version only).
 */
export function activitiesLoader(queryClient: QueryClient) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    const session = sessionKnown(queryClient);
    const controls = inlineFilters();
    const [{ startActivityList }] = await Promise.all([import('./activities-loader'), i18nReady]);
    inBackground(startActivityList(queryClient, new URL(request.url)));
    await controls?.catch(() => undefined);
    return session;
  };
}

/**
 * The list's filters live in its address (use-activity-filters.ts): a change of them is the page's own
 * business, which asks for the list itself, so the loaders (and the navigation's wait for them) are not
 * run again for it.
 */
export function onlyOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
