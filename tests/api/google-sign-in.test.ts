import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { safeReturnTo } from '../../src/server/features/auth/google';
import { usernameBase } from '../../src/server/features/auth/google-accounts';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { registerMember, sessionCookieFrom } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CLIENT_ID = 'meedoen-test-client';
const PENDING_COOKIE = 'meedoen_google_signin';

let issuer: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  t = await createTestApp({
    google: { clientId: CLIENT_ID, clientSecret: 'test-secret', issuerUrl: issuer.issuer.url! },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});
afterEach(() => {
  issuer.service.removeAllListeners('beforeTokenSigning');
});

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** The person the mock issuer vouches for in its next tokens. */
function actAs(identity: Identity) {
  issuer.service.removeAllListeners('beforeTokenSigning');
  issuer.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, identity);
  });
}

function newSubject(): string {
  return `google-${randomBytes(6).toString('hex')}`;
}

function cookieHeader(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie?.value) throw new Error(`No ${name} cookie (${res.statusCode}: ${res.body})`);
  return `${name}=${cookie.value}`;
}

/** Starts at /api/auth/google and lets the mock issuer approve: the callback URL and the pending cookie. */
async function startSignIn(returnTo = '/activities') {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const pendingCookie = cookieHeader(start, PENDING_COOKIE);
  const approval = await fetch(authorize, { redirect: 'manual' });
  expect(approval.status).toBe(302);
  const callback = new URL(approval.headers.get('location')!);
  return { start, authorize, pendingCookie, callback };
}

function callCallback(callback: URL, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function signIn(identity: Identity, returnTo = '/activities') {
  actAs(identity);
  const { pendingCookie, callback } = await startSignIn(returnTo);
  return callCallback(callback, pendingCookie);
}

async function me(res: LightMyRequestResponse) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieFrom(res) } });
}

describe('GET /api/auth/providers', () => {
  it('says Google is set up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true });
  });
});

describe('GET /api/auth/google', () => {
  it('redirects to the provider with state, nonce and PKCE, keeping them in a short-lived httpOnly cookie', async () => {
    const { start, authorize, callback } = await startSignIn('/activities/5?lang=en');
    expect(authorize.origin).toBe(issuer.issuer.url);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')?.length).toBeGreaterThan(20);
    expect(params.get('nonce')?.length).toBeGreaterThan(20);
    const cookie = start.cookies.find((c) => c.name === PENDING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
    // The verifier stays with the browser; only its challenge goes to the provider.
    expect(start.headers.location).not.toContain(
      JSON.parse(Buffer.from(cookie!.value, 'base64url').toString()).codeVerifier,
    );
    expect(callback.searchParams.get('state')).toBe(params.get('state'));
  });
});

describe('the whole round trip', () => {
  it('creates a new member with a username from their name, signs them in and returns them', async () => {
    const sub = newSubject();
    const email = `anna.${randomBytes(4).toString('hex')}@gmail.example`;
    const res = await signIn({
      sub,
      email,
      email_verified: true,
      name: 'Anna de Vries',
      given_name: 'Anna',
      family_name: 'de Vries',
    });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/activities');
    expect(res.cookies.find((c) => c.name === PENDING_COOKIE)?.value).toBe('');
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const profile = await me(res);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      username: 'anna.de.vries',
      email,
      firstName: 'Anna',
      lastName: 'de Vries',
      isAdmin: false,
      hasPassword: false,
      googleLinked: true,
    });
    expect(profile.json()).not.toHaveProperty('googleId');
    expect(profile.body).not.toContain(sub);

    // A second sign-in matches by Google id: the same account, no new one.
    const again = await signIn({ sub, email: `other-${email}`, email_verified: true, name: 'Anna de Vries' });
    expect(again.statusCode).toBe(302);
    expect((await me(again)).json().id).toBe(profile.json().id);
    expect(await t.app.db.select().from(users).where(eq(users.googleId, sub))).toHaveLength(1);
  });

  it('gives a second person with the same name a unique username', async () => {
    const first = await signIn({ sub: newSubject(), name: 'Piet Puk', email_verified: false });
    const second = await signIn({ sub: newSubject(), name: 'Piet Puk', email_verified: false });
    const names = [(await me(first)).json().username, (await me(second)).json().username];
    expect(names[0]).toMatch(/^piet\.puk/);
    expect(names[1]).toMatch(/^piet\.puk-\d+$/);
    expect(names[0]).not.toBe(names[1]);
  });

  it('signs in to an existing account with the same verified e-mail address and links it', async () => {
    const member = await registerMember(t.app);
    const sub = newSubject();
    const res = await signIn(
      { sub, email: member.user.email!.toUpperCase(), email_verified: true, name: 'X' },
      '/profile',
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/profile');
    const profile = await me(res);
    expect(profile.json()).toMatchObject({
      id: member.user.id,
      username: member.user.username,
      hasPassword: true,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.googleId).toBe(sub);
  });

  it('does not sign in to an existing account when the e-mail address is not verified', async () => {
    const member = await registerMember(t.app);
    const res = await signIn({
      sub: newSubject(),
      email: member.user.email!,
      email_verified: false,
      name: 'Indringer',
    });
    expect(res.statusCode).toBe(302);
    const profile = await me(res);
    // A new account of its own, without the unverified address.
    expect(profile.json().id).not.toBe(member.user.id);
    expect(profile.json().email).toBeNull();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.googleId).toBeNull();
  });

  it('refuses a forged state and never signs in', async () => {
    actAs({ sub: newSubject(), email_verified: false, name: 'Vals' });
    const { pendingCookie, callback } = await startSignIn();
    const sessionsBefore = await t.app.db.select().from(sessions);
    callback.searchParams.set('state', 'vervalst-door-een-aanvaller');
    const res = await callCallback(callback, pendingCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await t.app.db.select().from(sessions)).toHaveLength(sessionsBefore.length);
  });

  it('refuses a callback without the pending cookie (another browser) and a replayed one', async () => {
    actAs({ sub: newSubject(), email_verified: false, name: 'Elders' });
    const { pendingCookie, callback } = await startSignIn();
    const noCookie = await callCallback(callback);
    expect(noCookie.headers.location).toBe('/auth?error=google');
    expect(noCookie.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const ok = await callCallback(callback, pendingCookie);
    expect(ok.headers.location).toBe('/activities');
    // The code was used: the same answer cannot sign in twice.
    const replay = await callCallback(callback, pendingCookie);
    expect(replay.headers.location).toBe('/auth?error=google');
    expect(replay.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a provider error (the person cancelled)', async () => {
    actAs({ sub: newSubject() });
    const { pendingCookie, callback } = await startSignIn();
    const cancelled = new URL(callback);
    cancelled.search = `?error=access_denied&state=${callback.searchParams.get('state')}`;
    const res = await callCallback(cancelled, pendingCookie);
    expect(res.headers.location).toBe('/auth?error=google');
  });

  it('returns only to paths on this site', async () => {
    const res = await signIn({ sub: newSubject(), name: 'Reiziger' }, 'https://evil.example/steal');
    expect(res.headers.location).toBe('/');
  });
});

describe('helpers', () => {
  it.each([
    ['/activities?x=1#top', '/activities?x=1#top'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/api/logout', '/'],
    ['activities', '/'],
    [undefined, '/'],
  ])('safeReturnTo(%j) → %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    [{ name: 'José Álvarez', email: null }, 'jose.alvarez'],
    [{ name: null, givenName: 'Sem', familyName: "O'Neill", email: null }, 'sem.oneill'],
    [{ name: '!!', email: 'kim.de.boer+test@example.nl' }, 'kim.de.boertest'],
    [{ name: '', email: null }, 'lid'],
  ])('usernameBase(%j) → %j', (profile, expected) => {
    expect(usernameBase({ givenName: null, familyName: null, ...profile })).toBe(expected);
  });
});

describe('when Google is not configured', () => {
  it('hides the button and answers 503 with a clear message', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        google: false,
      });
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Inloggen met Google is niet ingesteld.' });
      const en = await plain.app.inject({
        method: 'GET',
        url: '/api/auth/google/callback?code=x&state=y',
        headers: { 'accept-language': 'en' },
      });
      expect(en.statusCode).toBe(503);
      expect(en.json()).toEqual({ message: 'Sign in with Google is not configured.' });
    } finally {
      await plain.close();
    }
  });
});
