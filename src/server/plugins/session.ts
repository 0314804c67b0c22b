import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/connect';
import { readsPerTurn } from '../db/reads-per-turn';
import { sessions } from '../db/schema';
import { newSecretToken, tokenDigest } from '../http/secret-token';
import { AppError } from './errors';
import { expiredRowsSweep } from './expired-rows';

export const SESSION_COOKIE = 'meedoen_session';
const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
// 32 random bytes in base64url: exactly 43 characters. Anything else is not ours and is not looked up.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Who is signed in, as far as permission checks need to know. */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /** The portals this member organises (portal_organisers); empty for most members. */
  organiserOf: number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The two refusals every feature gives, worded once. */
export const NOT_LOGGED_IN = { nl: 'Je moet ingelogd zijn.', en: 'You must be logged in.' };
export const ADMIN_ONLY = { nl: 'Alleen beheerders mogen dit doen.', en: 'Only administrators may do this.' };
/** An organiser's refusals: not an organiser at all, or not of the portal the request is about. */
export const ORGANISERS_ONLY = {
  nl: 'Alleen beheerders en organisatoren mogen dit doen.',
  en: 'Only administrators and organisers may do this.',
};
export const NOT_YOUR_PORTAL = {
  nl: 'Je bent geen organisator van deze organisatie of stad.',
  en: 'You are not an organiser of this organisation or city.',
};

function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.server.config.publicUrl.startsWith('https:') || request.protocol === 'https',
  };
}

// Session SQL stays here rather than in a feature: every feature relies on it through request.user.

/**
 * The member of a session, or null (unknown or expired), looked up with the other requests of this
 * turn (decision 0025): every API request of a signed-in member looks its session up, and one statement
 * each made a member's list four to five times dearer than a visitor's. A session ended or expired
 * counts from the next request on. A named statement on the list's pool (a primary-key lookup, planned
 * once per connection). Made once per app (buildApp hands it to the session plugin).
 */
export function sessionUserReads(database: Database): SessionUserReads {
  return readsPerTurn<string, SessionUser>((ids) => selectSessionUsers(database, ids));
}

/** The member of a session by the session's id (its token's digest), or null. */
export type SessionUserReads = (sessionId: string) => Promise<SessionUser | null>;

async function selectSessionUsers(database: Database, ids: readonly string[]) {
  const { rows } = await database.listPool.query<SessionUser & { sessionId: string }>({
    name: 'session_users',
    text: `select s.id as "sessionId", u.id, u.username, u.is_admin as "isAdmin",
        array(select o.portal_id from portal_organisers o where o.user_id = u.id order by 1) as "organiserOf"
      from sessions s join users u on u.id = s.user_id
      where s.id = any($1::text[]) and s.expires_at > $2`,
    values: [ids, new Date()],
  });
  return new Map(rows.map(({ sessionId, ...user }) => [sessionId, user]));
}

// The two checks services make (`const member = requireMember(user)`). Routes do not call them: each
// declares `config: { access }` and plugins/access.ts refuses before the body is read or validated.

/** A signed-in member, or a 401. */
export function requireMember(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError(401, NOT_LOGGED_IN);
  return user;
}

/** A signed-in administrator, or a 401 (nobody signed in) or a 403 (a member). */
export function requireAdministrator(user: SessionUser | null): SessionUser {
  const member = requireMember(user);
  if (!member.isAdmin) throw new AppError(403, ADMIN_ONLY);
  return member;
}

/** An administrator, or a member who organises at least one portal; else a 401 or a 403. */
export function requireOrganiser(user: SessionUser | null): SessionUser {
  const member = requireMember(user);
  if (!member.isAdmin && member.organiserOf.length === 0) throw new AppError(403, ORGANISERS_ONLY);
  return member;
}

/** Whether the member may manage what belongs to this portal: an administrator, or its organiser. */
export function managesPortal(user: SessionUser, portalId: number): boolean {
  return user.isAdmin || user.organiserOf.includes(portalId);
}

/**
 * An administrator, or an organiser of this portal (the portal an activity, proposal or source belongs
 * to); an organiser of another portal gets a 403 and the request changes nothing.
 */
export function requirePortalManager(user: SessionUser | null, portalId: number): SessionUser {
  const organiser = requireOrganiser(user);
  if (!managesPortal(organiser, portalId)) throw new AppError(403, NOT_YOUR_PORTAL);
  return organiser;
}

/** The portals whose things the member manages: null for an administrator (every portal). */
export function managedPortals(user: SessionUser): number[] | null {
  return user.isAdmin ? null : user.organiserOf;
}

/**
 * Signs the user in with a brand-new token (never one the browser brought along), replacing the
 * session this browser had, and clears the user's expired sessions while we are at it.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const db = request.server.db;
  const previous = sessionToken(request);
  if (previous) await db.delete(sessions).where(eq(sessions.id, tokenDigest(previous)));
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));

  const token = newSecretToken();
  await db.insert(sessions).values({
    id: tokenDigest(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_MS),
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_MS / 1000 });
}

/** Signs out: the session row is deleted, so a copied cookie is useless from now on. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  if (token) await request.server.db.delete(sessions).where(eq(sessions.id, tokenDigest(token)));
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

function needsUser(url: string): boolean {
  // Images are public and requested many at a time; they never need to know who asks.
  if (url.startsWith('/api/images/')) return false;
  return url.startsWith('/api/') || url.startsWith('/meta/');
}

async function sessionPlugin(
  app: FastifyInstance,
  { findSessionUser }: { findSessionUser: SessionUserReads },
) {
  app.decorateRequest('user', null);

  app.jobs.add(expiredRowsSweep('sessions', sessions));

  app.addHook('onRequest', async (request) => {
    if (!needsUser(request.url)) return;
    const token = sessionToken(request);
    if (!token) return;
    request.user = await findSessionUser(tokenDigest(token));
  });
}

export const session = fp(sessionPlugin, {
  name: 'session',
  dependencies: ['@fastify/cookie', 'errors', 'jobs'],
});
