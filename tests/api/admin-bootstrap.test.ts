import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, preparation } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { prepareData, StartupError } from '../../src/server/db/prepare';
import { sessions, users } from '../../src/server/db/schema';
import { logIn, randomAddress, registerMember } from '../helpers/accounts';
import { createTestDatabase } from '../helpers/test-database';

// ADMIN_USERNAME / ADMIN_PASSWORD at start (issue #8, item 3): the start never promotes a member, and
// setting the password ends the account's sessions.

const ADMIN_NAME = 'beheer-start';
const FIRST_PASSWORD = 'Eerste-Beheer-Wachtwoord-1';
const SECOND_PASSWORD = 'Tweede-Beheer-Wachtwoord-2';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let apps: FastifyInstance[];

/** One start of the server: the app built on the test's database, then the start-up data step. */
async function start(password = FIRST_PASSWORD): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clientDir: null,
    seedDemo: false,
    admin: { username: ADMIN_NAME, password },
  };
  const app = await buildApp(config, { database });
  apps.push(app);
  await app.ready();
  await prepareData(app, preparation);
  return app;
}

async function adminRow() {
  const [row] = await database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, ADMIN_NAME));
  return row;
}

/** The status of a login attempt with the configured name. */
async function loginStatus(app: FastifyInstance, password: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: randomAddress(),
    payload: { username: ADMIN_NAME, password },
  });
  return res.statusCode;
}

async function sessionCount(userId: number): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

describe('the administrator named by ADMIN_USERNAME', () => {
  // Each test on a database of its own, which its starts share: a test's first start is the first on it,
  // whatever another test did to the administrator before.
  beforeEach(async () => {
    database = await createTestDatabase();
    apps = [];
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('is created on the first start and can sign in', async () => {
    expect(await adminRow()).toBeUndefined();
    const app = await start();
    expect((await adminRow())?.isAdmin).toBe(true);
    await logIn(app, ADMIN_NAME, FIRST_PASSWORD);
  });

  it('keeps its sessions when a restart brings the same password', async () => {
    const app = await start();
    await logIn(app, ADMIN_NAME, FIRST_PASSWORD);
    const admin = await adminRow();
    const before = await sessionCount(admin!.id);
    expect(before).toBeGreaterThan(0);
    await start();
    expect(await sessionCount(admin!.id)).toBe(before);
  });

  it('gets the new password when ADMIN_PASSWORD changes, and every old session ends', async () => {
    const app = await start();
    const cookie = await logIn(app, ADMIN_NAME, FIRST_PASSWORD);
    const restarted = await start(SECOND_PASSWORD);
    const admin = await adminRow();
    expect(await sessionCount(admin!.id)).toBe(0);
    const me = await restarted.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    await logIn(restarted, ADMIN_NAME, SECOND_PASSWORD);
    expect(await loginStatus(restarted, FIRST_PASSWORD)).toBe(401);
  });

  it('is never made of a member who took the name after the administrator gave it up', async () => {
    const app = await start(SECOND_PASSWORD);
    const admin = await adminRow();
    // The administrator renames themself; someone registers the freed name.
    await database.db.update(users).set({ username: 'beheer-hernoemd' }).where(eq(users.id, admin!.id));
    const squatter = await registerMember(app, { username: ADMIN_NAME, email: 'kaper@example.test' });

    const restart = start(SECOND_PASSWORD);
    await expect(restart).rejects.toBeInstanceOf(StartupError);
    await expect(restart).rejects.toThrow(
      /ADMIN_USERNAME "beheer-start" belongs to an account that is not an administrator/,
    );

    const row = await adminRow();
    expect(row?.id).toBe(squatter.user.id);
    expect(row?.isAdmin).toBe(false);
    // Their own password still works and the configured one does not open their account.
    await logIn(app, ADMIN_NAME, squatter.password);
    expect(await loginStatus(app, SECOND_PASSWORD)).toBe(401);
    // Their session was left alone.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: squatter.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('ADMIN_PASSWORD in the configuration', () => {
  it('follows the registration rule, with a message naming the variable', () => {
    expect(() =>
      loadConfig({ ADMIN_USERNAME: 'beheerder', ADMIN_PASSWORD: 'lang-maar-zwak-wachtwoord' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ ADMIN_USERNAME: 'beheerder', ADMIN_PASSWORD: 'lang-maar-zwak-wachtwoord' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: /)]);
    }
    expect(loadConfig({ ADMIN_USERNAME: 'beheerder', ADMIN_PASSWORD: FIRST_PASSWORD }).admin).toEqual({
      username: 'beheerder',
      password: FIRST_PASSWORD,
    });
  });
});
