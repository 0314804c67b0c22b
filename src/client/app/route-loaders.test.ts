import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The loaders run in the browser; here in node they need the little of it that i18n.ts touches at import.
beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
});

// Each case imports the loaders afresh: i18n and the stored filters are read when a module is imported,
// and test files share a worker's modules (isolate: false).
beforeEach(() => vi.resetModules());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('document', { documentElement: { lang: '' } });
});

// The next file in this worker must not find the stand-in: a module that reads the page at import
// (embedded-site-settings.ts) took it for a real document.
afterAll(() => vi.unstubAllGlobals());

/** A fetch that records the URLs asked for and never answers: the request stays under way. */
function pendingFetch() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return new Promise<Response>(() => undefined);
  });
  return urls;
}

/**
 * Runs a loader (`run` checks what it returns) while no request is ever answered: only `url` is asked
 * for, and the page's own query (`key`, same options) finds it under way instead of starting another.
 */
async function expectRequestUnderWay(
  run: (queryClient: QueryClient) => unknown,
  url: string,
  key: readonly unknown[],
) {
  const urls = pendingFetch();
  const queryClient = new QueryClient();
  await run(queryClient);
  expect(urls).toEqual([url]);
  expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
}

describe('route loaders', () => {
  it('home starts the teaser request without waiting for it', async () => {
    const { homeLoader } = await import('./route-loaders');
    const { teaserQuery } = await import('../features/activities/api');
    // Resolves although the request never answers: the page renders while its data is on the way.
    await expectRequestUnderWay(
      (queryClient) => expect(homeLoader(queryClient)()).resolves.toBeNull(),
      '/api/activities?limit=24',
      teaserQuery('nl').queryKey,
    );
  });

  it('/activities starts the first page with the filters the page restores from storage', async () => {
    const stored = { searchQuery: ' wandelen ', dateFilter: 'weekend', freeOnly: true };
    vi.stubGlobal('window', { localStorage: storedWithFunctionalConsent(stored) });
    const { activitiesLoader } = await import('./route-loaders');
    const { activityListQuery } = await import('../features/activities/api');
    const { filtersToParams, loadFilters } = await import('../features/activities/filter-state');
    const { urls, answer } = controlledFetch();
    const queryClient = new QueryClient();

    const loading = activitiesLoader(queryClient)(listAddress('/activities'));

    // The list does not wait for the session: both requests are under way at once.
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    expect(urls).toContain('/api/user');
    const url = new URL(urls.find((u) => u.startsWith('/api/activities')) ?? '', 'http://x');
    expect(url.pathname).toBe('/api/activities');
    expect(url.searchParams.get('search')).toBe('wandelen');
    expect(url.searchParams.get('dateFilter')).toBe('weekend');
    expect(url.searchParams.get('offset')).toBe('0');
    // The key the page builds from the same storage on its first render.
    const filters = loadFilters();
    const key = activityListQuery(filtersToParams(filters, filters.searchQuery), 'nl').queryKey;
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');

    // The page renders once the session is known (a visitor here), not before, and not after the list.
    answer('/api/user', Response.json({ message: 'Niet ingelogd' }, { status: 401 }));
    await expect(loading).resolves.toBeNull();
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
  });

  it.each([
    ['a visitor', Response.json({ message: 'Niet ingelogd' }, { status: 401 }), null],
    ['a member', Response.json({ id: 7, username: 'anna' }), 'true'],
  ])('/activities sends a stored Favorieten only for a member: %s', async (_who, session, expected) => {
    vi.stubGlobal('window', {
      localStorage: storedWithFunctionalConsent({ showFavorites: true, freeOnly: true }),
    });
    const { activitiesLoader } = await import('./route-loaders');
    // Loaded ahead, so the loader's own import of it is no reason for the list to wait.
    await import('./activities-loader');
    const { urls, answer } = controlledFetch();
    const queryClient = new QueryClient();

    const loading = activitiesLoader(queryClient)(listAddress('/activities'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // With Favorieten stored, the list waits for the answer to who is looking.
    expect(urls).toEqual(['/api/user']);
    answer('/api/user', session);
    await loading;

    await vi.waitFor(() => expect(urls).toHaveLength(2));
    const list = urls.filter((u) => u.startsWith('/api/activities'));
    expect(list).toHaveLength(1);
    const url = new URL(list[0] ?? '', 'http://x');
    expect(url.searchParams.get('freeOnly')).toBe('true');
    expect(url.searchParams.get('showFavorites')).toBe(expected);
  });

  it('/activities with filters in its address starts the list with those, not the stored ones', async () => {
    vi.stubGlobal('window', {
      localStorage: storedWithFunctionalConsent({ searchQuery: 'wandelen', dateFilter: 'weekend' }),
    });
    const { activitiesLoader } = await import('./route-loaders');
    await import('./activities-loader');
    const { urls, answer } = controlledFetch();
    const queryClient = new QueryClient();

    const loading = activitiesLoader(queryClient)(
      listAddress('/activities?category=muziek&freeOnly=true&x=1'),
    );
    await vi.waitFor(() => expect(urls.filter((u) => u.startsWith('/api/activities'))).toHaveLength(1));
    const url = new URL(urls.find((u) => u.startsWith('/api/activities')) ?? '', 'http://x');
    expect(url.searchParams.get('tags')).toBe('muziek');
    expect(url.searchParams.get('freeOnly')).toBe('true');
    expect(url.searchParams.has('search')).toBe(false);
    expect(url.searchParams.has('dateFilter')).toBe(false);
    answer(Response.json({ message: 'Niet ingelogd' }, { status: 401 }));
    await loading;
  });
});

/** What a loader is given for a navigation to `path` (its request is all the list's loader reads). */
function listAddress(path: string) {
  return { request: new Request(new URL(path, 'http://meedoen.test')) };
}

/** Storage holding a filter set and the functional consent without which it is not read. */
function storedWithFunctionalConsent(filters: object) {
  const items: Record<string, string> = {
    'meedoen-cookie-consent': JSON.stringify({ necessary: true, functional: true, analytics: false }),
    'meedoen-activity-search-filters': JSON.stringify(filters),
  };
  return { getItem: (key: string) => items[key] ?? null };
}

/**
 * A fetch whose answers the test gives: the requests stay open until `answer` is called, for every
 * request still open or only for those whose URL starts with `prefix`.
 */
function controlledFetch() {
  const urls: string[] = [];
  const pending: { url: string; resolve: (response: Response) => void }[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return new Promise<Response>((resolve) => pending.push({ url, resolve }));
  });
  function answer(response: Response): void;
  function answer(prefix: string, response: Response): void;
  function answer(first: string | Response, second?: Response): void {
    const prefix = typeof first === 'string' ? first : '';
    const response = typeof first === 'string' ? second : first;
    for (const request of pending.filter((p) => p.url.startsWith(prefix))) {
      pending.splice(pending.indexOf(request), 1);
      if (response) request.resolve(response.clone());
    }
  }
  return { urls, answer };
}

describe('session loaders', () => {
  it('every page of the layout starts the session request without waiting for it', async () => {
    const { sessionLoader } = await import('./route-loaders');
    const { currentUserQuery } = await import('../lib/session');
    await expectRequestUnderWay(
      (queryClient) => expect(sessionLoader(queryClient)()).toBeNull(),
      '/api/user',
      currentUserQuery.queryKey,
    );
  });

  it.each([
    [
      'members-only pages wait for the session, so the guard never shows a spinner first',
      'memberLoader',
      () => Response.json({ id: 7, username: 'anna' }),
      { id: 7, username: 'anna' },
    ],
    [
      'the public agenda waits for the session and renders for a visitor too',
      'viewerLoader',
      () => Response.json({ message: 'Niet ingelogd' }, { status: 401 }),
      null,
    ],
  ] as const)('%s', async (_what, loader, session, user) => {
    const loaders = await import('./route-loaders');
    const { currentUserQuery } = await import('../lib/session');
    const { urls, answer } = controlledFetch();
    const queryClient = new QueryClient();

    let done = false;
    const loading = loaders[loader](queryClient)().then((value) => {
      done = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(urls).toEqual(['/api/user']);
    expect(done).toBe(false);

    answer(session());
    await expect(loading).resolves.toBeNull();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(user);
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
