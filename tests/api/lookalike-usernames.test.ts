import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { loginAs, randomAddress, registerMember, TEST_PASSWORD } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Item 6 of issue 41: a username that imitates another with look-alike letters (the Unicode skeleton of
// UTS #39 is the same) is refused at registration, when an administrator makes an account, and when a
// username is changed.

const LOOKALIKE = {
  nl: 'Deze gebruikersnaam lijkt te veel op een bestaande. Kies een andere.',
  en: 'This username looks too much like an existing one. Choose another.',
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(async () => t.close());

/** A name of Latin letters only, and its imitation with the Cyrillic р and а in place of p and a. */
function namePair(): { latin: string; imitation: string } {
  const tail = randomBytes(3)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'bcdefghjkx'[Number(d)]!);
  const latin = `paul_${tail}`;
  return { latin, imitation: `\u0440\u0430ul_${tail}` };
}

function register(username: string, lang: 'nl' | 'en' = 'nl') {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: randomAddress(),
    headers: lang === 'en' ? { 'accept-language': 'en' } : {},
    payload: {
      username,
      email: `${randomBytes(6).toString('hex')}@example.test`,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    },
  });
}

async function userCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('registration', () => {
  it.each(['nl', 'en'] as const)(
    'refuses an imitation of an existing username in %s, making no account',
    async (lang) => {
      const { latin, imitation } = namePair();
      expect((await register(latin)).statusCode).toBe(201);
      const before = await userCount();
      const res = await register(imitation, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: LOOKALIKE[lang],
        issues: [{ path: 'username', message: LOOKALIKE[lang] }],
      });
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses the Latin name when the imitation came first, and a capital I for a small l', async () => {
    const { latin, imitation } = namePair();
    expect((await register(imitation)).statusCode).toBe(201);
    expect((await register(latin)).statusCode).toBe(409);

    const tail = randomBytes(3).toString('hex');
    expect((await register(`Admln_${tail}`)).statusCode).toBe(201);
    expect((await register(`AdmIn_${tail}`)).statusCode).toBe(409);
  });

  it('takes a name that only resembles another in spelling', async () => {
    const tail = randomBytes(3).toString('hex');
    expect((await register(`anna_${tail}`)).statusCode).toBe(201);
    expect((await register(`anne_${tail}`)).statusCode).toBe(201);
    expect((await register(`annа_${tail}x`)).statusCode).toBe(201);
  });
});

describe('an account an administrator makes', () => {
  it('is refused with an imitated username', async () => {
    const { latin, imitation } = namePair();
    expect((await register(latin)).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin },
      payload: {
        username: imitation,
        email: `${randomBytes(6).toString('hex')}@example.test`,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        isAdmin: false,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LOOKALIKE.nl);
  });
});

describe('a changed username', () => {
  it('is refused when it imitates another account, and the name stays as it was', async () => {
    const { latin, imitation } = namePair();
    expect((await register(latin)).statusCode).toBe(201);
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.user.id}`,
      headers: { cookie: member.cookie, 'accept-language': 'en' },
      payload: { username: imitation },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LOOKALIKE.en);
    const [row] = await t.app.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(row!.username).toBe(member.user.username);
  });

  it('may look like the account’s own name', async () => {
    const tail = randomBytes(3).toString('hex');
    const member = await registerMember(t.app, { username: `Admln_${tail}` });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { username: `AdmIn_${tail}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
