// Benchmark data: N realistic activities over 5 city portals and 40 organisation portals.
//   tsx bench/generate.ts --count 100000 --database-url postgres://…   (PostgreSQL)
//   tsx bench/generate.ts --count 20000 --data-dir ./bench-data        (embedded PostgreSQL)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, type Db, poolOf } from '../src/server/db/connect';
import { activities, portals } from '../src/server/db/schema';
import { refreshOccurrences } from '../src/server/features/activities/occurrences/occurrences';
import {
  type ActivityRow,
  buildActivity,
  cityPortalRows,
  organizationPortalRows,
  type PortalsByCity,
  todayInAmsterdam,
} from './activity-factory';
import { createRng } from './random';

export interface GenerateOptions {
  count?: number;
  recurringShare?: number;
  seed?: string | number;
  /** yyyy-MM-dd the dates are spread around; defaults to today in Europe/Amsterdam. */
  today?: string;
  /** Rows per multi-row INSERT. 1,000 rows × ~45 columns stays below PostgreSQL's 65,535 parameters. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface GenerateSummary {
  activities: number;
  recurring: number;
  portals: number;
  today: string;
  insertMs: number;
  insertRowsPerSecond: number;
  occurrencesMs: number;
  analyzeMs: number;
}

/** Inserts (or reuses, by slug) the 5 city and 40 organisation portals and returns their ids by city. */
export async function ensureBenchPortals(db: Db): Promise<PortalsByCity & { count: number }> {
  const rows = [...cityPortalRows(), ...organizationPortalRows()];
  await db.insert(portals).values(rows).onConflictDoNothing({ target: portals.slug });
  const found = await db
    .select({ id: portals.id, slug: portals.slug, type: portals.type, city: portals.city })
    .from(portals)
    .where(
      inArray(
        portals.slug,
        rows.map((r) => r.slug),
      ),
    );
  const city = new Map<string, number>();
  const organizations = new Map<string, number[]>();
  for (const row of rows) {
    const match = found.find((f) => f.slug === row.slug);
    if (!match) throw new Error(`Portal ${row.slug} was not stored`);
    if (row.type === 'city') city.set(row.city!, match.id);
    else organizations.set(row.city!, [...(organizations.get(row.city!) ?? []), match.id]);
  }
  return { city, organizations, count: found.length };
}

/**
 * One multi-row INSERT … SELECT over `jsonb_to_recordset`: the whole batch travels as one JSON parameter.
 * Drizzle's `insert().values()` builds a placeholder per column and row (tens of thousands per batch)
 * and spends far more client CPU on that than the database spends inserting; one parameter costs next
 * to nothing, and what remains is the database's work, mostly the search trigger and the GIN indexes.
 * Column names and types come from the Drizzle schema, so it follows the table as it changes.
 */
export async function insertActivityBatch(db: Db, rows: readonly ActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]!);
  if (rows.some((row) => Object.keys(row).length !== keys.length)) {
    throw new Error('Every row of a batch must have the same fields (null, not missing)');
  }
  const columns = Object.entries(getTableColumns(activities)).filter(([key]) => keys.includes(key));
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key as keyof ActivityRow]])),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const definitions = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  await db.execute(
    sql`insert into ${activities} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${definitions})`,
  );
}

export async function generateActivities(db: Db, options: GenerateOptions = {}): Promise<GenerateSummary> {
  const count = options.count ?? 100_000;
  const recurringShare = options.recurringShare ?? 0.15;
  const batchSize = options.batchSize ?? 1_000;
  const today = options.today ?? todayInAmsterdam();
  const log = options.log ?? (() => {});
  const rng = createRng(options.seed ?? 'meedoen-bench');

  const benchPortals = await ensureBenchPortals(db);
  const context = { rng, today, recurringShare, portals: benchPortals };

  let recurring = 0;
  let insertMs = 0;
  let lastReport = performance.now();
  for (let done = 0; done < count; ) {
    const batch: ActivityRow[] = [];
    for (; batch.length < batchSize && done < count; done++) {
      const row = buildActivity(context, done);
      if (row.activityType === 'recurring') recurring++;
      batch.push(row);
    }
    // Only the INSERT is timed: that is the database's part of the work.
    const started = performance.now();
    await insertActivityBatch(db, batch);
    insertMs += performance.now() - started;
    if (performance.now() - lastReport > 5_000 || done === count) {
      lastReport = performance.now();
      log(`  ${done.toLocaleString('en')} / ${count.toLocaleString('en')} activities`);
    }
  }
  const insertRowsPerSecond = Math.round(count / (insertMs / 1000));
  log(`  inserted ${count.toLocaleString('en')} rows in ${fmtMs(insertMs)} (${insertRowsPerSecond} rows/s)`);

  // Activities written straight into the table need their occurrences materialised, as the
  // repository would have done on each write.
  let started = performance.now();
  const { rebuilt } = await refreshOccurrences(db, { today });
  const occurrencesMs = performance.now() - started;
  log(`  occurrences of ${rebuilt.toLocaleString('en')} activities materialised in ${fmtMs(occurrencesMs)}`);

  // What autovacuum would have done on a live server by now: statistics (without them the planner
  // guesses row counts for a bulk-loaded table) and the dead row versions left by the occurrence
  // refresh's UPDATE of every row marked reusable, with the visibility map set for index-only scans.
  // On a connection of its own: the app's pool cancels a statement after 5 s, and this takes longer on
  // 100,000 activities.
  started = performance.now();
  const maintenance = new pg.Client({ connectionString: poolOf(db).options.connectionString });
  await maintenance.connect();
  try {
    await maintenance.query('vacuum analyze');
  } finally {
    await maintenance.end();
  }
  const analyzeMs = performance.now() - started;

  return {
    activities: count,
    recurring,
    portals: benchPortals.count,
    today,
    insertMs: Math.round(insertMs),
    insertRowsPerSecond,
    occurrencesMs: Math.round(occurrencesMs),
    analyzeMs: Math.round(analyzeMs),
  };
}

function fmtMs(ms: number): string {
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      'recurring-share': { type: 'string', default: '0.15' },
      seed: { type: 'string', default: 'meedoen-bench' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const count = Number(values.count);
  const recurringShare = Number(values['recurring-share']);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
  if (!(recurringShare >= 0 && recurringShare <= 1)) throw new Error('--recurring-share must be 0…1');
  const url = values['database-url'];
  if (!url && !values['data-dir']) throw new Error('Give --database-url postgres://… or --data-dir <folder>');
  const database = await connectDatabase(
    url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir: path.resolve(values['data-dir']!) },
  );
  try {
    console.log(`Generating ${count.toLocaleString('en')} activities on ${database.kind}…`);
    const started = performance.now();
    const summary = await generateActivities(database.db, {
      count,
      recurringShare,
      seed: values.seed,
      log: (line) => console.log(line),
    });
    console.log({ ...summary, totalMs: Math.round(performance.now() - started) });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
