import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Localized } from '../../src/domain/language';
import { CHAT_NEEDS_LOGIN } from '../../src/server/features/assistant/service';
import { NOT_ASKED_FOR_COMPANY } from '../../src/server/features/company/service';
import { ACCESS_LEVELS, type Access, SESSION_SCHEME } from '../../src/server/plugins/access';
import { ADMIN_ONLY, NOT_LOGGED_IN, ORGANISERS_ONLY } from '../../src/server/plugins/session';
import { loginAs, randomAddress, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EXPECTED_ACCESS } from './role-matrix.expected';

// The role-by-route matrix, read from the generated OpenAPI document: every operation says who may call
// it (its security requirement names the role; none for public ones), and every operation is called as
// a visitor, a member and an administrator. A refused caller gets the exact 401 or 403 and changes
// nothing in the database; an allowed one is not refused. A new route is in the document, so it is in
// this matrix without anyone adding it here; a route without a declaration does not start at all
// (src/server/plugins/access.test.ts).

type Role = 'visitor' | 'member' | 'administrator';
const ROLES: Role[] = ['visitor', 'member', 'administrator'];

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
};

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  operations = readOperations(t.app.swagger() as unknown as OpenApiDocument);
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

function allowed(access: Access, role: Role): boolean {
  if (access === 'public') return true;
  if (access === 'member') return role !== 'visitor';
  return role === 'administrator';
}

interface Fixture {
  activityId: number;
  portalId: number;
  messageId: number;
  userId: number;
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
  const target = await registerMember(t.app);
  return { activityId: activity.id, portalId: portal.id, messageId: message!.id, userId: target.user.id };
}

/** The path with its parameters filled in; a member's /api/users/{id} is their own profile. */
function urlOf(path: string, f: Fixture, ownId: number | null): string {
  const id = path.startsWith('/api/users/')
    ? (ownId ?? f.userId)
    : path.startsWith('/api/portals/')
      ? f.portalId
      : path.startsWith('/api/contact-messages/')
        ? f.messageId
        : f.activityId;
  return path.replace('{id}', String(id)).replace('{key}', 'onbekend').replace('{size}', 'thumb');
}

/** The rows of a query written as SQL (the Db type does not know their shape). */
async function rowsOf<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table: what a refused request must leave as it was. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    result[name] = await rowsOf(sql`select * from ${sql.identifier(name)} order by 1`);
  }
  return result;
}

async function cookieFor(role: Role): Promise<{ cookie?: string; ownId: number | null }> {
  if (role === 'visitor') return { ownId: null };
  if (role === 'member') {
    const member = await registerMember(t.app);
    return { cookie: member.cookie, ownId: member.user.id };
  }
  return { cookie: await loginAs(t.app, 'admin'), ownId: null };
}

async function call(operation: Operation, url: string, cookie: string | undefined, lang = 'nl') {
  return t.app.inject({
    method: operation.method as 'GET',
    url,
    remoteAddress: randomAddress(),
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    // Refused callers are stopped before the body is read; allowed ones get a body that is merely empty.
    ...(operation.hasBody ? { payload: {} } : {}),
  });
}

describe('the role matrix', () => {
  it('covers every operation of the document, each with one of the three access levels', () => {
    expect(operations.length).toBeGreaterThan(50);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    console.info(`Role matrix: ${operations.length} operations × ${ROLES.length} roles`);
  });

  it('gives every operation the access reviewed in role-matrix.expected.ts', () => {
    const declared = Object.fromEntries(operations.map((o) => [`${o.method} ${o.path}`, o.access]));
    expect(declared).toEqual(EXPECTED_ACCESS);
  });

  // About 60 operations, with fresh data and a fresh session for each allowed mutation: 3–8 s per role
  // alone, several times that while other test files share the 2 cores.
  it.each(ROLES.map((role) => [role === 'administrator' ? 'an' : 'a', role] as const))(
    'as %s %s: every operation refuses or allows exactly as declared',
    { timeout: 240_000 },
    async (_article, role) => {
      const adminCookie = await loginAs(t.app, 'admin');
      const shared = await fixture(adminCookie);
      const reader = await cookieFor(role);
      const failures: string[] = [];
      for (const operation of operations) {
        const label = `${operation.method} ${operation.path} (${operation.access})`;
        if (allowed(operation.access, role)) {
          // An allowed mutation may change things (delete an account, end a session): fresh data and session.
          const mutation = operation.method !== 'GET';
          const f = mutation ? await fixture(adminCookie) : shared;
          const caller = mutation ? await cookieFor(role) : reader;
          const res = await call(operation, urlOf(operation.path, f, caller.ownId), caller.cookie);
          const byRule = REFUSED_BY_RULE[`${operation.method} ${operation.path}`];
          const refusedByRule =
            res.statusCode === 403 && byRule && res.body === JSON.stringify({ message: byRule.nl });
          if ((res.statusCode === 401 || res.statusCode === 403) && !refusedByRule)
            failures.push(`${label}: allowed, but ${res.statusCode} ${res.body}`);
          if (!operation.declared.includes(String(res.statusCode)))
            failures.push(`${label}: answered ${res.statusCode}, which the document does not declare`);
          continue;
        }
        const caller = reader;
        const before = await snapshot();
        const status = role === 'visitor' ? 401 : 403;
        const refusedRole = operation.access === 'organiser' ? ORGANISERS_ONLY : ADMIN_ONLY;
        const text =
          role === 'visitor' ? (OWN_LOGIN_SENTENCE[operation.operationId] ?? NOT_LOGGED_IN) : refusedRole;
        // Dutch first, and the English text for a browser that asks for it.
        for (const lang of ['nl', 'en'] as const) {
          const url = urlOf(operation.path, shared, caller.ownId);
          const res = await call(operation, url, caller.cookie, lang);
          const message = text[lang];
          if (res.statusCode !== status || res.body !== JSON.stringify({ message }))
            failures.push(`${label}: expected ${status} '${message}', got ${res.statusCode} ${res.body}`);
        }
        if (!operation.declared.includes(String(status)))
          failures.push(`${label}: refuses with ${status}, which the document does not declare`);
        expect(await snapshot(), `${label} changed the database`).toEqual(before);
      }
      expect(failures).toEqual([]);
    },
  );
});
