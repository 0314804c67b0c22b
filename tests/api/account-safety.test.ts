import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/security/passwords';
import {
  logIn,
  loginAs,
  randomAddress,
  registerMember,
  sessionCookieFrom,
  TEST_PASSWORD,
  uniqueUsername,
} from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #8: an administrator always remains, even when two act at the same moment (item 7); a deleted
// account takes its contact messages along (item 12); an administrator who sets their own password gets
// a new session token (item 13).

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(TEST_PASSWORD);
});
afterAll(async () => t.close());

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: randomAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function adminCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

/** Exactly two administrators in the database, signed in: every other administrator is demoted. */
async function twoAdministrators() {
  await t.app.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
  const made = [];
  for (let i = 0; i < 2; i++) {
    const username = uniqueUsername('beheer');
    const [row] = await t.app.db
      .insert(users)
      .values({ username, email: `${username}@example.test`, passwordHash, isAdmin: true })
      .returning({ id: users.id });
    made.push({ id: row!.id, cookie: await logIn(t.app, username, TEST_PASSWORD) });
  }
  return made as [(typeof made)[0], (typeof made)[0]];
}

describe('at least one administrator remains when two act at the same moment', () => {
  // Several rounds: without the lock the two checks usually both see two administrators.
  const ROUNDS = 4;

  beforeEach(async () => {
    await t.app.db.update(users).set({ isAdmin: false }).where(ne(users.id, 0));
  });

  it('two administrators deleting their own accounts', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdministrators();
      const results = await Promise.all([
        call('DELETE', '/api/user', a.cookie, { password: TEST_PASSWORD }),
        call('DELETE', '/api/user', b.cookie, { password: TEST_PASSWORD }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('two administrators deleting each other', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdministrators();
      const results = await Promise.all([
        call('DELETE', `/api/users/${b.id}`, a.cookie),
        call('DELETE', `/api/users/${a.id}`, b.cookie),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await adminCount()).toBe(1);
    }
  });

  it('two administrators demoting each other', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdministrators();
      const results = await Promise.all([
        call('PUT', `/api/users/${b.id}`, a.cookie, { isAdmin: false }),
        call('PUT', `/api/users/${a.id}`, b.cookie, { isAdmin: false }),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await adminCount()).toBe(1);
    }
  });

  it('refuses, and changes nothing, when the one acting was demoted a moment before', async () => {
    const [a, b] = await twoAdministrators();
    expect((await call('PUT', `/api/users/${b.id}`, a.cookie, { isAdmin: false })).statusCode).toBe(200);
    // b's session still exists, but b is no longer an administrator.
    const res = await call('PUT', `/api/users/${a.id}`, b.cookie, { isAdmin: false });
    expect(res.statusCode).toBe(403);
    expect(await adminCount()).toBe(1);
  });
});

describe('deleting an account deletes the contact messages its member sent', () => {
  async function sendMessage(cookie: string, text: string) {
    const res = await call('POST', '/api/contact', cookie, {
      name: 'Bericht Schrijver',
      email: 'schrijver@example.test',
      subject: 'other',
      customSubject: 'Vraag',
      message: text,
    });
    expect(res.statusCode).toBe(201);
  }
  async function messagesWith(text: string): Promise<number> {
    const rows = await t.app.db.select().from(contactMessages);
    return rows.filter((row) => JSON.stringify(row).includes(text)).length;
  }

  it('when the member deletes their own account', async () => {
    const member = await registerMember(t.app);
    const text = `Eigen bericht ${uniqueUsername()}`;
    await sendMessage(member.cookie, text);
    expect(await messagesWith(text)).toBe(1);
    const res = await call('DELETE', '/api/user', member.cookie, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await messagesWith(text)).toBe(0);
  });

  it('when an administrator deletes the account', async () => {
    const admin = await loginAs(t.app, 'admin');
    const member = await registerMember(t.app);
    const text = `Bericht van lid ${uniqueUsername()}`;
    await sendMessage(member.cookie, text);
    const res = await call('DELETE', `/api/users/${member.user.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(await messagesWith(text)).toBe(0);
  });

  it('and keeps the messages of everyone else', async () => {
    const stays = await registerMember(t.app);
    const goes = await registerMember(t.app);
    const text = `Blijft staan ${uniqueUsername()}`;
    await sendMessage(stays.cookie, text);
    await call('DELETE', '/api/user', goes.cookie, { password: TEST_PASSWORD });
    expect(await messagesWith(text)).toBe(1);
  });
});

describe('an administrator who sets their own password in the user screen', () => {
  it('gets a new session token and the old one ends', async () => {
    const [a] = await twoAdministrators();
    const newPassword = 'Nieuw-Beheer-Wachtwoord-9';
    const res = await call('PUT', `/api/users/${a.id}`, a.cookie, {
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    const renewed = sessionCookieFrom(res);
    expect(renewed).not.toBe(a.cookie);
    expect((await call('GET', '/api/user', a.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', renewed)).statusCode).toBe(200);
  });
});
