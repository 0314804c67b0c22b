// The databases a benchmark runs on: the embedded cluster (a temporary DATA_DIR) and a PostgreSQL
// server's database of its own, each with the agenda generated (or reused) and the ids the queries need.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from '../src/server/config';
import { connectDatabase, type Database } from '../src/server/db/connect';
import { activities, portals } from '../src/server/db/schema';
import { generateActivities } from './generate';
import type { BenchOptions } from './options';

export interface Target {
  name: 'embedded' | 'postgres';
  count: number;
  config: DatabaseConfig;
  /** Environment for the app's child process. */
  env: Record<string, string>;
  /** Process ids of the database backends serving the app (read while its server runs). */
  backendPids?(): Promise<number[]>;
  cleanUp(): Promise<void>;
}

export interface Fixtures {
  eindhovenPortalId: number;
  /** Every activity's id, for the detail's load (each request another activity). */
  activityIds: number[];
  activityCount: number;
  generated: boolean;
  /** PostgreSQL's server_version, as the bench's own connection found it. */
  postgresVersion: string;
}

export async function embeddedTarget(options: BenchOptions): Promise<Target> {
  const dataDir = path.join(os.tmpdir(), `meedoen-bench-embedded-${options.embeddedCount}`);
  if (!options.reuse) rmSync(dataDir, { recursive: true, force: true });
  // Run as root, the cluster runs as the user postgres, which must be able to enter the folder.
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  return {
    name: 'embedded',
    count: options.embeddedCount,
    config: { kind: 'embedded', dataDir },
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    // The app's child process owns the cluster and its password, so its backends are found by process:
    // the children of the postmaster named in the cluster's postmaster.pid that serve the app's database.
    backendPids: async () => {
      const postmaster = Number(
        readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      return readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .map(Number)
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            return (
              parent === postmaster && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(' meedoen ')
            );
          } catch {
            return false; // ended meanwhile
          }
        });
    },
    cleanUp: async () => {
      if (!options.reuse) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postgresTarget(serverUrl: string, options: BenchOptions): Promise<Target> {
  const name = 'meedoen_bench';
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const exists = (await admin(`select 1 from pg_database where datname = '${name}'`)).rowCount! > 0;
  if (exists && !options.reuse) await admin(`drop database ${name} with (force)`);
  if (!exists || !options.reuse) await admin(`create database ${name}`);
  return {
    name: 'postgres',
    count: options.count,
    // The benchmark's own connection (generation, VACUUM ANALYZE of 100,000 rows) gets more than the
    // app's 5 s per statement: on a busy machine the vacuum alone can take longer.
    config: { kind: 'postgres', url: url.toString(), statementTimeoutMs: 10 * 60_000 },
    env: { DATABASE_URL: url.toString() },
    backendPids: async () =>
      (await admin(`select pid from pg_stat_activity where datname = '${name}'`)).rows.map(
        (r) => r.pid as number,
      ),
    cleanUp: async () => {
      if (!options.reuse) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Generates the agenda unless --reuse finds it complete; returns the ids the queries need. */
export async function prepareTarget(target: Target, seed: string): Promise<Fixtures> {
  const database = await connectDatabase(target.config);
  try {
    let generated = false;
    const existing = await countActivities(database);
    if (existing !== target.count) {
      if (existing > 0) throw new Error(`${target.name} holds ${existing} activities, not ${target.count}`);
      console.log(`\n▶ ${target.name}: generating ${target.count.toLocaleString('en')} activities`);
      const started = performance.now();
      const summary = await generateActivities(database.db, {
        count: target.count,
        seed,
        log: (line) => console.log(line),
      });
      console.log(
        `  ready in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
          `(${summary.recurring.toLocaleString('en')} recurring; insert ${summary.insertRowsPerSecond} rows/s, ` +
          `occurrences ${(summary.occurrencesMs / 1000).toFixed(1)} s, analyze ${(summary.analyzeMs / 1000).toFixed(1)} s)`,
      );
      generated = true;
    } else {
      console.log(`\n▶ ${target.name}: reusing ${existing.toLocaleString('en')} activities`);
    }
    const [eindhoven] = await database.db
      .select({ id: portals.id })
      .from(portals)
      .where(and(eq(portals.slug, 'eindhoven'), eq(portals.type, 'city')));
    const ids = await database.db.select({ id: activities.id }).from(activities).orderBy(asc(activities.id));
    if (!eindhoven || ids.length === 0)
      throw new Error('The generated data has no Eindhoven portal or activities');
    const { rows } = await database.query('show server_version');
    return {
      eindhovenPortalId: eindhoven.id,
      activityIds: ids.map((row) => row.id),
      activityCount: target.count,
      generated,
      postgresVersion: String(rows[0]?.server_version ?? '?'),
    };
  } finally {
    await database.close();
  }
}

async function countActivities(database: Database): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(activities);
  return row?.value ?? 0;
}

/** The goals' connections: 20 on the embedded cluster, 50 on a server; --connections sets both. */
export function connectionsFor(target: Target, options: BenchOptions): number {
  return options.connections ?? (target.name === 'embedded' ? 20 : 50);
}
