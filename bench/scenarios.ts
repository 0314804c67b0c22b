// What the benchmark asks the server: the fixed list queries, the varied workload (every request a new
// filter), the detail of every activity in turn, the health check and a route answered from memory.
import { addDays, todayInAmsterdam } from './activity-factory';
import { createRng, shuffled } from './random';
import type { Fixtures } from './targets';
import { VARIED_POOL_SIZE, variedRequests } from './varied-workload';

const PAGE_SIZE = 24;

export interface Query {
  name: string;
  path: string;
  /** List queries carry the list goals; the others are reported alongside. */
  isList: boolean;
  /** A different path for every request, in turn (the varied workload, the detail); `path` is the first. */
  paths?: string[];
  /** The paths must never repeat within a run (the varied workload: the page cache must not answer). */
  neverRepeat?: boolean;
  /** Asked with a member's session cookie (a member registered on the server for it). */
  signedIn?: boolean;
}

/** The row the others are compared with: a route answered from memory, with no database at all. */
export const IN_MEMORY_QUERY = 'in-memory (/api/auth/providers)';
export const VARIED_QUERY = 'varied (every request new)';
export const DETAIL_QUERY = 'detail (each request another activity)';
export const HEALTH_QUERY = 'health (/api/health)';
export const SEARCH_QUERY = 'search "wandelen"';

function listQueries(fixtures: Fixtures): Query[] {
  const today = todayInAmsterdam();
  const list = (name: string, params: Record<string, string>) => ({
    name,
    isList: true,
    path: `/api/activities?${new URLSearchParams({ ...params, limit: String(PAGE_SIZE) })}`,
  });
  return [
    list('list, no filter', {}),
    // What a signed-in member's request costs besides: its session is looked up (decision 0025).
    { ...list('list, no filter, signed in', {}), signedIn: true },
    list(SEARCH_QUERY, { search: 'wandelen' }),
    list('weekend + Eindhoven', { dateFilter: 'weekend', portalId: String(fixtures.eindhovenPortalId) }),
    list('tags sport,muziek + free', { tags: 'sport,muziek', freeOnly: 'true' }),
    list('custom range + score ≥ 4', {
      dateFilter: 'custom',
      startDate: addDays(today, 7),
      endDate: addDays(today, 21),
      meetingScore: '4',
    }),
  ];
}

function variedQuery(fixtures: Fixtures, seed: string): Query {
  const paths = variedRequests({
    seed,
    today: todayInAmsterdam(),
    activityCount: fixtures.activityCount,
    size: VARIED_POOL_SIZE,
    pageSize: PAGE_SIZE,
  }).map((r) => r.path);
  return { name: VARIED_QUERY, isList: true, path: paths[0]!, paths, neverRepeat: true };
}

/**
 * The detail of every activity in turn, in a seeded random order: one activity asked again and again
 * would be one row PostgreSQL keeps at hand, which says little about people opening different ones.
 */
function detailQuery(fixtures: Fixtures, seed: string): Query {
  const ids = shuffled(createRng(`${seed}:detail`), fixtures.activityIds);
  const paths = ids.map((id) => `/api/activities/${id}`);
  return { name: DETAIL_QUERY, isList: false, path: paths[0]!, paths };
}

/** With the page cache on (the default): everything. Memory is read after all of it. */
export function cacheOnQueries(fixtures: Fixtures, seed: string): Query[] {
  return [
    ...listQueries(fixtures),
    detailQuery(fixtures, seed),
    { name: HEALTH_QUERY, isList: false, path: '/api/health' },
    variedQuery(fixtures, seed),
    { name: IN_MEMORY_QUERY, isList: false, path: '/api/auth/providers' },
  ];
}

/** With LIST_CACHE_SECONDS=0: the lists again, and the varied workload (what the cache costs it). */
export function cacheOffQueries(fixtures: Fixtures, seed: string): Query[] {
  return [...listQueries(fixtures), variedQuery(fixtures, seed)];
}
