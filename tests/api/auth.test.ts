import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { images, sessions, users } from '../../src/server/db/schema';
import { insertUserRow as insertUser } from '../../src/server/features/users/repository';
import { tokenDigest } from '../../src/server/http/secret-token';
import { SESSION_COOKIE, sessionUserReads } from '../../src/server/plugins/session';
import {
  loginAs,
  randomAddress,
  registerMember,
  sessionCookieFrom,
  TEST_PASSWORD,
  uniqueUsername,
} from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername('nieuw');
  return {
    firstName: 'Anna',
    lastName: 'de Vries',
    username,
    email: `${username}@example.test`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    ...overrides,
  };
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: randomAddress(),
  });
}

function getUser(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
}

const FORBIDDEN_KEYS = ['passwordHash', 'password', 'googleId', 'sessionId', 'token'];

describe('POST /api/register', () => {
  it('creates the member, answers 201 with the public user and signs them in', async () => {
    const payload = registration();
    const res = await post('/api/register', payload);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: payload.username,
      email: payload.email,
      firstName: 'Anna',
      lastName: 'de Vries',
      isAdmin: false,
      avatarUrl: null,
    });
    expect(typeof user.id).toBe('number');
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    for (const key of FORBIDDEN_KEYS) expect(user).not.toHaveProperty(key);
    expect(res.body).not.toContain('argon2');

    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await getUser(sessionCookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: payload.username });
  });

  it('stores an argon2id hash, not the password', async () => {
    const payload = registration();
    const res = await post('/api/register', payload);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('works without confirmPassword (it is optional on the API)', async () => {
    const { confirmPassword: _, ...payload } = registration();
    const res = await post('/api/register', payload);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['Kort-1!a', 'Je wachtwoord moet minstens 12 tekens hebben'],
    ['geen-hoofdletter-1!', 'Je wachtwoord moet minstens één hoofdletter hebben'],
    ['GEEN-KLEINE-LETTER-1!', 'Je wachtwoord moet minstens één kleine letter hebben'],
    ['Geen-Cijfer-Hier!', 'Je wachtwoord moet minstens één cijfer hebben'],
    ['GeenSpeciaalTeken123', 'Je wachtwoord moet minstens één ander teken hebben, zoals ! of #'],
  ])('rejects the password %j with 400 and the Dutch rule', async (password, message) => {
    const payload = registration({ password, confirmPassword: password });
    const res = await post('/api/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].path).toBe('password');
    expect(res.cookies).toHaveLength(0);
    const rows = await t.app.db.select().from(users).where(eq(users.username, payload.username));
    expect(rows).toHaveLength(0);
  });

  it('rejects a confirmation that differs from the password', async () => {
    const payload = registration({ confirmPassword: `${TEST_PASSWORD}x` });
    const res = await post('/api/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('De twee wachtwoorden zijn niet hetzelfde');
    expect(res.json().issues).toEqual([
      { path: 'confirmPassword', message: 'De twee wachtwoorden zijn niet hetzelfde' },
    ]);
  });

  it('answers validation errors in English when asked', async () => {
    const payload = registration({ password: 'Kort-1!a', confirmPassword: 'Kort-1!a' });
    const res = await post('/api/register', payload, { 'accept-language': 'en' });
    expect(res.json().message).toBe('Password must be at least 12 characters long');
  });

  it('rejects an invalid e-mail address and a too short username', async () => {
    const badEmail = await post('/api/register', registration({ email: 'geen-adres' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Dit e-mailadres klopt niet.');
    const shortName = await post('/api/register', registration({ username: 'a' }));
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().message).toBe('Je gebruikersnaam moet minstens 2 tekens hebben.');
  });

  it('refuses a username that exists in another case with 409', async () => {
    const first = registration();
    expect((await post('/api/register', first)).statusCode).toBe(201);
    const res = await post(
      '/api/register',
      registration({ username: first.username.toUpperCase(), email: `ander-${first.email}` }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Deze gebruikersnaam is al in gebruik.' });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses an e-mail address that exists in another case with 409', async () => {
    const first = registration();
    expect((await post('/api/register', first)).statusCode).toBe(201);
    const res = await post('/api/register', registration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Met dit e-mailadres kun je geen nieuw account maken. Heb je al een account? Log dan in.',
    });
    const en = await post('/api/register', registration({ email: first.email }), { 'accept-language': 'en' });
    expect(en.json()).toEqual({
      message: 'You cannot create a new account with this e-mail address. Already have one? Log in instead.',
    });
  });

  it('ignores isAdmin and other unknown fields in the payload', async () => {
    const payload = registration({ isAdmin: true, googleId: 'g-123', passwordHash: 'x' });
    const res = await post('/api/register', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().isAdmin).toBe(false);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row?.isAdmin).toBe(false);
    expect(row?.googleId).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('lets exactly one of five identical parallel registrations through; the rest get 409', async () => {
    const payload = registration();
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/api/register', payload)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe('Deze gebruikersnaam is al in gebruik.');
    }
    const rows = await t.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${payload.username.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });
});

describe('a registration that loses the race at the unique index', () => {
  it('learns which field was taken instead of failing', async () => {
    const { user } = await registerMember(t.app);
    const base = { passwordHash: null, isAdmin: false };
    const byName = await insertUser(t.app.db, {
      ...base,
      username: user.username.toUpperCase(),
      email: `x-${user.email}`,
    });
    expect(byName).toEqual({ ok: false, taken: 'username' });
    const byEmail = await insertUser(t.app.db, {
      ...base,
      username: `x-${user.username}`,
      email: user.email?.toUpperCase(),
    });
    expect(byEmail).toEqual({ ok: false, taken: 'email' });
  });
});

describe('POST /api/login', () => {
  it('logs in by username, case-insensitively, with a fresh cookie', async () => {
    const { user } = await registerMember(t.app);
    const res = await post('/api/login', { username: user.username.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username });
    for (const key of FORBIDDEN_KEYS) expect(res.json()).not.toHaveProperty(key);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await getUser(sessionCookieFrom(res))).json().id).toBe(user.id);
  });

  it('logs in by e-mail address in the username field', async () => {
    const { user } = await registerMember(t.app);
    const res = await post('/api/login', { username: user.email?.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });

  it('answers 401 with one message for a wrong password and for an unknown user', async () => {
    const { user } = await registerMember(t.app);
    const wrong = await post('/api/login', { username: user.username, password: 'Verkeerd-wachtwoord-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Ongeldige gebruikersnaam of wachtwoord.' });
    expect(wrong.cookies).toHaveLength(0);

    const unknown = await post('/api/login', { username: 'bestaat-niet', password: TEST_PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Ongeldige gebruikersnaam of wachtwoord.' });

    const en = await post(
      '/api/login',
      { username: 'bestaat-niet', password: TEST_PASSWORD },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(en.json()).toEqual({ message: 'Invalid username or password.' });
  });

  it('answers 400 with the spec message when a field is empty', async () => {
    const res = await post('/api/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Vul je gebruikersnaam in');
  });

  it('issues a new token at every login', async () => {
    const { user, cookie: registered } = await registerMember(t.app);
    const first = sessionCookieFrom(
      await post('/api/login', { username: user.username, password: TEST_PASSWORD }),
    );
    const second = sessionCookieFrom(
      await post('/api/login', { username: user.username, password: TEST_PASSWORD }),
    );
    expect(new Set([registered, first, second]).size).toBe(3);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('replaces the session the browser brought along', async () => {
    const { user, cookie: old } = await registerMember(t.app);
    const res = await post(
      '/api/login',
      { username: user.username, password: TEST_PASSWORD },
      { cookie: old },
    );
    const fresh = sessionCookieFrom(res);
    expect(fresh).not.toBe(old);
    expect((await getUser(old)).statusCode).toBe(401);
    expect((await getUser(fresh)).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token, with an expiry 30 days ahead', async () => {
    const { user, cookie } = await registerMember(t.app);
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(tokenDigest(token));
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toContain(token);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('refuses an expired session and clears the expired rows at the next login', async () => {
    const { user, cookie } = await registerMember(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await getUser(cookie)).statusCode).toBe(401);
    await post('/api/login', { username: user.username, password: TEST_PASSWORD });
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('POST /api/logout', () => {
  it('deletes the session and clears the cookie, so the old cookie is useless', async () => {
    const { user, cookie } = await registerMember(t.app);
    const res = await post('/api/logout', {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Je bent uitgelogd.' });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await getUser(cookie)).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('answers 200 without a session too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  it('answers 401 to an anonymous visitor', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Je moet ingelogd zijn.' });
    const en = await t.app.inject({ method: 'GET', url: '/api/user', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ message: 'You must be logged in.' });
  });

  it('answers 401 to a made-up or malformed cookie', async () => {
    expect((await getUser(`${SESSION_COOKIE}=${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await getUser(`${SESSION_COOKIE}=not-a-token`)).statusCode).toBe(401);
  });

  it('looks up the sessions asked for in one turn with one statement, each its own member', async () => {
    const [anna, bram, cees] = await Promise.all([1, 2, 3].map(() => registerMember(t.app)));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, cees!.user.id));
    const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);
    const tokens = [anna!.cookie, bram!.cookie, `${SESSION_COOKIE}=${'A'.repeat(43)}`, cees!.cookie].map(
      tokenOf,
    );
    const statements = vi.spyOn(t.app.database.listPool, 'query');
    const findSessionUser = sessionUserReads(t.app.database);
    try {
      const members = await Promise.all(tokens.map((token) => findSessionUser(tokenDigest(token))));
      expect(members.map((member) => member?.username ?? null)).toEqual([
        anna!.user.username,
        bram!.user.username,
        null,
        null,
      ]);
      expect(statements).toHaveBeenCalledTimes(1);
      // Nothing is kept: a session ended counts from the next request on.
      await post('/api/logout', {}, { cookie: anna!.cookie });
      expect((await getUser(anna!.cookie)).statusCode).toBe(401);
      expect((await getUser(bram!.cookie)).json().username).toBe(bram!.user.username);
    } finally {
      statements.mockRestore();
    }
  });

  it('shows an administrator as one', async () => {
    const cookie = await loginAs(t.app, 'admin');
    const res = await getUser(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(true);
    for (const key of FORBIDDEN_KEYS) expect(res.json()).not.toHaveProperty(key);
  });

  it('shows the avatar as a thumbnail URL', async () => {
    const { user, cookie } = await registerMember(t.app);
    const [image] = await t.app.db
      .insert(images)
      .values({
        contentHash: `avatar-${user.id}`,
        width: 1,
        height: 1,
        data: Buffer.from('x'),
        thumbData: Buffer.from('y'),
      })
      .returning({ id: images.id, key: images.key });
    await t.app.db.update(users).set({ avatarImageId: image!.id }).where(eq(users.id, user.id));
    // By the picture's random key, never its sequential id.
    expect((await getUser(cookie)).json().avatarUrl).toBe(`/api/images/${image!.key}/thumb.webp`);
  });
});

describe('cookies behind HTTPS', () => {
  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://meedoen.example.nl' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('marks the cookie Secure when a trusted proxy says the request came in over https', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration(),
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // 4 attempts per address per minute; so 2 failed logins per account per 15 minutes.
    limited = await createTestApp({ rateLimits: { authPerMinute: 4, contactPerHour: 5 } });
  });
  afterAll(async () => limited.close());

  const from = (remoteAddress: string, url: string, payload: object, headers = {}) =>
    limited.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  it('limits login attempts per address with 429 and Retry-After', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 4; i++) {
      const res = await from(ip, '/api/login', { username: `niemand-${i}`, password: 'x' });
      expect(res.statusCode).toBe(401);
    }
    const res = await from(ip, '/api/login', { username: 'niemand-5', password: 'x' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const en = await from(ip, '/api/login', { username: 'x', password: 'x' }, { 'accept-language': 'en' });
    expect(en.json()).toEqual({ message: 'Too many attempts. Please try again in a few minutes.' });
    // Another address is not affected.
    expect((await from('192.0.2.11', '/api/login', { username: 'x', password: 'x' })).statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 4; i++) {
      expect((await from(ip, '/api/register', registration())).statusCode).toBe(201);
    }
    const res = await from(ip, '/api/register', registration());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits registrations per username, whatever the address', async () => {
    const payload = registration();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await from(`192.0.2.${30 + i}`, '/api/register', payload)).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 429]);
  });

  it('limits failed logins per account and address, even by e-mail, without locking the owner out', async () => {
    const { user } = await registerMember(limited.app);
    const wrong = { username: user.username, password: 'Verkeerd-wachtwoord-1!' };
    const right = { username: user.username, password: TEST_PASSWORD };
    expect((await from('198.51.100.1', '/api/login', wrong)).statusCode).toBe(401);
    expect((await from('198.51.100.1', '/api/login', { ...wrong, username: user.email })).statusCode).toBe(
      401,
    );
    const blocked = await from('198.51.100.1', '/api/login', right);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await from('198.51.100.2', '/api/login', right)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { user } = await registerMember(limited.app);
    const wrong = { username: user.username, password: 'Verkeerd-wachtwoord-1!' };
    const right = { username: user.username, password: TEST_PASSWORD };
    expect((await from('198.51.100.11', '/api/login', wrong)).statusCode).toBe(401);
    expect((await from('198.51.100.12', '/api/login', right)).statusCode).toBe(200);
    expect((await from('198.51.100.13', '/api/login', wrong)).statusCode).toBe(401);
    expect((await from('198.51.100.14', '/api/login', right)).statusCode).toBe(200);
  });
});
