import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The loaders run in the browser; here in node they need the little of it that i18n.ts touches at import.
beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('document', { documentElement: { lang: '' } });
});

/** A fetch that records the URLs asked for and never answers: the request stays under way. */
function pendingFetch() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return new Promise<Response>(() => undefined);
  });
  return urls;
}

describe('route loaders', () => {
  it('home starts the teaser request without waiting for it', async () => {
    const { homeLoader } = await import('./route-loaders');
    const { teaserQuery } = await import('../features/activities/api');
    const urls = pendingFetch();
    const queryClient = new QueryClient();

    // Resolves although the request never answers: the page renders while its data is on the way.
    await expect(homeLoader(queryClient)()).resolves.toBeNull();

    expect(urls).toEqual(['/api/activities?limit=24']);
    // The page's own query (same options) finds the request under way instead of starting another.
    expect(queryClient.getQueryState(teaserQuery('nl').queryKey)?.fetchStatus).toBe('fetching');
  });

  it('/activities starts the first page with the filters the page restores from storage', async () => {
    const stored = { searchQuery: ' wandelen ', dateFilter: 'weekend', freeOnly: true };
    vi.stubGlobal('window', { localStorage: { getItem: () => JSON.stringify(stored) } });
    const { activitiesLoader } = await import('./route-loaders');
    const { activityListQuery } = await import('../features/activities/api');
    const { filtersToParams, loadFilters } = await import('../features/activities/filter-state');
    const urls = pendingFetch();
    const queryClient = new QueryClient();

    await expect(activitiesLoader(queryClient)()).resolves.toBeNull();

    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/api/activities');
    expect(url.searchParams.get('search')).toBe('wandelen');
    expect(url.searchParams.get('dateFilter')).toBe('weekend');
    expect(url.searchParams.get('offset')).toBe('0');
    // The key the page builds from the same storage on its first render.
    const filters = loadFilters();
    const key = activityListQuery(filtersToParams(filters, filters.searchQuery), 'nl').queryKey;
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
  });
});

/** A fetch whose answers the test gives: the requests stay open until `answer` is called. */
function controlledFetch() {
  const urls: string[] = [];
  const pending: ((response: Response) => void)[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return new Promise<Response>((resolve) => pending.push(resolve));
  });
  return {
    urls,
    answer: (response: Response) => {
      for (const resolve of pending.splice(0)) resolve(response);
    },
  };
}

describe('session loaders', () => {
  it('every page of the layout starts the session request without waiting for it', async () => {
    const { sessionLoader } = await import('./route-loaders');
    const { currentUserQuery } = await import('../lib/session');
    const urls = pendingFetch();
    const queryClient = new QueryClient();

    expect(sessionLoader(queryClient)()).toBeNull();

    expect(urls).toEqual(['/api/user']);
    expect(queryClient.getQueryState(currentUserQuery.queryKey)?.fetchStatus).toBe('fetching');
  });

  it('members-only pages wait for the session, so the guard never shows a spinner first', async () => {
    const { memberLoader } = await import('./route-loaders');
    const { currentUserQuery } = await import('../lib/session');
    const { urls, answer } = controlledFetch();
    const queryClient = new QueryClient();

    let done = false;
    const loading = memberLoader(queryClient)().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(urls).toEqual(['/api/user']);
    expect(done).toBe(false);

    answer(Response.json({ id: 7, username: 'anna' }));
    await loading;
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toMatchObject({ id: 7 });
  });

  it('a failed session request does not fail the navigation: the guard handles it', async () => {
    const { memberLoader } = await import('./route-loaders');
    const { answer } = controlledFetch();
    const queryClient = new QueryClient();

    const loading = memberLoader(queryClient)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer(Response.json({ message: 'kapot' }, { status: 500 }));

    await expect(loading).resolves.toBeNull();
  });
});
