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
