import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { contactMessages, sessions, users } from '../../../src/server/db/schema';
import { tokenDigest } from '../../../src/server/http/secret-token';
import { SESSION_COOKIE } from '../../../src/server/plugins/session';
import { hashPassword } from '../../../src/server/security/passwords';
import { TEST_PASSWORD } from '../accounts';
import { createActivity, createPortal } from '../activity-factory';
import { createTestApp } from '../test-app';
import { imageSamples } from './image-samples';
import type { FuzzHints } from './json-schema-arbitrary';
import {
  describeRequest,
  fuzzRequests,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  payloadOf,
  urlOf,
} from './malformed-requests';
import { installRowJournal, type RowChange } from './row-journal';

// Issue #12, item 3: the API fuzzer. Every operation of the generated OpenAPI document (app.swagger(),
// read generically: paths, methods, parameters, request bodies; no list of routes here) is sent
// malformed requests as a visitor, a member and an administrator (one test file per role, run in
// parallel). Assertions, per request: the status is below 500 (a 503 the operation declares, for a
// service that is not set up, excepted), and an answer of 400 or more changed no row.
//
// Deterministic: the seed is fixed and printed; FUZZ_SEED=<n> and FUZZ_RUNS=<n> (requests per operation
// and role) override it, e.g. `FUZZ_RUNS=300 npx vitest run tests/api/fuzz-`; add `-t "PUT /api/users"`
// for one operation (each has a seed of its own derived from FUZZ_SEED). FUZZ_VERBOSE=1 prints the
// statuses each operation answered, FUZZ_VERBOSE=2 every answer.

export type FuzzRole = 'visitor' | 'member' | 'admin';

/**
 * Tables whose rows a refused request may change, each for a reason:
 * - rate_limits: counting attempts is its whole purpose, and a refused attempt (a wrong password, a
 *   429 itself, a refused contact form) is exactly what it must count.
 */
const MAY_CHANGE_ON_REFUSAL: ReadonlySet<string> = new Set(['rate_limits']);

const DEFAULT_SEED = 20261125;
// 25 requests per operation and role: 4,650 requests, about 30 s for the three files on the 2-core CI
// machine. FUZZ_RUNS=300 or more for a real hunt.
const DEFAULT_RUNS = 25;

/** FUZZ_SEED and FUZZ_RUNS from the environment, or the fixed defaults (CI sees the same requests). */
export function fuzzSettings(): { seed: number; runs: number } {
  const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
  const runs = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10);
  return {
    seed: Number.isFinite(seed) ? seed : DEFAULT_SEED,
    runs: Number.isFinite(runs) && runs > 0 ? runs : DEFAULT_RUNS,
  };
}

/** A seed of its own per operation and role, so one of them can be rerun alone with `-t`. */
function seedFor(base: number, key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return (base ^ hash) | 0;
}

/** A 5xx is a crash, except a 503 the operation itself declares (a service that is not set up). */
function isCrash(operation: Operation, status: number): boolean {
  if (status < 500) return false;
  return !(status === 503 && operation.statuses.includes('503'));
}

/**
 * Every operation of the OpenAPI document, fuzzed as `role` with fast-check: malformed path parameters,
 * queries and bodies. Each answer must be below 500, and a refused one (4xx) must leave every row as it
 * was. Call it at the top level of a test file (the operations are known once the app is built).
 */
export async function fuzzEveryOperation(role: FuzzRole): Promise<void> {
  const { seed, runs } = fuzzSettings();
  const t = await createTestApp();
  afterAll(async () => t.close());
  const journal = await installRowJournal(t.app.database);
  const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
  console.log(
    `fuzz ${role}: ${operations.length} operations × ${runs} runs, seed ${seed}` +
      ` (repeat with FUZZ_SEED=${seed} FUZZ_RUNS=${runs})`,
  );

  const passwordHash = await hashPassword(TEST_PASSWORD);
  const db = t.app.db;

  let administrator: { id: number; username: string } | null = null;

  /**
   * The fuzzing administrator, made again when a fuzzed request removed, renamed or demoted them (an
   * administrator may edit their own account).
   */
  async function ensureAdministrator(): Promise<{ id: number; username: string }> {
    if (administrator) {
      const [row] = await db
        .update(users)
        .set({ isAdmin: true, passwordHash })
        .where(eq(users.id, administrator.id))
        .returning({ id: users.id, username: users.username });
      if (row) {
        administrator = row;
        return row;
      }
    }
    const username = `fuzz-beheerder-${randomBytes(4).toString('hex')}`;
    const [row] = await db
      .insert(users)
      .values({ username, email: `${username}@example.test`, passwordHash, isAdmin: true })
      .returning({ id: users.id, username: users.username });
    administrator = row!;
    return administrator;
  }

  async function newMember(): Promise<{ id: number; username: string }> {
    const username = `fuzz-${randomBytes(4).toString('hex')}`;
    const [row] = await db
      .insert(users)
      .values({
        username,
        email: `${username}@example.test`,
        passwordHash,
        firstName: 'Fuzz',
        lastName: 'Lid',
      })
      .returning({ id: users.id, username: users.username });
    return row!;
  }

  async function sessionCookie(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({
      id: tokenDigest(token),
      userId,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    return `${SESSION_COOKIE}=${token}`;
  }

  // Rows the generated path ids and body ids can name, made afresh for every operation (an earlier
  // operation may have deleted them), and a stored picture for the image routes.
  const adminCookie = await sessionCookie((await ensureAdministrator()).id);
  const picture = await t.app.inject({
    method: 'POST',
    url: '/api/generate-activity-image',
    headers: { cookie: adminCookie },
    payload: { title: 'Fuzz', category: 'sport' },
  });
  const images = await imageSamples();
  const pictureKey: string = picture.statusCode === 201 ? picture.json().id : 'geen-plaatje';

  interface Fixtures {
    portal: { id: number; slug: string };
    activity: { id: number };
    other: { id: number; username: string };
    message: { id: number };
  }
  let made: Fixtures | null = null;

  /** The rows of the last operation, those an operation deleted or moved made again. */
  async function fixtures(adminId: number): Promise<Fixtures> {
    const present = made
      ? (
          await t.app.database.query(
            `select exists(select 1 from portals where id = $1) as portal,
                    exists(select 1 from activities where id = $2 and portal_id = $1) as activity,
                    exists(select 1 from users where id = $3) as other,
                    exists(select 1 from contact_messages where id = $4) as message`,
            [made.portal.id, made.activity.id, made.other.id, made.message.id],
          )
        ).rows[0]!
      : {};
    const portal = made && present.portal ? made.portal : await createPortal(t.app);
    const activity =
      made && present.activity && portal === made.portal
        ? made.activity
        : await createActivity(t.app, await sessionCookie(adminId), { portalId: portal.id });
    const other = made && present.other ? made.other : await newMember();
    const message =
      made && present.message
        ? made.message
        : (
            await db
              .insert(contactMessages)
              .values({ name: 'Fuzz', email: 'fuzz@example.test', subject: 'partner', details: {} })
              .returning({ id: contactMessages.id })
          )[0]!;
    made = { portal, activity, other, message };
    return made;
  }

  it('the row journal sees an insert, a real update and a delete, and not an update that changes nothing', async () => {
    const mark = await journal.mark();
    const [row] = await db
      .insert(contactMessages)
      .values({ name: 'Journaal', email: 'journaal@example.test', subject: 'partner', details: {} })
      .returning({ id: contactMessages.id });
    await db.update(contactMessages).set({ name: 'Journaal' }).where(eq(contactMessages.id, row!.id));
    await db.update(contactMessages).set({ name: 'Dagboek' }).where(eq(contactMessages.id, row!.id));
    await db.delete(contactMessages).where(eq(contactMessages.id, row!.id));
    const seen = (await journal.since(mark)).map((c) => `${c.operation} ${c.table}`);
    expect(seen).toEqual(['INSERT contact_messages', 'UPDATE contact_messages', 'DELETE contact_messages']);
  });

  operations.forEach((operation, index) => {
    const name = `${operation.method} ${operation.path}`;
    it(
      `${name} as ${role}: no 5xx, and a refused request changes no row`,
      async () => {
        const admin = await ensureAdministrator();
        const made = await fixtures(admin.id);
        const self = role === 'member' ? await newMember() : role === 'admin' ? admin : null;
        const cookie = self ? await sessionCookie(self.id) : null;
        const hints: FuzzHints = {
          password: TEST_PASSWORD,
          images: { ...images, key: pictureKey },
          ids: () => [
            made.activity.id,
            made.portal.id,
            made.other.id,
            made.message.id,
            ...(self ? [self.id] : []),
            // The largest id a row could have, which none has: a "not found" behind every check of form.
            2_147_483_647,
          ],
          strings: () => [
            TEST_PASSWORD,
            made.other.username,
            pictureKey,
            'thumb',
            'full',
            made.portal.slug,
            ...(self ? [self.username] : []),
          ],
        };
        // An address per operation and role: the login and registration limits are per address, and each
        // operation deserves a few attempts before the 429s.
        const remoteAddress = `10.${['visitor', 'member', 'admin'].indexOf(role) + 1}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

        const skip = MAY_CHANGE_ON_REFUSAL;
        const before = await journal.fingerprint(skip);
        let mark = await journal.mark();
        let accepted = 0;
        const statuses = new Map<number, number>();

        await fc.assert(
          fc.asyncProperty(fuzzRequests(operation, hints), async (request) => {
            const url = urlOf(operation, request);
            const { headers, payload } = payloadOf(request.body);
            const cookies = [cookie, request.cookieNoise].filter(Boolean);
            if (cookies.length > 0) headers.cookie = cookies.join('; ');
            if (request.acceptLanguage) headers['accept-language'] = request.acceptLanguage;
            const res = await t.app.inject({
              method: operation.method as 'GET',
              url,
              headers,
              payload,
              remoteAddress,
            });
            const changes = await journal.since(mark);
            mark = changes.at(-1)?.seq ?? mark;
            if (process.env.FUZZ_VERBOSE === '2')
              console.log(res.statusCode, url.slice(0, 120), res.body.slice(0, 160));
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const what = () =>
              `${describeRequest(operation.method, url, request.body)}\n  as ${role} (FUZZ_SEED=${seed})`;
            if (isCrash(operation, res.statusCode)) {
              throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}\n  for ${what()}`);
            }
            if (res.statusCode < 400) {
              accepted += 1;
              return;
            }
            const changed = changes.filter((c) => !skip.has(c.table));
            if (changed.length > 0) {
              throw new Error(
                `refused with ${res.statusCode} (${res.body.slice(0, 200)}) but changed rows:\n${describeChanges(changed)}\n  for ${what()}`,
              );
            }
          }),
          // No shrinking: the database has moved on since the failing request, so a "smaller" replay
          // would answer a different question. The counterexample is the request that failed.
          { seed: seedFor(seed, `${name} ${role}`), numRuns: runs, endOnFailure: true },
        );
        if (process.env.FUZZ_VERBOSE) {
          const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
          console.log(`${name} as ${role}: ${counts.join(' ')}`);
        }
        // The independent check: when nothing was accepted, every table is as it was.
        if (accepted === 0) expect(await journal.fingerprint(skip)).toEqual(before);
      },
      Math.max(60_000, runs * 1_000),
    );
  });
}

function describeChanges(changes: RowChange[]): string {
  return changes
    .slice(0, 5)
    .map((c) => `  ${c.operation} ${c.table}: ${c.row.slice(0, 200)}`)
    .join('\n');
}
