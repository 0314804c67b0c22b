import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import {
  logIn,
  loginAs,
  registerMember,
  TEST_ADMIN_USERNAME,
  TEST_PASSWORD,
  uniqueUsername,
} from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Meets the one password rule that registration and administrators share. */
const ADMIN_MADE_PASSWORD = 'Geheim-wachtwoord-7';

let t: TestApp;
let adminCookie: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAs(t.app, 'admin');
  const [row] = await t.app.db.select().from(users).where(eq(users.username, TEST_ADMIN_USERNAME));
  adminId = row!.id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function newUserPayload(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername('beheer');
  return {
    username,
    email: `${username}@example.test`,
    firstName: 'Nieuwe',
    lastName: 'Beheerder',
    password: ADMIN_MADE_PASSWORD,
    confirmPassword: ADMIN_MADE_PASSWORD,
    ...overrides,
  };
}

async function userRow(id: number) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

describe('who may do what (every role on every user route)', () => {
  type Actor = 'anonymous' | 'member' | 'admin';
  type Target = 'self' | 'other';
  // [actor, method, route, target, expected status]
  const table: [Actor, Method, string, Target, number][] = [
    ['anonymous', 'GET', '/api/users', 'other', 401],
    ['anonymous', 'GET', '/api/users/:id', 'other', 401],
    ['anonymous', 'PUT', '/api/users/:id', 'other', 401],
    ['anonymous', 'DELETE', '/api/users/:id', 'other', 401],
    ['anonymous', 'POST', '/api/users', 'other', 401],
    ['anonymous', 'GET', '/api/user/notifications', 'self', 401],
    ['anonymous', 'PUT', '/api/user/notifications', 'self', 401],
    ['anonymous', 'PUT', '/api/user/avatar', 'self', 401],
    ['anonymous', 'DELETE', '/api/user/avatar', 'self', 401],
    ['anonymous', 'POST', '/api/user/password', 'self', 401],
    ['anonymous', 'DELETE', '/api/user', 'self', 401],
    ['anonymous', 'GET', '/api/user/export', 'self', 401],
    ['member', 'GET', '/api/users', 'other', 200],
    ['member', 'GET', '/api/users/:id', 'other', 200],
    ['member', 'PUT', '/api/users/:id', 'other', 403],
    ['member', 'DELETE', '/api/users/:id', 'other', 403],
    ['member', 'POST', '/api/users', 'other', 403],
    ['member', 'GET', '/api/users/:id', 'self', 200],
    ['member', 'PUT', '/api/users/:id', 'self', 200],
    ['member', 'DELETE', '/api/users/:id', 'self', 403],
    ['admin', 'GET', '/api/users', 'other', 200],
    ['admin', 'GET', '/api/users/:id', 'other', 200],
    ['admin', 'PUT', '/api/users/:id', 'other', 200],
    ['admin', 'POST', '/api/users', 'other', 201],
    ['admin', 'DELETE', '/api/users/:id', 'other', 200],
    ['admin', 'PUT', '/api/users/:id', 'self', 200],
    ['admin', 'DELETE', '/api/users/:id', 'self', 400],
  ];

  it.each(table)('%s %s %s on %s → %i', async (actor, method, route, target, expected) => {
    const other = await registerMember(t.app);
    let cookie: string | undefined;
    let selfId = other.user.id;
    if (actor === 'member') {
      const me = await registerMember(t.app);
      cookie = me.cookie;
      selfId = me.user.id;
    } else if (actor === 'admin') {
      cookie = adminCookie;
      selfId = adminId;
    }
    const id = target === 'self' ? selfId : other.user.id;
    const url = route.replace(':id', String(id));
    const payload =
      method === 'POST' && route === '/api/users'
        ? newUserPayload()
        : method === 'PUT' && route === '/api/users/:id'
          ? { bio: 'Aangepast' }
          : method === 'PUT' && route === '/api/user/notifications'
            ? { marketingEmails: true }
            : method === 'POST' || method === 'DELETE'
              ? {}
              : undefined;
    const before = await userRow(other.user.id);
    const res = await call(method, url, cookie, payload);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) {
      expect(typeof res.json().message).toBe('string');
      // A refused request changed nothing.
      expect(await userRow(other.user.id)).toEqual(before);
    }
  });

  it('gives clear messages for the refusals', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    expect((await call('PUT', `/api/users/${other.user.id}`, member.cookie, { bio: 'x' })).json()).toEqual({
      message: 'Je mag alleen je eigen profiel bewerken.',
    });
    expect((await call('DELETE', `/api/users/${other.user.id}`, member.cookie)).json()).toEqual({
      message: 'Alleen beheerders mogen dit doen.',
    });
    expect((await call('DELETE', `/api/users/${adminId}`, adminCookie)).json()).toEqual({
      message: 'Je kunt het account waarmee je bent ingelogd hier niet verwijderen.',
    });
    expect(await userRow(adminId)).not.toBeNull();
  });
});

describe('GET /api/users for administrators', () => {
  it('searches username, e-mail, first and last name, 10 per page with a total', async () => {
    const marker = uniqueUsername('lijst').replace(/-/g, '');
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { user } = await registerMember(t.app, { username: `${marker}-${String(i).padStart(2, '0')}` });
      made.push(user.id);
    }
    const byEmail = await registerMember(t.app, { email: `x-${marker}@mail.example.test` });
    const byFirst = await registerMember(t.app, { firstName: `F${marker}` });
    const byLast = await registerMember(t.app, { lastName: `L${marker}` });

    const page1 = await call('GET', `/api/users?search=${marker}&limit=10&offset=0`, adminCookie);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['x-total-count']).toBe('15');
    expect(page1.json()).toHaveLength(10);
    const page2 = await call('GET', `/api/users?search=${marker}&limit=10&offset=10`, adminCookie);
    expect(page2.json()).toHaveLength(5);
    const ids = [...page1.json(), ...page2.json()].map((u: { id: number }) => u.id);
    expect(new Set(ids)).toEqual(new Set([...made, byEmail.user.id, byFirst.user.id, byLast.user.id]));
    // Administrators see e-mail addresses.
    expect(page1.json().every((u: { email: string | null }) => typeof u.email === 'string')).toBe(true);
    // Case-insensitive.
    const upper = await call('GET', `/api/users?search=${marker.toUpperCase()}&limit=10`, adminCookie);
    expect(upper.headers['x-total-count']).toBe('15');
  });
});

describe('POST /api/users (administrators create users)', () => {
  it('creates an administrator by default, with a password that meets the registration rule', async () => {
    const payload = newUserPayload();
    const res = await call('POST', '/api/users', adminCookie, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: payload.username,
      email: payload.email,
      firstName: 'Nieuwe',
      isAdmin: true,
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    // The new account can log in with the password that was set.
    await logIn(t.app, payload.username, ADMIN_MADE_PASSWORD);
  });

  it('creates a plain member when Beheerder is off', async () => {
    const res = await call('POST', '/api/users', adminCookie, newUserPayload({ isAdmin: false }));
    expect(res.statusCode).toBe(201);
    expect(res.json().isAdmin).toBe(false);
  });

  it.each([
    [
      { password: 'kort', confirmPassword: 'kort' },
      'password',
      'Je wachtwoord moet minstens 12 tekens hebben',
    ],
    // Six characters were once enough here; an account an administrator makes follows the same rule.
    [
      { password: 'geheim', confirmPassword: 'geheim' },
      'password',
      'Je wachtwoord moet minstens 12 tekens hebben',
    ],
    [
      { password: 'geheimgeheim12', confirmPassword: 'geheimgeheim12' },
      'password',
      'Je wachtwoord moet minstens één hoofdletter hebben',
    ],
    [{ confirmPassword: undefined }, 'confirmPassword', 'Typ je wachtwoord nog een keer'],
    [{ confirmPassword: 'anders' }, 'confirmPassword', 'De twee wachtwoorden zijn niet hetzelfde'],
    [{ username: 'x' }, 'username', 'Je gebruikersnaam moet minstens 2 tekens hebben.'],
    [{ email: 'geen-adres' }, 'email', 'Dit e-mailadres klopt niet.'],
  ])('refuses %j with 400', async (overrides, path, message) => {
    const res = await call('POST', '/api/users', adminCookie, newUserPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].path).toBe(path);
  });

  it('answers 409 for a username or e-mail address in use', async () => {
    const existing = await registerMember(t.app);
    const sameName = await call(
      'POST',
      '/api/users',
      adminCookie,
      newUserPayload({ username: existing.user.username }),
    );
    expect(sameName.statusCode).toBe(409);
    const sameEmail = await call(
      'POST',
      '/api/users',
      adminCookie,
      newUserPayload({ email: existing.user.email }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: 'Er bestaat al een account met dit e-mailadres.' });
  });
});

describe('PUT /api/users/:id by an administrator', () => {
  it('changes e-mail address and role, and leaves the password alone when it is empty', async () => {
    const member = await registerMember(t.app);
    const before = await userRow(member.user.id);
    const email = `${uniqueUsername('nieuw')}@example.test`;
    const res = await call('PUT', `/api/users/${member.user.id}`, adminCookie, {
      email,
      isAdmin: true,
      password: '',
      confirmPassword: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, isAdmin: true });
    const after = await userRow(member.user.id);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    // The member's session still works and now has administrator rights.
    expect((await call('GET', '/api/users?limit=1', member.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/users', member.cookie, newUserPayload())).statusCode).toBe(201);
  });

  it('sets a new password, which signs the member out everywhere', async () => {
    const member = await registerMember(t.app);
    const res = await call('PUT', `/api/users/${member.user.id}`, adminCookie, {
      password: 'Nieuw-wachtwoord-1',
      confirmPassword: 'Nieuw-wachtwoord-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/user', member.cookie)).statusCode).toBe(401);
    await logIn(t.app, member.user.username, 'Nieuw-wachtwoord-1');
  });

  it('refuses a new password that a member could not choose (six characters were once enough)', async () => {
    const member = await registerMember(t.app);
    const res = await call('PUT', `/api/users/${member.user.id}`, adminCookie, {
      password: 'nieuw1',
      confirmPassword: 'nieuw1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Je wachtwoord moet minstens 12 tekens hebben');
  });

  it('refuses a password that differs from its confirmation', async () => {
    const member = await registerMember(t.app);
    const res = await call('PUT', `/api/users/${member.user.id}`, adminCookie, {
      password: 'Nieuw-wachtwoord-1',
      confirmPassword: 'Nieuw-wachtwoord-2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('De twee wachtwoorden zijn niet hetzelfde');
  });

  it('does not let an administrator remove their own administrator role', async () => {
    const res = await call('PUT', `/api/users/${adminId}`, adminCookie, { isAdmin: false });
    expect(res.statusCode).toBe(400);
    expect((await userRow(adminId))?.isAdmin).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('PUT', '/api/users/999999', adminCookie, { bio: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the member with their sessions; their cookie stops working', async () => {
    const member = await registerMember(t.app);
    const second = await logIn(t.app, member.user.username, TEST_PASSWORD);
    expect((await t.app.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).length).toBe(
      2,
    );
    const res = await call('DELETE', `/api/users/${member.user.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Gebruiker verwijderd.' });
    expect(await userRow(member.user.id)).toBeNull();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toHaveLength(0);
    expect((await call('GET', '/api/user', member.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', second)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${member.user.id}`, adminCookie)).statusCode).toBe(404);
  });
});
