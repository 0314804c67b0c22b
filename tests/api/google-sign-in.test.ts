import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { usernameBase } from '../../src/server/features/auth/google-accounts';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { logIn, registerMember, sessionCookieFrom, TEST_PASSWORD } from '../helpers/accounts';
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

function profileWith(sessionCookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie } });
}

/** Starts linking: a signed-in member confirms their password at POST /api/auth/google/link. */
function postLinkStart(sessionCookie: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/link',
    headers: sessionCookie ? { cookie: sessionCookie } : {},
    payload: body,
  });
}

/** A signed-in member starts linking with their password, and the mock issuer approves. */
async function startLink(sessionCookie: string, returnTo?: string) {
  const start = await postLinkStart(sessionCookie, {
    password: TEST_PASSWORD,
    ...(returnTo === undefined ? {} : { returnTo }),
  });
  expect(start.statusCode, start.body).toBe(200);
  const pendingCookie = cookieHeader(start, PENDING_COOKIE);
  const approval = await fetch(new URL(start.json().location as string), { redirect: 'manual' });
  expect(approval.status).toBe(302);
  return { pendingCookie, callback: new URL(approval.headers.get('location')!) };
}

/** The whole link round trip for `identity`, the callback arriving with `callbackSession` (default: the starter's). */
async function link(
  identity: Identity,
  sessionCookie: string,
  callbackSession: string | null = sessionCookie,
) {
  actAs(identity);
  const { pendingCookie, callback } = await startLink(sessionCookie);
  return callCallback(callback, callbackSession ? `${pendingCookie}; ${callbackSession}` : pendingCookie);
}

async function googleIdOf(userId: number): Promise<string | null | undefined> {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
  return row?.googleId;
}

async function userCount(): Promise<number> {
  return (await t.app.db.select({ id: users.id }).from(users)).length;
}

function unlink(sessionCookie?: string, lang?: 'en') {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/auth/google/link',
    headers: {
      ...(sessionCookie ? { cookie: sessionCookie } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
}

describe('GET /api/auth/providers', () => {
  it('says Google is set up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true, passwordReset: false, email: false });
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
      // Google vouched for the address: it counts as confirmed (issue #41, item 3).
      emailConfirmed: true,
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

  it('gives a name in look-alike letters a number rather than an imitation of another username', async () => {
    const tail = randomBytes(3).toString('hex');
    await registerMember(t.app, { username: `pauline.${tail}` });
    // The Cyrillic Р and а: "Раuline" reads as "Pauline".
    const res = await signIn({ sub: newSubject(), name: `\u0420\u0430uline ${tail}`, email_verified: false });
    expect(res.statusCode, res.body).toBe(302);
    expect((await me(res)).json().username).toBe(`\u0440\u0430uline.${tail}-2`);
  });

  it('never links to an existing account by e-mail: someone registered with the address first (takeover)', async () => {
    // The registrant never proved the address; linking would let their password read the owner's account.
    const victimEmail = `victim.${randomBytes(4).toString('hex')}@gmail.example`;
    const registrant = await registerMember(t.app, { email: victimEmail });
    const before = await userCount();
    const sessionsBefore = await t.app.db.select().from(sessions);

    const res = await signIn(
      { sub: newSubject(), email: victimEmail.toUpperCase(), email_verified: true, name: 'Echte Eigenaar' },
      '/profile',
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google-account-exists');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await googleIdOf(registrant.user.id)).toBeNull();
    expect(await userCount()).toBe(before);
    expect(await t.app.db.select().from(sessions)).toHaveLength(sessionsBefore.length);
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
    expect(profile.json().googleLinked).toBe(true);
    expect(await googleIdOf(member.user.id)).toBeNull();
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

describe('linking Google from Settings → Beveiliging', () => {
  it('links after a password sign-in, ends every other session and keeps the current one', async () => {
    const member = await registerMember(t.app);
    const elsewhere = await logIn(t.app, member.user.username, member.password);
    const current = await logIn(t.app, member.user.username, member.password);
    const sub = newSubject();

    // The Google address may differ from the account's: the person proved both.
    const res = await link({ sub, email: 'iemand.anders@gmail.example', email_verified: true }, current);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/settings?tab=security&google=linked');
    expect(res.cookies.find((c) => c.name === PENDING_COOKIE)?.value).toBe('');
    expect(await googleIdOf(member.user.id)).toBe(sub);

    const own = await profileWith(current);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: member.user.id, googleLinked: true, hasPassword: true });
    expect((await profileWith(elsewhere)).statusCode).toBe(401);
    expect((await profileWith(member.cookie)).statusCode).toBe(401);

    // From now on Google signs in to this account.
    const later = await signIn({ sub, email: 'iemand.anders@gmail.example', email_verified: true });
    expect(later.headers.location).toBe('/activities');
    expect((await me(later)).json().id).toBe(member.user.id);
  });

  it('returns to the path the client asked for, with the outcome added', async () => {
    const member = await registerMember(t.app);
    actAs({ sub: newSubject() });
    const { pendingCookie, callback } = await startLink(member.cookie, '/settings?tab=security');
    const res = await callCallback(callback, `${pendingCookie}; ${member.cookie}`);
    expect(res.headers.location).toBe('/settings?tab=security&google=linked');
  });

  it("confirms the account's address when Google vouches for that very address, and no other", async () => {
    const member = await registerMember(t.app);
    const current = await logIn(t.app, member.user.username, member.password);
    const res = await link(
      { sub: newSubject(), email: member.user.email!.toUpperCase(), email_verified: true },
      current,
    );
    expect(res.statusCode, res.body).toBe(302);
    expect((await profileWith(current)).json()).toMatchObject({ googleLinked: true, emailConfirmed: true });

    const other = await registerMember(t.app);
    const otherSession = await logIn(t.app, other.user.username, other.password);
    await link({ sub: newSubject(), email: other.user.email!, email_verified: false }, otherSession);
    expect((await profileWith(otherSession)).json()).toMatchObject({
      googleLinked: true,
      emailConfirmed: false,
    });
  });

  it('refuses to start without a signed-in member (401)', async () => {
    const res = await postLinkStart(null, { password: TEST_PASSWORD, returnTo: '/settings' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Je moet ingelogd zijn.' });
    expect(res.cookies.find((c) => c.name === PENDING_COOKIE)).toBeUndefined();
  });

  it('refuses to start without the right password: a session alone cannot add a Google account', async () => {
    const member = await registerMember(t.app);
    const wrong = await postLinkStart(member.cookie, { password: 'niet-het-wachtwoord' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Het wachtwoord is onjuist.',
      issues: [{ path: 'password' }],
    });
    expect(wrong.cookies.find((c) => c.name === PENDING_COOKIE)).toBeUndefined();
    const missing = await postLinkStart(member.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.cookies.find((c) => c.name === PENDING_COOKIE)).toBeUndefined();
    // Nor can an old-style GET start it.
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/link',
      headers: { cookie: member.cookie },
    });
    expect(get.statusCode).toBe(404);
    expect(await googleIdOf(member.user.id)).toBeNull();
  });

  it('refuses a callback that arrives with another member signed in, or nobody', async () => {
    const starter = await registerMember(t.app);
    const other = await registerMember(t.app);
    const sub = newSubject();

    const switched = await link({ sub }, starter.cookie, other.cookie);
    expect(switched.headers.location).toBe('/settings?tab=security&google=failed');
    const signedOut = await link({ sub }, starter.cookie, null);
    expect(signedOut.headers.location).toBe('/settings?tab=security&google=failed');

    expect(await googleIdOf(starter.user.id)).toBeNull();
    expect(await googleIdOf(other.user.id)).toBeNull();
    expect(await t.app.db.select().from(users).where(eq(users.googleId, sub))).toHaveLength(0);
    // Nobody was signed in or out by the refusals.
    expect((await profileWith(other.cookie)).statusCode).toBe(200);
    expect((await profileWith(starter.cookie)).statusCode).toBe(200);
    expect(switched.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(signedOut.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a pending cookie edited to name another account', async () => {
    const attacker = await registerMember(t.app);
    const victim = await registerMember(t.app);
    actAs({ sub: newSubject() });
    const { pendingCookie, callback } = await startLink(attacker.cookie);
    const [name, value] = pendingCookie.split('=') as [string, string];
    const pending = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    expect(pending).toMatchObject({ intent: 'link', userId: attacker.user.id });
    const forged = Buffer.from(JSON.stringify({ ...pending, userId: victim.user.id })).toString('base64url');

    const res = await callCallback(callback, `${name}=${forged}; ${attacker.cookie}`);
    expect(res.headers.location).toBe('/settings?tab=security&google=failed');
    expect(await googleIdOf(victim.user.id)).toBeNull();
    expect(await googleIdOf(attacker.user.id)).toBeNull();
  });

  it('refuses a Google account that is linked to another account', async () => {
    const sub = newSubject();
    const holder = await signIn({ sub, name: 'Eerste Houder' });
    const holderId = (await me(holder)).json().id;
    const member = await registerMember(t.app);

    const res = await link({ sub }, member.cookie);
    expect(res.headers.location).toBe('/settings?tab=security&google=linked-elsewhere');
    expect(await googleIdOf(member.user.id)).toBeNull();
    expect(await googleIdOf(holderId)).toBe(sub);
    expect((await profileWith(member.cookie)).statusCode).toBe(200);
  });

  it('refuses a second Google account for an account that already has one', async () => {
    const member = await registerMember(t.app);
    const first = newSubject();
    expect((await link({ sub: first }, member.cookie)).headers.location).toBe(
      '/settings?tab=security&google=linked',
    );
    const res = await link({ sub: newSubject() }, member.cookie);
    expect(res.headers.location).toBe('/settings?tab=security&google=already-linked');
    expect(await googleIdOf(member.user.id)).toBe(first);
  });

  it('unlinks an account with a password and ends its other sessions', async () => {
    const member = await registerMember(t.app);
    const sub = newSubject();
    await link({ sub, email: member.user.email!, email_verified: true }, member.cookie);
    const viaGoogle = await signIn({ sub, email: member.user.email!, email_verified: true });
    const googleSession = sessionCookieFrom(viaGoogle);

    const res = await unlink(member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: member.user.id, googleLinked: false, hasPassword: true });
    expect(res.json()).not.toHaveProperty('googleId');
    expect(await googleIdOf(member.user.id)).toBeNull();
    expect((await profileWith(member.cookie)).statusCode).toBe(200);
    expect((await profileWith(googleSession)).statusCode).toBe(401);

    // Google no longer opens the account, and does not link itself again by e-mail either.
    const again = await signIn({ sub, email: member.user.email!, email_verified: true });
    expect(again.headers.location).toBe('/auth?error=google-account-exists');
    expect(await googleIdOf(member.user.id)).toBeNull();
  });

  it('refuses to unlink an account without a password, which would lock itself out', async () => {
    const sub = newSubject();
    const googleOnly = sessionCookieFrom(await signIn({ sub, name: 'Alleen Google' }));
    const res = await unlink(googleOnly);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/wachtwoord/);
    const en = await unlink(googleOnly, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toMatch(/password/);
    expect(await t.app.db.select().from(users).where(eq(users.googleId, sub))).toHaveLength(1);
    expect((await profileWith(googleOnly)).json().googleLinked).toBe(true);
  });

  it('refuses to unlink without a signed-in member (401)', async () => {
    expect((await unlink()).statusCode).toBe(401);
  });
});

describe('helpers', () => {
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
        passwordReset: false,
        email: false,
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
