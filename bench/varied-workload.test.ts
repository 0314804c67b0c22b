import { describe, expect, it } from 'vitest';
import { activityFilterFromQuery, activityListQuerySchema } from '../src/domain/activities/list-query';
import { VARIED_KINDS, VARIED_POOL_SIZE, variedRequests } from './varied-workload';

const options = { seed: 'meedoen-bench', today: '2026-11-23', activityCount: 5000, size: 5000, pageSize: 24 };

describe('the varied workload', () => {
  it('is the same for the same seed and day', () => {
    expect(variedRequests(options)).toEqual(variedRequests(options));
    expect(variedRequests({ ...options, seed: 'other' })).not.toEqual(variedRequests(options));
  });

  it('never asks for the same filter twice, so the page cache cannot answer it', () => {
    const filters = variedRequests(options).map(({ path }) => {
      const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
      // What the page cache keys on: the filter and the language.
      return JSON.stringify([activityFilterFromQuery(activityListQuerySchema.parse(query)), query.lang]);
    });
    expect(new Set(filters).size).toBe(options.size);
  });

  it('holds every kind, in valid requests', () => {
    const requests = variedRequests(options);
    for (const kind of VARIED_KINDS) expect(requests.some((r) => r.kind === kind)).toBe(true);
    for (const { path } of requests) {
      const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
      expect(activityListQuerySchema.safeParse(query).success).toBe(true);
    }
    expect(requests.some((r) => /offset=(?!0&)\d+/.test(r.path) && r.kind === 'search')).toBe(true);
  });

  it('has enough distinct filters for a run of the benchmark on the smallest agenda it is run with', () => {
    // The kinds come in turn, so each needs a fifth of the pool; at 5,000 activities the deep pages and
    // score + free have the fewest (45,000 ran out at 9,000 req/s; 60,000 could not be drawn).
    const pool = variedRequests({ ...options, size: VARIED_POOL_SIZE });
    expect(new Set(pool.map((r) => r.path)).size).toBe(VARIED_POOL_SIZE);
  });
});
