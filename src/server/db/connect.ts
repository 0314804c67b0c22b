import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { DatabaseGate } from './availability';
import { startEmbeddedCluster } from './embedded-postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The pg pool behind a Db, for the statements written as SQL text (the activity list's hot path). Every
 * Db here is made by drizzle's node-postgres driver, which keeps its client as $client.
 */
export function poolOf(db: Db): pg.Pool {
  const client = (db as unknown as { $client?: pg.Pool }).$client;
  if (!client) throw new Error('This database handle has no pg pool');
  return client;
}

/**
 * What a connection of its own needs that is not a pool's (the list index's listener, decision 0020),
 * and what must end before the database's pools do.
 */
interface Dedicated {
  config: pg.ClientConfig;
  closing: boolean;
  closers: (() => Promise<void>)[];
}

export interface RawQueryResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface Database {
  db: Db;
  /**
   * The pool for the activity list's statements (and the other hot reads by key), with connections of
   * its own that use generic plans (see connectPostgres).
   */
  listPool: pg.Pool;
  /**
   * The settings for a connection of its own to this database, with a `close` to run before its pools
   * end; null once it is closing.
   */
  connectionOfItsOwn(close: () => Promise<void>): pg.ClientConfig | null;
  kind: 'embedded' | 'postgres';
  /** true when the embedded cluster was created by this start (DATA_DIR/postgres did not hold one). */
  isNew: boolean;
  /**
   * One raw parameterised statement, for libraries that speak SQL themselves (the shared rate-limit
   * store) and must work the same on both engines.
   */
  query(text: string, values?: unknown[]): Promise<RawQueryResult>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any number that is the same in every app process: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 727_001;
/**
 * The longest one statement may take, on the embedded cluster as on a server; the app's queries take
 * milliseconds. The migrations run on a connection of their own without it (an index build may take
 * longer).
 */
const STATEMENT_TIMEOUT_MS = 5000;

/** The database the app uses inside the embedded cluster (`postgres` stays the maintenance database). */
const EMBEDDED_DATABASE = 'meedoen';

/**
 * The only place that knows which database is in use. Both kinds are a native PostgreSQL reached through
 * the same pg pool: the embedded kind first starts its own cluster in DATA_DIR/postgres.
 */
export async function connectDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? connectPostgres(config.url, config.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS)
    : connectEmbedded(config.dataDir);
}

async function connectEmbedded(dataDir: string): Promise<Database> {
  // Earlier versions kept a PGlite database directly in DATA_DIR. Its files are left alone (a native
  // PostgreSQL cannot open them, and nothing here should delete someone's agenda); the person is told.
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.warn(
      `${dataDir} holds a database of an earlier Meedoen version (PGlite), which is no longer read. ` +
        `Meedoen now keeps its embedded PostgreSQL in ${path.join(dataDir, 'postgres')} and starts with an ` +
        'empty agenda there. The old files are left untouched: move or delete them when you no longer need them.',
    );
  }
  const cluster = await startEmbeddedCluster({ dataDir: path.join(dataDir, 'postgres') });
  try {
    const url = new URL(cluster.url);
    await ensureDatabase(url.href, EMBEDDED_DATABASE);
    url.pathname = `/${EMBEDDED_DATABASE}`;
    const database = await connectPostgres(url.href, STATEMENT_TIMEOUT_MS);
    return {
      ...database,
      kind: 'embedded',
      isNew: cluster.isNew,
      // The pool first, so its connections end cleanly; then the cluster (fast shutdown, checkpoint).
      close: async () => {
        await database.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function ensureDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    // name is one of our constants, never input.
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Connections of the app's pool, and of the pool for the activity list's statements (see connectPostgres). */
const APP_POOL_MAX = 20;
const LIST_POOL_MAX = 10;

/** The app's connection settings, for a pool; `options` adds server settings of that pool's own. */
function newPool(url: string, statementTimeoutMs: number, max: number, options = ''): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    // The server cancels a statement that runs (or waits for a lock) longer than this (SQLSTATE 57014),
    // and ends a session left idle inside a transaction, so one locked table cannot take every connection.
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    // The client gives up a little later still, for when the server cannot even answer with a cancel
    // (network gone); pg then drops that connection.
    query_timeout: statementTimeoutMs + 2000,
    // The app's statements are many and short. A parallel plan starts worker processes for one query
    // (a search of a thousand matches took several times longer with one worker than without) and JIT
    // compiles a plan for tens of milliseconds once its estimated cost is high (a count over 100,000
    // activities): both trade everybody else's latency for one statement's, which a server answering
    // many people at once should not. Set per connection, so a shared server's own defaults are untouched.
    options: `-c max_parallel_workers_per_gather=0 -c jit=off${options}`,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may one that drops while it is checked out but between statements: a transaction's (Drizzle
  // holds its client from BEGIN to COMMIT), when the server ends its session (a restart, a fast shutdown:
  // 57P01) or the network goes. pg-pool listens for errors only on idle clients, and an 'error' event
  // without a listener ends the process (found by `npm run faults`: the whole server died when its
  // database was stopped under load). With this listener the transaction's next statement fails instead
  // ("not queryable": a 503, plugins/errors.ts), and the pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

async function connectPostgres(url: string, statementTimeoutMs: number): Promise<Database> {
  await migratePostgres(url);
  const pool = newPool(url, statementTimeoutMs, APP_POOL_MAX);
  // The activity list's statements (list-sql.ts) have a pool of their own whose connections plan each
  // statement once for any values (a generic plan) instead of again for every request's values: they are
  // named per filter shape, and their plans do not depend on the values (decision 0013 and its addendum,
  // with the figures). The rest of the app keeps PostgreSQL's own choice, which sees the values.
  const listPool = newPool(url, statementTimeoutMs, LIST_POOL_MAX, ' -c plan_cache_mode=force_generic_plan');
  const gate = createGate(url);
  guardPool(pool, gate);
  guardPool(listPool, gate);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // keepAlive: a listener only reads, so without it a network gone quiet would never be noticed.
  const own: Dedicated = {
    config: { connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true },
    closing: false,
    closers: [],
  };
  return {
    db,
    listPool,
    connectionOfItsOwn: (close) => {
      if (own.closing) return null;
      own.closers.push(close);
      return own.config;
    },
    kind: 'postgres',
    isNew: false,
    query: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // A second close is a no-op (pg-pool would reject it): tests and the shutdown path may both close.
    close: async () => {
      gate.close();
      own.closing = true;
      await Promise.all(own.closers.splice(0).map((close) => close()));
      await Promise.all([pool, listPool].map((p) => (p.ending ? undefined : p.end())));
    },
  };
}

/** How long the gate's probe waits to connect and for its `select 1`. */
const PROBE_TIMEOUT_MS = 1000;

/** The DatabaseGate (availability.ts) of one database: a probe that connects and asks `select 1`. */
function createGate(url: string): DatabaseGate {
  return new DatabaseGate(async () => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
    } catch (error) {
      // A server that does not answer would not answer the goodbye either: drop the socket.
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      throw error;
    }
  });
}

/**
 * Puts the database's gate in front of a pool: every statement the app sends goes through pool.query
 * (Drizzle, the list's SQL, the rate limits) or pool.connect (Drizzle's transactions), so while the
 * database is out of reach both fail at once instead of waiting for a timeout.
 */
function guardPool(pool: pg.Pool, gate: DatabaseGate): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guarded =
    (original: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      // The callback forms are left as they are: the app and its libraries use the promises.
      if (typeof args[args.length - 1] === 'function') return original(...args);
      try {
        gate.check();
      } catch (error) {
        return Promise.reject(error);
      }
      return (original(...args) as Promise<unknown>).catch((error: unknown) => {
        gate.observe(error);
        throw error;
      });
    };
  pool.query = guarded(query) as typeof pool.query;
  pool.connect = guarded(connect) as typeof pool.connect;
}

async function migratePostgres(url: string): Promise<void> {
  // One dedicated connection: an advisory lock belongs to a session, so the lock and the migration
  // must share it. Several app processes starting together then migrate one after the other.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
