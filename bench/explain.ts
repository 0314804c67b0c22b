// Why is a benchmark query slow? Runs each benchmark list query through the real service once, records
// the SQL it sends, and prints EXPLAIN (ANALYZE, BUFFERS) of every statement that reads the list.
//   tsx bench/explain.ts --database-url postgres://…/meedoen_bench [--only search]
// Use it on a database the benchmark generated (npm run bench -- --reuse keeps it).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { activityFilterFromQuery, activityListQuerySchema } from '../src/domain/activities/list-query';
import type { Db } from '../src/server/db/connect';
import * as schema from '../src/server/db/schema';
import { createActivityState, listActivities } from '../src/server/features/activities';
import { addDays, todayInAmsterdam } from './activity-factory';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, only: { type: 'string' } },
});
const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Give --database-url postgres://…/meedoen_bench');

// The app's connection settings (connect.ts): no parallel workers or JIT, the typo threshold.
const pool = new pg.Pool({
  connectionString: url,
  max: 2,
  options: '-c max_parallel_workers_per_gather=0 -c jit=off -c pg_trgm.word_similarity_threshold=0.5',
});
const recorded: { sql: string; params: unknown[] }[] = [];
// The list's statements are SQL text sent straight to the pool (list-sql.ts): record those too.
const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
  config: unknown,
  ...rest: unknown[]
) => {
  if (config && typeof config === 'object' && 'text' in config) {
    const { text, values } = config as { text: string; values?: unknown[] };
    recorded.push({ sql: text, params: values ?? [] });
  }
  return poolQuery(config, ...rest);
};
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
}) as unknown as Db;
// Without a listener of its own: the index asks the database with every list, as after a lost connection.
const activities = createActivityState({ db, listPool: pool, connectionOfItsOwn: () => null });

const [eindhoven] = await db
  .select({ id: schema.portals.id })
  .from(schema.portals)
  .where(eq(schema.portals.slug, 'eindhoven'));
const today = todayInAmsterdam();
const cases: Record<string, Record<string, string>> = {
  'no-filter': {},
  search: { search: 'wandelen' },
  'weekend-eindhoven': { dateFilter: 'weekend', portalId: String(eindhoven?.id ?? 1) },
  'tags-free': { tags: 'sport,muziek', freeOnly: 'true' },
  'custom-score': {
    dateFilter: 'custom',
    startDate: addDays(today, 7),
    endDate: addDays(today, 21),
    meetingScore: '4',
  },
};

// The first list of a day tops the occurrences up; do that before recording.
await listActivities(activities, activityFilterFromQuery(activityListQuerySchema.parse({})), null, 'nl');

for (const [name, query] of Object.entries(cases)) {
  if (values.only && values.only !== name) continue;
  recorded.length = 0;
  const filter = activityFilterFromQuery(activityListQuerySchema.parse({ ...query, limit: '24' }));
  const started = performance.now();
  await listActivities(activities, filter, null, 'nl');
  console.log(
    `\n=== ${name} (${new URLSearchParams(query)}) — service ${Math.round(performance.now() - started)} ms`,
  );
  const client = await pool.connect();
  try {
    for (const statement of recorded.filter(
      (r) => /^\s*(select|with)\b/i.test(r.sql) && !/occurrence_window|set_config/.test(r.sql),
    )) {
      const plan = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
      console.log(`\n-- ${statement.sql}\n-- params: ${JSON.stringify(statement.params)}`);
      for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN']);
    }
  } finally {
    client.release();
  }
}
await pool.end();
