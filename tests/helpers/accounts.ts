import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PublicUser } from '../../src/domain/auth';
import type { NotificationSettings } from '../../src/domain/users';
import { users } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { hashPassword } from '../../src/server/security/passwords';

/** Meets every registration rule (12+ characters, upper, lower, digit, special). */
export const TEST_PASSWORD = 'Meedoen-test-2026!';
export const TEST_ADMIN_USERNAME = 'test-beheerder';

let counter = 0;

/** A unique, valid username for this test run. */
export function uniqueUsername(prefix = 'lid'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}`;
}

/**
 * Every helper request comes from an address of its own, so helpers never use up the login and
 * registration rate limits that the tests themselves exercise.
 */
export function randomAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** The `cookie` request header that carries the session a response has set. */
export function sessionCookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`No session cookie in the response (${res.statusCode}: ${res.body})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export interface RegisterPayloadOverrides {
  username?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Registers a new member through the API and returns their session cookie and public profile. */
export async function registerMember(
  app: FastifyInstance,
  overrides: RegisterPayloadOverrides = {},
): Promise<{ cookie: string; user: PublicUser; password: string }> {
  const username = overrides.username ?? uniqueUsername();
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: randomAddress(),
    payload: {
      firstName: 'Test',
      lastName: 'Lid',
      email: `${username.toLowerCase()}@example.test`,
      ...overrides,
      username,
      password,
      confirmPassword: password,
    },
  });
  if (res.statusCode !== 201) throw new Error(`registerMember failed (${res.statusCode}): ${res.body}`);
  return { cookie: sessionCookieFrom(res), user: res.json(), password };
}

/** Turns a member's notification switches on or off through the settings' API (the rest stay as they are). */
export async function setNotifications(
  app: FastifyInstance,
  cookie: string,
  settings: Partial<NotificationSettings>,
): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/notifications',
    headers: { cookie },
    payload: settings,
  });
  if (res.statusCode !== 200) throw new Error(`setNotifications failed (${res.statusCode}): ${res.body}`);
}

/**
 * Marks a member's address confirmed, as following the confirmation mail's link does, for tests about
 * something else (tests/api/confirmed-addresses.test.ts follows the real link).
 */
export async function markAddressConfirmed(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.update(users).set({ emailConfirmedAt: new Date() }).where(sql`${users.id} = ${userId}`);
}

/** Logs in through the API and returns the session cookie. */
export async function logIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: randomAddress(),
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`logIn failed (${res.statusCode}): ${res.body}`);
  return sessionCookieFrom(res);
}

/**
 * A session cookie for a fresh member, or for the test administrator. The administrator is made (or
 * promoted, with a known password) directly in the database, as no API can create the first one.
 */
export async function loginAs(app: FastifyInstance, role: 'member' | 'admin'): Promise<string> {
  if (role === 'member') return (await registerMember(app)).cookie;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await app.db
    .insert(users)
    .values({
      username: TEST_ADMIN_USERNAME,
      email: `${TEST_ADMIN_USERNAME}@example.test`,
      passwordHash,
      isAdmin: true,
    })
    .onConflictDoNothing();
  await app.db
    .update(users)
    .set({ isAdmin: true, passwordHash })
    .where(sql`lower(${users.username}) = ${TEST_ADMIN_USERNAME}`);
  return logIn(app, TEST_ADMIN_USERNAME, TEST_PASSWORD);
}
