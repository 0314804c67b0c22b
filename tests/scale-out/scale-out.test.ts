import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findNginx, type ScaleOut, startScaleOut, UPSTREAM_HEADER } from '../../scripts/scale-out.mjs';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { TEST_PASSWORD, uniqueUsername } from '../helpers/accounts';
import { activityPayload } from '../helpers/activity-factory';
import { adminQuery, databaseUrl } from '../helpers/admin-query';

// Issue #12, item 6: two built app processes on one PostgreSQL database behind nginx (scripts/scale-out.mjs,
// the same start `npm run scale-out` does), driven over real HTTP. Every response names the process that
// answered (X-Meedoen-Upstream, nginx's $upstream_addr), so each check below knows it reached both.
//
// Client addresses: Linux answers on all of 127.0.0.0/8, so a request can come from 127.0.0.2, .3, …
// (http's localAddress). nginx passes that address on in X-Forwarded-For, and the processes trust it
// because it comes from nginx (TRUST_PROXY=127.0.0.1). Each scenario has addresses of its own, so their
// rate-limit budgets never mix.

/** Whether this machine can open a connection from `address` (Linux: all of 127/8; macOS: 127.0.0.1 only). */
function canConnectFrom(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => socket.destroy());
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      const socket = net.connect({ host: '127.0.0.1', port, localAddress: address });
      const done = (ok: boolean) => {
        socket.destroy();
        server.close(() => resolve(ok));
      };
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
  });
}

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const nginxPath = findNginx();
const loopbackAliases = await canConnectFrom('127.0.0.2');
const CANNOT_RUN = !nginxPath
  ? 'nginx is not installed, so the scale-out test (two processes behind nginx) is NOT run. ' +
    'Install it (Debian/Ubuntu: apt-get install nginx) or point NGINX_PATH at its binary.'
  : !loopbackAliases
    ? 'this machine cannot send from 127.0.0.2, so the scale-out test (which plays several clients ' +
      'from 127.0.0.x) is NOT run. On macOS: sudo ifconfig lo0 alias 127.0.0.2 (and .3 … .44).'
    : null;
if (CANNOT_RUN && !isCI) console.warn(`⚠ ${CANNOT_RUN}`);

/** Login attempts per address per minute in this test (AUTH_RATE_LIMIT). */
const LOGIN_LIMIT = 4;
const ADMIN = { username: 'beheerder-schaal', password: TEST_PASSWORD };

interface Answer {
  status: number;
  /** The app process that answered, host:port as nginx names it. */
  upstream: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The client's own address (127.x.y.z). */
  from: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** Another port than nginx's: straight to one app process. */
  port?: number;
}

let cluster: ScaleOut;
let serverUrl: string;
let databaseName: string;
let output: string[] = [];

function call(
  path: string,
  { method = 'GET', from, body, cookie, headers = {}, port }: Call,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: port ?? cluster.port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({
            status: res.statusCode ?? 0,
            upstream: String(res.headers[UPSTREAM_HEADER] ?? ''),
            headers: res.headers,
            body: parsed,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The same request until both processes have answered it (round robin: normally two); their answers. */
async function fromBoth(path: string, options: Call): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (let i = 0; i < 8 && answers.size < 2; i++) {
    const answer = await call(path, options);
    answers.set(answer.upstream, answer);
  }
  expect([...answers.keys()].sort()).toEqual(addresses());
  return answers;
}

const addresses = () => cluster.upstreams.map((u) => u.address).sort();

function sessionCookie(answer: Answer): string {
  const cookie = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('meedoen_session='));
  if (!cookie) throw new Error(`No session cookie (${answer.status}: ${JSON.stringify(answer.body)})`);
  return cookie.split(';')[0]!;
}

async function registerMember(from: string): Promise<{ cookie: string; id: number; username: string }> {
  const username = uniqueUsername('schaal');
  const answer = await call('/api/register', {
    method: 'POST',
    from,
    body: { username, email: `${username}@example.test`, password: TEST_PASSWORD, firstName: 'Test' },
  });
  expect(answer.status).toBe(201);
  return { cookie: sessionCookie(answer), id: (answer.body as { id: number }).id, username };
}

/** A failed login with a name nobody has (a new one each time, so only the per-address limit counts). */
function failedLogin(from: string, extra: Partial<Call> = {}) {
  return call('/api/login', {
    method: 'POST',
    from,
    body: { username: `niemand-${randomBytes(4).toString('hex')}`, password: 'Verkeerd-wachtwoord-1!' },
    ...extra,
  });
}

// In CI a missing nginx is a failure, never a skip: CI installs it (.ci/run).
if (CANNOT_RUN && isCI) {
  it('two processes behind nginx (scale-out) can run in CI', () => {
    throw new Error(CANNOT_RUN);
  });
}

describe.skipIf(CANNOT_RUN !== null)('two processes behind nginx (scale-out)', () => {
  beforeAll(async () => {
    // The built server, as `npm run scale-out` starts it (rebuilt only when its sources are newer; the
    // client is not needed here, and the browser journeys build it when they need it).
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'server'], { stdio: 'inherit' });
    serverUrl = inject('testDatabaseServer');
    databaseName = `meedoen_test_scale_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${databaseName} template ${inject('testDatabaseTemplate')}`);
    output = [];
    cluster = await startScaleOut({
      databaseUrl: databaseUrl(serverUrl, databaseName),
      processes: 2,
      // One nginx worker: a single round-robin turn, so consecutive requests alternate processes.
      workers: 1,
      upstreamHeader: true,
      env: {
        AUTH_RATE_LIMIT: String(LOGIN_LIMIT),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      output: (line) => output.push(line),
    });
  }, 90_000);

  afterAll(async () => {
    await cluster?.stop();
    if (databaseName) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
    // A process that complained is worth reading when something above failed.
    if (output.length > 0) console.log(output.slice(-20).join('\n'));
  }, 60_000);

  it('runs two app processes and nginx sends requests to both in turn', async () => {
    expect(cluster.upstreams).toHaveLength(2);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const answer = await call('/api/health', { from: '127.0.0.9' });
      expect(answer.status).toBe(200);
      seen.push(answer.upstream);
    }
    expect(new Set(seen).size).toBe(2);
    expect(seen[0]).not.toBe(seen[1]);
    expect([...new Set(seen)].sort()).toEqual(addresses());
  });

  it('a session made through one process works on the other, and a logout ends it on both', async () => {
    // The client claims https; nginx says what it really was (http), so the cookie is not marked Secure.
    const login = await call('/api/login', {
      method: 'POST',
      from: '127.0.0.10',
      body: ADMIN,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.status).toBe(200);
    expect(String(login.headers['set-cookie'])).not.toMatch(/;\s*secure/i);
    const cookie = sessionCookie(login);

    const answers = await fromBoth('/api/user', { from: '127.0.0.10', cookie });
    expect(answers.has(login.upstream)).toBe(true);
    for (const answer of answers.values()) {
      expect(answer.status).toBe(200);
      expect((answer.body as { username: string }).username).toBe(ADMIN.username);
      expect((answer.body as { isAdmin: boolean }).isAdmin).toBe(true);
    }

    // A browser's logout carries its Origin; nginx passes the Host with its port, so the check passes.
    const logout = await call('/api/logout', {
      method: 'POST',
      from: '127.0.0.10',
      cookie,
      headers: { origin: cluster.url },
    });
    expect(logout.status).toBe(200);
    for (const answer of (await fromBoth('/api/user', { from: '127.0.0.10', cookie })).values()) {
      expect(answer.status).toBe(401);
    }
  });

  it('shares the per-address login limit: the attempt after the limit is refused by either process', async () => {
    // One process on its own, straight (no proxy: the address is the connection's), as the reference.
    const alone: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      alone.push((await failedLogin('127.0.0.20', { port: cluster.upstreams[0]!.port })).status);
    }
    expect(alone).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);

    // Through nginx, the attempts alternate between the processes and count against one budget.
    const through: Answer[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) through.push(await failedLogin('127.0.0.21'));
    expect(through.map((a) => a.status)).toEqual(alone);
    expect(new Set(through.slice(0, LOGIN_LIMIT).map((a) => a.upstream)).size).toBe(2);
    // Refused by both processes, with Retry-After, whichever answers.
    const refused = new Map<string, Answer>([[through[LOGIN_LIMIT]!.upstream, through[LOGIN_LIMIT]!]]);
    for (let i = 0; i < 6 && refused.size < 2; i++) {
      const answer = await failedLogin('127.0.0.21');
      refused.set(answer.upstream, answer);
    }
    expect([...refused.keys()].sort()).toEqual(addresses());
    for (const answer of refused.values()) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    // Another client behind the same nginx has its own budget: the processes count the address nginx
    // forwards, not nginx's own (127.0.0.1, the same for every client).
    expect((await failedLogin('127.0.0.22')).status).toBe(401);
  });

  it('does not trust an X-Forwarded-For the client sends: a new one per attempt does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT + 1; i++) {
      const spoofed = `198.51.100.${i + 1}`;
      statuses.push((await failedLogin('127.0.0.30', { headers: { 'x-forwarded-for': spoofed } })).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429]);
    // Nor can a client spend someone else's budget by naming their address.
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      await failedLogin('127.0.0.31', { headers: { 'x-forwarded-for': '127.0.0.32' } });
    }
    expect((await failedLogin('127.0.0.31')).status).toBe(429);
    expect((await failedLogin('127.0.0.32')).status).toBe(401);
  });

  it('lets the largest body the app takes through (a picture as JSON) and refuses larger ones at the proxy', async () => {
    const member = await registerMember('127.0.0.50');
    const avatar = (bytes: number) =>
      call('/api/user/avatar', {
        method: 'PUT',
        from: '127.0.0.50',
        cookie: member.cookie,
        body: { imageBase64: `data:image/webp;base64,${'A'.repeat(bytes)}` },
      });
    // 7.4 MB, just under the app's own limit for this route (PICTURE_BODY_LIMIT, 7.2 MiB): nginx passes it
    // on and the app answers (these bytes are no picture) with its own JSON message.
    const passed = await avatar(7_400_000);
    expect(passed.upstream).not.toBe('');
    expect(passed.status).toBeGreaterThanOrEqual(400);
    expect(passed.body).toMatchObject({ message: expect.any(String) });
    // 9 MB: over client_max_body_size (8m), refused by nginx before any process sees it.
    const refused = await avatar(9_000_000);
    expect(refused.status).toBe(413);
    expect(refused.upstream).toBe('');
  });

  it('keeps participation consistent: register and unregister on either process, the same counts on both', async () => {
    const adminLogin = await call('/api/login', { method: 'POST', from: '127.0.0.40', body: ADMIN });
    expect(adminLogin.status).toBe(200);
    const admin = sessionCookie(adminLogin);
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl, databaseName) });
    await client.connect();
    const portal = await client
      .query<{ id: number }>(
        `insert into portals (name, slug, type) values ('Schaal', 'schaal-${randomBytes(3).toString('hex')}', 'organization') returning id`,
      )
      .finally(() => client.end());
    const created = await call('/api/activities', {
      method: 'POST',
      from: '127.0.0.40',
      cookie: admin,
      body: activityPayload({ portalId: portal.rows[0]!.id, startDate: addDays(todayInAmsterdam(), 3) }),
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;

    const anna = await registerMember('127.0.0.41');
    const bram = await registerMember('127.0.0.42');
    const writers = new Set<string>();
    const write = async (method: 'POST' | 'DELETE', cookie: string, expected: boolean) => {
      const answer = await call(`/api/activities/${id}/register`, {
        method,
        from: '127.0.0.43',
        cookie,
        headers: { origin: cluster.url },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isRegistered: expected });
      writers.add(answer.upstream);
    };
    /** What both processes say: the detail's count, the participant list and each member's status. */
    const expectOnBoth = async (names: string[]) => {
      for (const answer of (await fromBoth(`/api/activities/${id}`, { from: '127.0.0.44' })).values()) {
        expect(answer.status).toBe(200);
        expect((answer.body as { participantCount: number }).participantCount).toBe(names.length);
      }
      const lists = await fromBoth(`/api/activities/${id}/participants`, {
        from: '127.0.0.44',
        cookie: admin,
      });
      for (const answer of lists.values()) {
        expect((answer.body as { username: string }[]).map((p) => p.username).sort()).toEqual(names.sort());
      }
      for (const member of [anna, bram]) {
        const status = await fromBoth(`/api/activities/${id}/is-registered`, {
          from: '127.0.0.44',
          cookie: member.cookie,
        });
        for (const answer of status.values()) {
          expect(answer.body).toMatchObject({ isRegistered: names.includes(member.username) });
        }
      }
    };

    await write('POST', anna.cookie, true);
    await write('POST', bram.cookie, true);
    await expectOnBoth([anna.username, bram.username]);
    // Twice, on the other process this time: still one registration.
    await write('POST', anna.cookie, true);
    await write('POST', anna.cookie, true);
    await expectOnBoth([anna.username, bram.username]);
    await write('DELETE', anna.cookie, false);
    await write('DELETE', anna.cookie, false);
    await expectOnBoth([bram.username]);
    await write('DELETE', bram.cookie, false);
    await expectOnBoth([]);
    expect([...writers].sort()).toEqual(addresses());
  });
});
