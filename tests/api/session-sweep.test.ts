import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { sessions, users } from '../../src/server/db/schema';
import { uniqueUsername } from '../helpers/accounts';
import { createTestDatabase } from '../helpers/test-database';

// Issue #8, item 17: expired sessions are removed at start and every hour while the server runs.

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;

async function userWithSessions(expiresAt: Date[]): Promise<number> {
  const [user] = await database.db
    .insert(users)
    .values({ username: uniqueUsername(), isAdmin: false })
    .returning({ id: users.id });
  for (const at of expiresAt) {
    await database.db
      .insert(sessions)
      .values({ id: randomBytes(32).toString('hex'), userId: user!.id, expiresAt: at });
  }
  return user!.id;
}

async function sessionsOf(userId: number) {
  return database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

function startApp() {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), clientDir: null };
  return buildApp(config, { database });
}

describe('expired sessions', () => {
  it('are removed when the server starts; live ones stay', async () => {
    const userId = await userWithSessions([new Date(Date.now() - HOUR), new Date(Date.now() + HOUR)]);
    const app = await startApp();
    await app.ready();
    try {
      const left = await sessionsOf(userId);
      expect(left).toHaveLength(1);
      expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await app.close();
    }
  });

  it('are removed every hour while the server runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await startApp();
    await app.ready();
    try {
      // A session that runs out after the start, then an hour passes.
      const userId = await userWithSessions([new Date(Date.now() - 1000)]);
      expect(await sessionsOf(userId)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(HOUR);
      await vi.waitFor(async () => expect(await sessionsOf(userId)).toHaveLength(0));
    } finally {
      await app.close();
    }
  });
});
