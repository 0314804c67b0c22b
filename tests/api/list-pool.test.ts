import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { poolOf } from '../../src/server/db/connect';
import { changesStatement } from '../../src/server/features/activities/list/list-sql';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
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

/** Rows read from a table over the whole plan (each scan's rows times its loops), from EXPLAIN ANALYZE. */
function rowsReadFrom(plan: PlanNode, table: string): number {
  const own = plan['Relation Name'] === table ? plan['Actual Rows'] * plan['Actual Loops'] : 0;
  return own + (plan.Plans ?? []).reduce((sum, child) => sum + rowsReadFrom(child, table), 0);
}
interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

it("reads a catch-up's changed activities one by one, not the whole table, with the generic plan", async () => {
  const admin = await loginAs(t.app, 'admin');
  const { id: portalId } = await createPortal(t.app);
  const { id } = await createActivity(t.app, admin, { portalId });
  // An agenda of some size, so that reading all of it is a plan the planner could pick.
  const columns = (
    await t.app.database.query(
      `select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
       where table_name = 'activities' and column_name <> 'id' and is_generated = 'NEVER'`,
    )
  ).rows[0]!.list as string;
  await t.app.database.query(
    `insert into activities (${columns}) select ${columns} from activities, generate_series(1, 300) where id = $1`,
    [id],
  );
  await t.app.database.query('analyze activities');
  const client = await t.app.database.listPool.connect();
  try {
    // The plan the generic plan chose on a long change log (it guesses that a third of the log is
    // unseen, more changes than there are activities), made certain here: with nested loops disfavoured,
    // only the statement's own shape keeps the entries a lookup per changed activity.
    await client.query('set enable_nestloop = off');
    const snapshot = (await client.query('select pg_current_snapshot()::text as s')).rows[0].s as string;
    await t.app.database.query('update activities set next_date_full = not next_date_full where id = $1', [
      id,
    ]);
    const statement = changesStatement(snapshot);
    await client.query(`prepare catch_up_plan(text) as ${statement.text}`);
    // EXPLAIN takes no bound parameters: the snapshot is written in (digits, colons and commas).
    const { rows } = await client.query(
      `explain (analyze, format json) execute catch_up_plan(${client.escapeLiteral(snapshot)})`,
    );
    const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    // One activity changed: it is read, and no other.
    expect(rowsReadFrom(plan, 'activities')).toBe(1);
  } finally {
    // Dropped, not returned: its prepared statement and setting are this test's alone.
    client.release(true);
  }
});
