import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Localized } from '../../src/domain/language';
import { CHAT_NEEDS_LOGIN } from '../../src/server/features/assistant/service';
import { NOT_ASKED_FOR_COMPANY } from '../../src/server/features/company/service';
import { ACCESS_LEVELS, type Access, SESSION_SCHEME } from '../../src/server/plugins/access';
import {
  ADMIN_ONLY,
  NOT_LOGGED_IN,
  NOT_YOUR_PORTAL,
  ORGANISERS_ONLY,
} from '../../src/server/plugins/session';
import { loginAs, randomAddress, registerMember } from '../helpers/accounts';
import { activityPayload, createActivity, createPortal } from '../helpers/activity-factory';
import { registerOrganiser } from '../helpers/organisers';
import { tableFingerprints } from '../helpers/table-fingerprints';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EXPECTED_ACCESS } from './role-matrix.expected';

// The role-by-route matrix, read from the generated OpenAPI document: every operation says who may call
// it (its security requirement names the role; none for public ones), and every operation is called as
// a visitor, a member, an organiser of another portal than the one the request is about, an organiser
// of that portal, and an administrator. A refused caller gets the exact 401 or 403 and changes nothing
// in the database; an allowed one is not refused. A new route is in the document, so it is in
// this matrix without anyone adding it here; a route without a declaration does not start at all
// (src/server/plugins/access.test.ts).

type Role = 'visitor' | 'member' | 'organiser' | 'portal organiser' | 'administrator';
const ROLES: Role[] = ['visitor', 'member', 'organiser', 'portal organiser', 'administrator'];
const ARTICLE: Record<Role, string> = {
  visitor: 'a visitor',
  member: 'a member',
  organiser: 'an organiser of another portal',
  'portal organiser': 'an organiser of the portal',
  administrator: 'an administrator',
};

interface Operation {
  method: string;
  path: string;
  operationId: string;
  access: Access;
  hasBody: boolean;
  declared: string[];
}

/** Where a route words its 401 itself (spec 8: the chat's own sentence). */
const OWN_LOGIN_SENTENCE: Record<string, Localized> = { postChat: CHAT_NEEDS_LOGIN };

/**
 * Where a caller the role allows is still refused by a rule of the route itself, not by their role:
 * only a member who asked for company on a date sees who else did (features/company).
 */
const REFUSED_BY_RULE: Record<string, Localized> = {
  'GET /api/activities/{id}/company': NOT_ASKED_FOR_COMPANY,
  // A member's own proposals need ?mine=true; the queue is for administrators and organisers.
  'GET /api/proposals': ORGANISERS_ONLY,
};

/** A day in the path's {date}: well-formed, so the request reaches the portal check. */
const DAY = '2031-03-04';

/**
 * A body that passes validation, where the route's portal check comes after it: an organiser of
 * another portal is then refused by that check (NOT_YOUR_PORTAL), not by a 400 about an empty body.
 */
const BODIES: Record<string, (f: Fixture) => object> = {
  'POST /api/activities': (f) => activityPayload({ portalId: f.portalId }),
  'POST /api/activities/{id}/dates/{date}/move': () => ({ date: '2031-03-05' }),
  'PUT /api/activities/{id}/dates/{date}/welcomer': () => ({ name: 'Anna', where: 'Bij de deur' }),
  'PATCH /api/contact-messages/{id}': () => ({ handled: true }),
  'POST /api/contact-messages/{id}/replies': () => ({ text: 'Dank je wel voor je bericht.' }),
  'POST /api/proposals/{id}/reject': () => ({ reason: 'Dit past niet in de agenda.' }),
  'POST /api/sources': (f) => ({ url: 'https://agenda.example.test/club.ics', portalId: f.portalId }),
  'PATCH /api/sources/{id}': () => ({ paused: true }),
};

/** 'organiser' routes about the fixture's portal without an {id} in their path (it is in the body). */
const ABOUT_PORTAL_IN_BODY = new Set(['POST /api/activities', 'POST /api/sources']);

let t: TestApp;
let operations: Operation[];
/** The portal the 'organiser' role organises: never the fixture's. */
let otherPortalId: number;

beforeAll(async () => {
  t = await createTestApp();
  operations = readOperations(t.app.swagger() as unknown as OpenApiDocument);
  otherPortalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

function accessOf(operation: OpenApiOperation): Access {
  const security = operation.security;
  if (!security) throw new Error(`${operation.operationId} declares no security at all`);
  if (security.length === 0) return 'public';
  const roles = security.flatMap((requirement) => requirement[SESSION_SCHEME] ?? []);
  expect(roles).toHaveLength(1);
  expect(ACCESS_LEVELS).toContain(roles[0]);
  return roles[0] as Access;
}

function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId,
      access: accessOf(operation),
      hasBody: operation.requestBody !== undefined,
      declared: Object.keys(operation.responses),
    })),
  );
}

/** Whether the route is about the fixture's one portal (its activity or message, or a body naming it). */
function aboutOnePortal(operation: Operation): boolean {
  return operation.path.includes('{id}') || ABOUT_PORTAL_IN_BODY.has(`${operation.method} ${operation.path}`);
}

/** The refusal a role gets on an operation, or null when it is let in. */
function refusalFor(operation: Operation, role: Role): { status: number; text: Localized } | null {
  const { access } = operation;
  if (access === 'public') return null;
  if (role === 'visitor')
    return { status: 401, text: OWN_LOGIN_SENTENCE[operation.operationId] ?? NOT_LOGGED_IN };
  if (access === 'member' || role === 'administrator') return null;
  if (access === 'administrator') return { status: 403, text: ADMIN_ONLY };
  // 'organiser': an administrator or an organiser, and the service checks the portal.
  if (role === 'member') return { status: 403, text: ORGANISERS_ONLY };
  if (role === 'organiser' && aboutOnePortal(operation)) return { status: 403, text: NOT_YOUR_PORTAL };
  return null;
}

interface Fixture {
  activityId: number;
  portalId: number;
  messageId: number;
  userId: number;
  proposalId: number;
  sourceId: number;
  partnerId: number;
}

/** Something for every kind of id in a path to point at, made fresh where a request may delete it. */
async function fixture(adminCookie: string): Promise<Fixture> {
  const portal = await createPortal(t.app);
  const activity = await createActivity(t.app, adminCookie, { portalId: portal.id });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: randomAddress(),
    payload: { name: 'Bezoeker', email: 'bezoeker@example.test', subject: 'partner' },
  });
  expect(sent.statusCode).toBe(201);
  const [message] = await rowsOf<{ id: number }>(sql`select max(id)::int as id from contact_messages`);
  // About the activity, as a report from going together is: its portal's organisers handle it.
  await t.app.db.execute(
    sql`update contact_messages set activity_id = ${activity.id} where id = ${message!.id}`,
  );
  const target = await registerMember(t.app);
  // A pending proposal and a calendar source of the portal (a loopback address: a read is refused unsent).
  const [proposal] = await rowsOf<{ id: number }>(
    sql`insert into proposals (portal_id, proposer_id, payload, title)
        values (${portal.id}, ${target.user.id}, ${JSON.stringify(activityPayload({ portalId: portal.id }))}::jsonb,
          'Voorgesteld') returning id`,
  );
  const [source] = await rowsOf<{ id: number }>(
    sql`insert into calendar_sources (portal_id, url) values (${portal.id}, 'http://127.0.0.1:9/agenda.ics')
        returning id`,
  );
  const [partner] = await rowsOf<{ id: number }>(
    sql`insert into partners (name, description_nl, description_en, colour)
        values ('Partner', 'Een partner', 'A partner', '#1e3a8a') returning id`,
  );
  return {
    activityId: activity.id,
    portalId: portal.id,
    messageId: message!.id,
    userId: target.user.id,
    proposalId: proposal!.id,
    sourceId: source!.id,
    partnerId: partner!.id,
  };
}

/** The path with its parameters filled in; a member's /api/users/{id} is their own profile. */
function urlOf(path: string, f: Fixture, ownId: number | null): string {
  const id = path.startsWith('/api/users/')
    ? (ownId ?? f.userId)
    : path.startsWith('/api/portals/')
      ? f.portalId
      : path.startsWith('/api/contact-messages/')
        ? f.messageId
        : path.startsWith('/api/proposals/')
          ? f.proposalId
          : path.startsWith('/api/sources/')
            ? f.sourceId
            : path.startsWith('/api/partners/')
              ? f.partnerId
              : f.activityId;
  return path
    .replace('{id}', String(id))
    .replace('{date}', DAY)
    .replace('{key}', 'onbekend')
    .replace('{size}', 'thumb')
    .replace('{slug}', 'about');
}

/** The rows of a query written as SQL (the Db type does not know their shape). */
async function rowsOf<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The application's tables, read once. */
let tables: string[] | null = null;

/**
 * One md5 per table over all its rows: what a refused request must leave as it was. A failure names the
 * tables whose rows changed. (A copy of every row as JSON, read and compared after each of over 400
 * requests, cost the test more than the hashes cost the database.)
 */
async function snapshot(): Promise<Record<string, string>> {
  tables ??= (
    await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map(({ name }) => name);
  return tableFingerprints(t.app.database, tables);
}

async function cookieFor(
  role: Role,
  f: Fixture,
  adminCookie: string,
): Promise<{ cookie?: string; ownId: number | null }> {
  if (role === 'visitor') return { ownId: null };
  if (role === 'member') {
    const member = await registerMember(t.app);
    return { cookie: member.cookie, ownId: member.user.id };
  }
  if (role === 'organiser' || role === 'portal organiser') {
    const portalId = role === 'organiser' ? otherPortalId : f.portalId;
    const organiser = await registerOrganiser(t.app, adminCookie, [portalId]);
    return { cookie: organiser.cookie, ownId: organiser.user.id };
  }
  return { cookie: await loginAs(t.app, 'admin'), ownId: null };
}

async function call(
  operation: Operation,
  f: Fixture,
  caller: { cookie?: string; ownId: number | null },
  lang = 'nl',
) {
  const body = BODIES[`${operation.method} ${operation.path}`];
  return t.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation.path, f, caller.ownId),
    remoteAddress: randomAddress(),
    headers: { 'accept-language': lang, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    // Refused callers are stopped before the body is read, or by the portal check after it; allowed
    // ones get a body that is merely empty, or a valid one where the portal check follows validation.
    ...(operation.hasBody ? { payload: body ? body(f) : {} } : {}),
  });
}

describe('the role matrix', () => {
  it('covers every operation of the document, each with one of the four access levels', () => {
    expect(operations.length).toBeGreaterThan(50);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    console.info(`Role matrix: ${operations.length} operations × ${ROLES.length} roles`);
  });

  it('gives every operation the access reviewed in role-matrix.expected.ts', () => {
    const declared = Object.fromEntries(operations.map((o) => [`${o.method} ${o.path}`, o.access]));
    expect(declared).toEqual(EXPECTED_ACCESS);
  });

  // About 100 operations, with fresh data and a fresh session for each allowed mutation: 3–8 s per role
  // alone, several times that while other test files share the 2 cores.
  it.each(ROLES.map((role) => [ARTICLE[role], role] as const))(
    'as %s: every operation refuses or allows exactly as declared',
    { timeout: 240_000 },
    async (_article, role) => {
      const adminCookie = await loginAs(t.app, 'admin');
      const shared = await fixture(adminCookie);
      const reader = await cookieFor(role, shared, adminCookie);
      const failures: string[] = [];
      // The refused operations first: each leaves the database as it was, so the snapshot taken after
      // one is the snapshot before the next, one read per operation instead of two. The allowed ones,
      // which may change rows, come after them.
      const refusedFirst = [
        ...operations.filter((operation) => refusalFor(operation, role)),
        ...operations.filter((operation) => !refusalFor(operation, role)),
      ];
      let unchanged: Record<string, string> | null = null;
      for (const operation of refusedFirst) {
        const label = `${operation.method} ${operation.path} (${operation.access})`;
        const refusal = refusalFor(operation, role);
        if (!refusal) {
          unchanged = null;
          // An allowed mutation may change things (delete an account, end a session): fresh data and session.
          const mutation = operation.method !== 'GET';
          const f = mutation ? await fixture(adminCookie) : shared;
          const caller = mutation ? await cookieFor(role, f, adminCookie) : reader;
          const res = await call(operation, f, caller);
          const byRule = REFUSED_BY_RULE[`${operation.method} ${operation.path}`];
          const refusedByRule =
            res.statusCode === 403 && byRule && res.body === JSON.stringify({ message: byRule.nl });
          if ((res.statusCode === 401 || res.statusCode === 403) && !refusedByRule)
            failures.push(`${label}: allowed, but ${res.statusCode} ${res.body}`);
          if (!operation.declared.includes(String(res.statusCode)))
            failures.push(`${label}: answered ${res.statusCode}, which the document does not declare`);
          continue;
        }
        const before = unchanged ?? (await snapshot());
        const { status, text } = refusal;
        // Dutch first, and the English text for a browser that asks for it.
        for (const lang of ['nl', 'en'] as const) {
          const res = await call(operation, shared, reader, lang);
          const message = text[lang];
          if (res.statusCode !== status || res.body !== JSON.stringify({ message }))
            failures.push(`${label}: expected ${status} '${message}', got ${res.statusCode} ${res.body}`);
        }
        if (!operation.declared.includes(String(status)))
          failures.push(`${label}: refuses with ${status}, which the document does not declare`);
        unchanged = await snapshot();
        expect(unchanged, `${label} changed the database`).toEqual(before);
      }
      expect(failures).toEqual([]);
    },
  );
});
