import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/connect';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// A database that does not answer must not hang requests: statements are cancelled after a time
// limit and the person gets a 503 with Retry-After; the health check says 503 within its own limit.

const config = (): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  clientDir: null,
  listCacheMs: 0,
});

describe('a table locked by another connection', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 300 });
    app = await buildApp(config(), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** Holds an ACCESS EXCLUSIVE lock on `activities` in an open transaction until `release()`. */
  async function lockActivities() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = app.db.transaction(async (tx) => {
      // This connection waits on the test, not on PostgreSQL: its own limits must not end it.
      await tx.execute(sql.raw('set local idle_in_transaction_session_timeout = 0'));
      await tx.execute(sql.raw('lock table activities in access exclusive mode'));
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await holder;
    };
  }

  it('GET /api/activities answers 503 with Retry-After while locked, and 200 once the lock is gone', async () => {
    const unlock = await lockActivities();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/activities' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'Er gaat nu iets mis bij ons. Probeer het zo opnieuw.' });

      const english = await app.inject({
        method: 'GET',
        url: '/api/activities',
        headers: { 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(503);
      expect(english.json()).toEqual({
        message: 'The database is not responding. Please try again shortly.',
      });
    } finally {
      await unlock();
    }
    const after = await app.inject({ method: 'GET', url: '/api/activities' });
    expect(after.statusCode).toBe(200);
  });
});

describe('GET /api/health when the database does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 503 within its own time limit when the ping never comes back', async () => {
    // The real database, except that its ping never comes back (a hung connection, a full pool).
    const hanging: Database = { ...t.app.database, ping: () => new Promise<void>(() => {}) };
    const app = await buildApp(config(), { database: hanging });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: t.app.database.kind });
    } finally {
      await app.close();
    }
  });
});

describe('a database that is gone', () => {
  it('answers 503 with Retry-After instead of a 500', async () => {
    const t = await createTestApp({ listCacheMs: 0 });
    try {
      await t.app.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/activities' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'Er gaat nu iets mis bij ons. Probeer het zo opnieuw.' });
    } finally {
      await t.close();
    }
  });
});

describe('request timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('closes a connection whose request does not arrive in time, with room for a slow picture upload', () => {
    // 8 MiB over about 1 Mbit/s takes some 70 s.
    expect(t.app.server.requestTimeout).toBeGreaterThanOrEqual(90_000);
    // A socket with no traffic at all is closed too (Node's default is never).
    expect(t.app.server.timeout).toBeGreaterThan(0);
  });
});
