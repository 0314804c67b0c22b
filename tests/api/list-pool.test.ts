import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { poolOf } from '../../src/server/db/connect';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The activity list's statements run on a pool of their own whose connections use generic plans
// (connect.ts, decision 0013); everything else keeps PostgreSQL's own choice, which sees the values.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const planCacheMode = async (pool: ReturnType<typeof poolOf>) =>
  (await pool.query('show plan_cache_mode')).rows[0]?.plan_cache_mode;

it('plans the list once for any values, and the rest of the app per statement as PostgreSQL chooses', async () => {
  const listPool = t.app.database.listPool;
  expect(listPool).not.toBe(poolOf(t.app.db));
  expect(await planCacheMode(listPool)).toBe('force_generic_plan');
  expect(await planCacheMode(poolOf(t.app.db))).toBe('auto');
  // The list's other connection settings are the app's (connect.ts).
  const { rows } = await listPool.query(
    "select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers",
  );
  expect(rows[0]).toEqual({ jit: 'off', workers: '0' });
});

it('sends the list, a search and the favourites through the list pool', async () => {
  const listQuery = vi.spyOn(t.app.database.listPool, 'query');
  const appQuery = vi.spyOn(poolOf(t.app.db), 'query');
  try {
    for (const url of ['/api/activities?limit=5', '/api/activities?search=wandelen&offset=3']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
    }
    const names = listQuery.mock.calls.map(([config]) => (config as { name?: string }).name);
    // The search asks for its query at least; a list whose cards are all written asks nothing while the
    // index hears every change (decision 0020).
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names.every((name) => name?.startsWith('list_'))).toBe(true);
    // None of the list's statements went to the app's own pool.
    const elsewhere = appQuery.mock.calls.filter(([config]) =>
      String((config as { name?: string })?.name ?? '').startsWith('list_'),
    );
    expect(elsewhere).toEqual([]);
  } finally {
    listQuery.mockRestore();
    appQuery.mockRestore();
  }
});
