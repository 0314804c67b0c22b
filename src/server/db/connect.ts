import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface RawQueryResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when an embedded database was created by this start (no data folder existed). */
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
 * The longest one statement may take on a PostgreSQL server; the app's queries take milliseconds. The
 * migrations run on a connection of their own without it (an index build may take longer). PGlite runs
 * in this process over one connection and has no timer to cancel with (statement_timeout is ignored
 * there): nothing outside can lock its tables, and a slow query of our own holds up the others until
 * it ends. It is being replaced by embedded PostgreSQL, which gets these limits.
 */
const STATEMENT_TIMEOUT_MS = 5000;

/**
 * The only place that knows which database is in use. Everything else speaks Drizzle's pg-core dialect,
 * which is identical on PGlite and on a PostgreSQL server.
 */
export async function connectDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? connectPostgres(config.url, config.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS)
    : connectPglite(config.dataDir);
}

async function connectPglite(dataDir: string | null): Promise<Database> {
  let isNew = true;
  if (dataDir) {
    isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    isNew,
    query: async (text, values) => {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function connectPostgres(url: string, statementTimeoutMs: number): Promise<Database> {
  await migratePostgres(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 5000,
    // The server cancels a statement that runs (or waits for a lock) longer than this (SQLSTATE 57014),
    // and ends a session left idle inside a transaction, so one locked table cannot take every connection.
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    // The client gives up a little later still, for when the server cannot even answer with a cancel
    // (network gone); pg then drops that connection.
    query_timeout: statementTimeoutMs + 2000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    isNew: false,
    query: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Like PGlite's, a second close is a no-op (pg-pool would reject it).
    close: async () => {
      if (!pool.ending) await pool.end();
    },
  };
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
