// Mixed traffic as the agenda gets it, for `npm run bench:load` and the fault scripts (issue #12):
// ~70% list requests that are each a new filter (bench/varied-workload.ts), ~15% detail pages, ~10%
// members taking part, leaving, adding and removing favourites, ~5% administrators editing activities.
// Taking part is per date (decision 0033): members join and leave one of the next dates of a series,
// and a third of the hot activities have only a few places, so dates fill up and waitlists move.
//
// Every write is written into a ledger. Writes on the same (member, activity, date), or edits of the same
// activity, are never in flight together, so the state the acknowledged (2xx) requests imply is exact:
// after the load the database must hold exactly that (nothing lost, nothing doubled). A write that got
// no 2xx (a 503 while the database was away, a connection the server closed) may or may not have been
// applied: its pair is "uncertain" and either state is accepted, until a later acknowledged write on the
// same pair settles it again.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/connect';
import { activities, favorites, registrations, sessions, users } from '../../src/server/db/schema';
import { selectRows } from '../../src/server/db/select-rows';
import { tokenDigest } from '../../src/server/http/secret-token';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { createRng, int, pick, type Rng } from '../random';

export interface Account {
  id: number;
  username: string;
  cookie: string;
}

/** Usernames of the load's accounts start with this; a new run removes the previous run's. */
const PREFIX = 'load-';

/**
 * The load's accounts, written straight into the database: members without a password (nobody logs in
 * as them; login would only measure argon2) and one administrator, each with a session as a login
 * would have made it (the cookie's token, its SHA-256 in `sessions`). A previous run's accounts go first,
 * with their participations and favourites (ON DELETE CASCADE).
 */
export async function createAccounts(
  db: Db,
  members: number,
): Promise<{ members: Account[]; admin: Account }> {
  await db.delete(users).where(like(users.username, `${PREFIX}%`));
  const rows = await db
    .insert(users)
    .values([
      { username: `${PREFIX}admin`, email: `${PREFIX}admin@example.nl`, isAdmin: true },
      ...Array.from({ length: members }, (_, i) => ({
        username: `${PREFIX}member-${i + 1}`,
        email: `${PREFIX}member-${i + 1}@example.nl`,
      })),
    ])
    .returning({ id: users.id, username: users.username });
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const accounts = rows.map((row) => ({ ...row, token: randomBytes(32).toString('base64url') }));
  await db
    .insert(sessions)
    .values(accounts.map((a) => ({ id: tokenDigest(a.token), userId: a.id, expiresAt })));
  const withCookie = accounts.map(({ token, ...a }) => ({ ...a, cookie: `${SESSION_COOKIE}=${token}` }));
  return { admin: withCookie[0]!, members: withCookie.slice(1) };
}

/**
 * Ids of the activities one can take part in (decision 0033: a series with no date left answers 409),
 * in id order: the load's sign-ups and favourites go to these.
 */
export async function joinableActivityIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(or(eq(activities.activityType, 'one-time'), isNotNull(activities.nextDate)))
    .orderBy(activities.id);
  return rows.map((r) => r.id);
}

/** One date of a hot activity that the load's members join and leave. */
export interface HotDate {
  activityId: number;
  /** The date of the registrations row: a series' day, a one-time activity's start date (null: none). */
  day: string | null;
  /** A series' date is named in the request; a one-time activity's request names none (it has one date). */
  named: boolean;
  /** The activity has few places (giveFewPlaces). */
  fewPlaces: boolean;
}

/** How many dates with few places draw half of the joins and leaves, so they fill and their waitlists move. */
const CROWDED_DATES = 12;

/**
 * The dates the load's members take part in: a one-time activity's own date, and the next two days of a
 * series after today (not today: a session that ends during the load would move its next date on).
 */
export async function hotDatesOf(db: Db, hotActivityIds: number[]): Promise<HotDate[]> {
  if (hotActivityIds.length === 0) return [];
  const rows = await selectRows<{
    activity_id: number;
    day: string | null;
    named: boolean;
    few_places: boolean;
  }>(
    db,
    sql`
    select a.id as activity_id, a.start_date::text as day, false as named,
      a.capacity is not null as few_places from activities a
    where a.id = any(${sql.param(hotActivityIds)}::int[]) and a.activity_type <> 'recurring'
    union all
    select o.activity_id, o.day::text, true, a.capacity is not null from activities a
    cross join lateral (
      select activity_id, day from activity_occurrences o
      where o.activity_id = a.id and o.day > (now() at time zone 'Europe/Amsterdam')::date
      order by day limit 2
    ) o
    where a.id = any(${sql.param(hotActivityIds)}::int[]) and a.activity_type = 'recurring'`,
  );
  return rows.map((row) => ({
    activityId: Number(row.activity_id),
    day: row.day,
    named: row.named,
    fewPlaces: row.few_places,
  }));
}

/**
 * A third of the hot activities get two to six places per date (the others none), so joins meet full
 * dates and leaves promote the first of a waitlist while the load runs.
 */
export async function giveFewPlaces(db: Db, hotActivityIds: number[], seed = 'meedoen-load'): Promise<void> {
  const rng = createRng(`${seed}:places`);
  for (const id of hotActivityIds) {
    const capacity = rng.next() < 1 / 3 ? int(rng, 2, 6) : null;
    await db.update(activities).set({ capacity }).where(eq(activities.id, id));
  }
}

/** Ids of the agenda's activities, in id order. */
export async function activityIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: activities.id }).from(activities).orderBy(activities.id);
  return rows.map((r) => r.id);
}

// --- the ledger -----------------------------------------------------------------------------------------

interface Entry<T> {
  /** What the last acknowledged write left. */
  value: T;
  /** false after a write that got no acknowledgement, until an acknowledged one settles it again. */
  certain: boolean;
}

export class Ledger {
  readonly participants = new Map<string, Entry<boolean>>();
  readonly favorites = new Map<string, Entry<boolean>>();
  readonly edits = new Map<number, Entry<string>>();
  /** Lock keys of the writes waiting for their answer. */
  readonly inFlight = new Set<string>();

  settle(op: WriteOp, acknowledged: boolean): void {
    this.inFlight.delete(op.lock);
    if (op.kind === 'edit') {
      const previous = this.edits.get(op.activityId);
      if (acknowledged) this.edits.set(op.activityId, { value: op.value, certain: true });
      else this.edits.set(op.activityId, { value: previous?.value ?? '', certain: false });
      return;
    }
    const taking = op.kind === 'register' || op.kind === 'unregister';
    const map = taking ? this.participants : this.favorites;
    const key = taking
      ? participationKey(op.memberId, op.activityId, op.day)
      : `${op.memberId}:${op.activityId}`;
    const on = op.kind === 'register' || op.kind === 'favorite';
    if (acknowledged) map.set(key, { value: on, certain: true });
    else map.set(key, { value: map.get(key)?.value ?? false, certain: false });
  }

  /** Writes still unanswered when the load ended: their pairs are uncertain. */
  abandonInFlight(pending: Iterable<WriteOp>): void {
    for (const op of pending) this.settle(op, false);
  }

  uncertain(): number {
    let n = 0;
    for (const map of [this.participants, this.favorites, this.edits] as Map<unknown, Entry<unknown>>[]) {
      for (const entry of map.values()) if (!entry.certain) n++;
    }
    return n;
  }
}

/** A member's place on one date: the ledger's key for taking part. */
const participationKey = (memberId: number, activityId: number, day: string | null) =>
  `${memberId}:${activityId}:${day ?? '-'}`;

type WriteKind = 'register' | 'unregister' | 'favorite' | 'unfavorite' | 'edit';

interface WriteOp {
  kind: WriteKind;
  lock: string;
  memberId: number;
  activityId: number;
  /** The date joined or left (taking part only): the registrations row's day. */
  day: string | null;
  /** The edited field's new text (edits only). */
  value: string;
}

type OpKind = 'list' | 'detail' | WriteKind;

interface Op {
  kind: OpKind;
  path: string;
  sentAt: number;
  write: WriteOp | null;
  /** A connection's first request, outside the load's figures (see runMixedLoad). */
  opensConnection?: true;
}

// --- the load -------------------------------------------------------------------------------------------

export interface MixedLoadOptions {
  port: number;
  seconds: number;
  connections: number;
  /** Requests a second over all connections; unset, as fast as the server answers. */
  rate?: number;
  members: Account[];
  admin: Account;
  /** Every activity: detail pages are drawn from these. */
  activityIds: number[];
  /** The activities members write on (a few hundred, so counts grow and writes meet on one activity). */
  hotActivityIds: number[];
  /** Their dates members join and leave (hotDatesOf). */
  hotDates: HotDate[];
  /** List paths, each a different filter, taken in turn. */
  listPaths: string[];
  /**
   * Where in listPaths the list requests start (default 0): a load that follows another on the same
   * server starts where that one stopped (its `listNext`), so it asks no filter the page cache still holds.
   */
  listStart?: number;
  /** Writes stop this long before the end, so none is cut off by the load's end (default 30% of it, at most 5 s). */
  quietEndSeconds?: number;
  seed?: string;
  /**
   * The fault scripts' levers: `stop` (filled in by runMixedLoad) ends the load early; `readsOnly` set
   * stops the writes (once the server is gone: a write to a refused connection is never answered, and
   * its pair would only add to the uncertain ones).
   */
  control?: LoadControl;
}

export interface LoadControl {
  stop?: () => void;
  readsOnly?: boolean;
}

export interface Response {
  /** ms since the load started, when the answer came. */
  at: number;
  kind: OpKind;
  /** The request's path (with its query). */
  path: string;
  status: number;
  ms: number;
}

export interface MixedLoadResult {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  byKind: Record<string, number>;
  statusCodes: Record<string, number>;
  non2xx: number;
  fiveHundreds: number;
  /** Connection errors and timeouts, by code (ECONNREFUSED, ECONNRESET, timeout, ...). */
  errors: Record<string, number>;
  errorCount: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  acknowledgedWrites: number;
  responses: Response[];
  /**
   * Each connection's first request (GET /api/health), outside every figure above but non2xx: how many
   * were answered and the slowest, which includes waiting for the server to accept the connection.
   */
  opening: { answered: number; maxMs: number };
  ledger: Ledger;
  /** Where in listPaths the next list request would have started: a following load's listStart. */
  listNext: number;
}

const WEIGHTS: [OpKind | 'write', number][] = [
  ['list', 70],
  ['detail', 15],
  ['write', 10],
  ['edit', 5],
];
// Of the members' writes: more joins than leaves, so the counts grow.
const WRITE_WEIGHTS: [WriteKind, number][] = [
  ['register', 35],
  ['unregister', 15],
  ['favorite', 35],
  ['unfavorite', 15],
];

function weighted<T>(rng: Rng, weights: [T, number][]): T {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let r = rng.next() * total;
  for (const [value, w] of weights) {
    r -= w;
    if (r < 0) return value;
  }
  return weights[weights.length - 1]![0];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Joining one date (`{ date }`) or leaving it (`?date=`); a one-time activity's request names no date. */
function takingPartRequest(
  kind: 'register' | 'unregister',
  activityId: number,
  day: string | null,
  headers: Record<string, string>,
): Request {
  const path = `/api/activities/${activityId}/register`;
  if (kind === 'unregister') return { method: 'DELETE', path: day ? `${path}?date=${day}` : path, headers };
  return day
    ? {
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ date: day }),
      }
    : { method: 'POST', path, headers };
}

interface Tracker extends PromiseLike<{ errors: number; timeouts: number }> {
  on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): void;
  stop(): void;
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const rng = createRng(options.seed ?? 'meedoen-load');
  const ledger = new Ledger();
  const pending = new Set<WriteOp>();
  const responses: Response[] = [];
  const errors: Record<string, number> = {};
  const quietEnd = (options.quietEndSeconds ?? Math.min(5, options.seconds * 0.3)) * 1000;
  const started = performance.now();
  let listNext = options.listStart ?? 0;
  let editNo = 0;
  const elapsed = () => performance.now() - started;
  const crowded = options.hotDates.filter((d) => d.fewPlaces).slice(0, CROWDED_DATES);
  // Each connection opens with a GET /api/health that is not part of the load's figures. autocannon opens
  // all connections at the same moment, and Node's libuv (since 1.45) accepts one new connection per turn
  // of the event loop: on a server that is busy answering the connections it has, the last of a hundred
  // new ones waited in the kernel's accept queue for up to 1.2 s before its first request was read, in
  // both phases and whatever that request was (decision 0043). In production the app sits behind
  // nginx's pool of kept-alive connections (deploy/nginx/meedoen.conf), where no request pays that wait.
  // The first `connections` requests autocannon builds are those first requests: it builds each client's
  // first request when it makes the client, all of them before any answer.
  let unopened = options.connections;
  const openingMs: number[] = [];
  let openingNon2xx = 0;

  const read = (kind: 'list' | 'detail'): { op: Op; request: Request } => {
    // A third of the readers are signed in: their requests look their session up as well.
    const headers: Record<string, string> =
      rng.next() < 0.3 ? { cookie: pick(rng, options.members).cookie } : {};
    const path =
      kind === 'list'
        ? options.listPaths[listNext++ % options.listPaths.length]!
        : `/api/activities/${pick(rng, rng.next() < 0.5 ? options.hotActivityIds : options.activityIds)}`;
    return {
      op: { kind, path, sentAt: performance.now(), write: null },
      request: { method: 'GET', path, headers },
    };
  };

  const write = (kind: WriteKind): { op: Op; request: Request } | null => {
    // A free pair: a few tries, else this turn is a read.
    const taking = kind === 'register' || kind === 'unregister';
    if (taking && options.hotDates.length === 0) return null;
    for (let attempt = 0; attempt < 5; attempt++) {
      const hotDate = taking
        ? pick(rng, crowded.length > 0 && rng.next() < 0.5 ? crowded : options.hotDates)
        : null;
      const activityId = hotDate?.activityId ?? pick(rng, options.hotActivityIds);
      const day = hotDate?.day ?? null;
      const member = kind === 'edit' ? options.admin : pick(rng, options.members);
      const lock =
        kind === 'edit'
          ? `e:${activityId}`
          : taking
            ? `p:${participationKey(member.id, activityId, day)}`
            : `f:${member.id}:${activityId}`;
      if (ledger.inFlight.has(lock)) continue;
      const value = kind === 'edit' ? `Bewerking ${++editNo}` : '';
      const op: WriteOp = { kind, lock, memberId: member.id, activityId, day, value };
      ledger.inFlight.add(lock);
      pending.add(op);
      const headers: Record<string, string> = { cookie: member.cookie };
      const request: Request =
        kind === 'edit'
          ? {
              method: 'PUT',
              path: `/api/activities/${activityId}`,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ contactPerson: value }),
            }
          : taking
            ? takingPartRequest(kind, activityId, hotDate?.named ? day : null, headers)
            : {
                method: kind === 'favorite' ? 'POST' : 'DELETE',
                path: `/api/activities/${activityId}/favorite`,
                headers,
              };
      return { op: { kind, path: request.path, sentAt: performance.now(), write: op }, request };
    }
    return null;
  };

  const next = (): { op: Op; request: Request } => {
    const choice = weighted(rng, WEIGHTS);
    const writesOpen = elapsed() < options.seconds * 1000 - quietEnd && !options.control?.readsOnly;
    if (choice === 'list' || !writesOpen) return read(choice === 'detail' ? 'detail' : 'list');
    if (choice === 'detail') return read('detail');
    return write(choice === 'write' ? weighted(rng, WRITE_WEIGHTS) : 'edit') ?? read('detail');
  };

  const instance = autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    ...(options.rate ? { overallRate: options.rate } : {}),
    duration: options.seconds,
    // A request that hangs is a failure of its own kind: counted as a timeout after 10 s.
    timeout: 10,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (base: Request, context: { op?: Op }) => {
          if (unopened > 0) {
            unopened--;
            const path = '/api/health';
            context.op = {
              kind: 'detail',
              path,
              sentAt: performance.now(),
              write: null,
              opensConnection: true,
            };
            return { ...base, method: 'GET', path };
          }
          const { op, request } = next();
          context.op = op;
          return { ...base, ...request, headers: { ...base.headers, ...request.headers } };
        },
        onResponse: (status: number, _body: string, context: { op?: Op }) => {
          const op = context.op;
          if (!op) return;
          context.op = undefined;
          const now = performance.now();
          if (op.opensConnection) {
            openingMs.push(now - op.sentAt);
            if (status < 200 || status >= 300) openingNon2xx++;
            return;
          }
          responses.push({
            at: Math.round(now - started),
            kind: op.kind,
            path: op.path,
            status,
            ms: now - op.sentAt,
          });
          if (op.write) {
            pending.delete(op.write);
            ledger.settle(op.write, status >= 200 && status < 300);
          }
        },
      },
    ],
  } as unknown as Parameters<typeof autocannon>[0]) as unknown as Tracker;
  if (options.control) options.control.stop = () => instance.stop();
  instance.on('reqError', (error) => {
    const code = error.code ?? error.message ?? 'error';
    errors[code] = (errors[code] ?? 0) + 1;
  });
  const result = await instance;
  if (result.timeouts) errors.timeout = result.timeouts;
  ledger.abandonInFlight([...pending]);

  const seconds = elapsed() / 1000;
  const latencies = responses.map((r) => r.ms).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  const byKind: Record<string, number> = {};
  for (const r of responses) {
    statusCodes[r.status] = (statusCodes[r.status] ?? 0) + 1;
    byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
  }
  const acknowledgedWrites = responses.filter(
    (r) => r.kind !== 'list' && r.kind !== 'detail' && r.status >= 200 && r.status < 300,
  ).length;
  return {
    seconds,
    requests: responses.length,
    requestsPerSecond: Math.round(responses.length / seconds),
    byKind,
    statusCodes,
    non2xx: responses.filter((r) => r.status < 200 || r.status >= 300).length + openingNon2xx,
    fiveHundreds: responses.filter((r) => r.status >= 500).length,
    errors,
    errorCount: result.errors,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies[latencies.length - 1] ?? 0),
    acknowledgedWrites,
    responses,
    opening: { answered: openingMs.length, maxMs: round(Math.max(0, ...openingMs)) },
    ledger,
    listNext,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

// --- the check ------------------------------------------------------------------------------------------

export interface Verification {
  /** Participations and favourites an acknowledged write made that the database does not hold. */
  lost: string[];
  /** Rows the database holds that no acknowledged write made (or that an acknowledged write removed). */
  extra: string[];
  /** Acknowledged edits whose text the database does not hold. */
  lostEdits: number[];
  uncertain: number;
  participations: number;
  favorites: number;
  edits: number;
  /** Hot dates with every place taken, and the members waiting on them, when the load ended. */
  fullDates: number;
  waiting: number;
  /**
   * Dates whose counts are wrong: a count the server answers (the detail's participant count, a row of
   * GET /dates) that differs from the database, more going than places, or someone waiting while a
   * place is free.
   */
  countMismatches: {
    activityId: number;
    day?: string | null;
    what: string;
    expected: string;
    reported: number;
  }[];
  ok: boolean;
}

interface DateCount {
  going: number;
  waitlisted: number;
  capacity: number | null;
}

/** Going and waiting per (activity, date) of these activities, everyone's rows. */
async function countsPerDate(db: Db, activityIds: number[]): Promise<Map<string, DateCount>> {
  const rows = await selectRows<{
    activity_id: number;
    day: string | null;
    going: number;
    waitlisted: number;
    capacity: number | null;
  }>(
    db,
    sql`
    select r.activity_id, r.day::text as day, a.capacity,
      count(*) filter (where r.status = 'going')::int as going,
      count(*) filter (where r.status = 'waitlisted')::int as waitlisted
    from registrations r join activities a on a.id = r.activity_id
    where r.activity_id = any(${sql.param(activityIds)}::int[])
    group by r.activity_id, r.day, a.capacity`,
  );
  return new Map(
    rows.map((r) => [
      `${r.activity_id}:${r.day ?? '-'}`,
      { going: Number(r.going), waitlisted: Number(r.waitlisted), capacity: r.capacity },
    ]),
  );
}

/**
 * The database against the ledger: every (member, activity, date) the acknowledged writes left taking
 * part (going or waiting) or favourited is there, nothing else is, every acknowledged edit's text is
 * there. Then each hot date's counts: never more going than places, nobody waiting while a place is
 * free, and what the server answers (the detail's count, GET /dates) equal to the database's.
 */
export async function verifyLedger(
  db: Db,
  ledger: Ledger,
  members: Account[],
  hotActivityIds: number[],
  port: number | null,
): Promise<Verification> {
  const memberIds = members.map((m) => m.id);
  const actualParticipants = new Set(
    (
      await db
        .select({
          userId: registrations.userId,
          activityId: registrations.activityId,
          day: registrations.day,
        })
        .from(registrations)
        .where(inArray(registrations.userId, memberIds))
    ).map((r) => participationKey(r.userId, r.activityId, r.day)),
  );
  const actualFavorites = new Set(
    (
      await db
        .select({ userId: favorites.userId, activityId: favorites.activityId })
        .from(favorites)
        .where(inArray(favorites.userId, memberIds))
    ).map((r) => `${r.userId}:${r.activityId}`),
  );
  const lost: string[] = [];
  const extra: string[] = [];
  const compare = (name: string, expected: Map<string, Entry<boolean>>, actual: Set<string>) => {
    for (const [key, entry] of expected) {
      if (entry.certain && entry.value && !actual.has(key)) lost.push(`${name} ${key}`);
    }
    for (const key of actual) {
      const entry = expected.get(key);
      if (!entry || (entry.certain && !entry.value)) extra.push(`${name} ${key}`);
    }
  };
  compare('participant', ledger.participants, actualParticipants);
  compare('favourite', ledger.favorites, actualFavorites);

  const lostEdits: number[] = [];
  const editedIds = [...ledger.edits.keys()];
  if (editedIds.length > 0) {
    const rows = await db
      .select({ id: activities.id, contactPerson: activities.contactPerson })
      .from(activities)
      .where(inArray(activities.id, editedIds));
    const text = new Map(rows.map((r) => [r.id, r.contactPerson]));
    for (const [id, entry] of ledger.edits) {
      if (entry.certain && text.get(id) !== entry.value) lostEdits.push(id);
    }
  }

  const countMismatches: Verification['countMismatches'] = [];
  const counts = await countsPerDate(db, hotActivityIds);
  let fullDates = 0;
  let waiting = 0;
  for (const [key, count] of counts) {
    if (count.capacity !== null && count.going >= count.capacity) fullDates++;
    waiting += count.waitlisted;
    const [activityId, day] = key.split(':') as [string, string];
    const where = { activityId: Number(activityId), day: day === '-' ? null : day };
    if (count.capacity !== null && count.going > count.capacity) {
      countMismatches.push({
        ...where,
        what: 'more going than places',
        expected: `≤ ${count.capacity}`,
        reported: count.going,
      });
    }
    if (count.waitlisted > 0 && (count.capacity === null || count.going < count.capacity)) {
      countMismatches.push({
        ...where,
        what: 'waiting while a place is free',
        expected: '0',
        reported: count.waitlisted,
      });
    }
  }
  if (port !== null) {
    for (const activityId of hotActivityIds) {
      const detail = (await (
        await fetch(`http://127.0.0.1:${port}/api/activities/${activityId}`)
      ).json()) as {
        participantCount: number;
        nextDate?: string | null;
      };
      const dates = (await (
        await fetch(`http://127.0.0.1:${port}/api/activities/${activityId}/dates?limit=5`)
      ).json()) as {
        date: string | null;
        going: number;
        waitlist: number;
      }[];
      for (const row of dates) {
        const count = counts.get(`${activityId}:${row.date ?? '-'}`) ?? { going: 0, waitlisted: 0 };
        if (row.going !== count.going || row.waitlist !== count.waitlisted) {
          countMismatches.push({
            activityId,
            day: row.date,
            what: 'GET /dates',
            expected: `${count.going} going, ${count.waitlisted} waiting`,
            reported: row.going,
          });
        }
      }
      // The detail's count is that of the next date (a one-time activity's: its own date).
      const next = dates.find((row) => row.date === detail.nextDate) ?? dates[0];
      const expected = next ? (counts.get(`${activityId}:${next.date ?? '-'}`)?.going ?? 0) : 0;
      if (detail.participantCount !== expected) {
        countMismatches.push({
          activityId,
          day: next?.date ?? null,
          what: 'detail participant count',
          expected: String(expected),
          reported: detail.participantCount,
        });
      }
    }
  }

  return {
    lost,
    extra,
    lostEdits,
    uncertain: ledger.uncertain(),
    participations: actualParticipants.size,
    favorites: actualFavorites.size,
    edits: [...ledger.edits.values()].filter((e) => e.certain).length,
    fullDates,
    waiting,
    countMismatches,
    ok: lost.length === 0 && extra.length === 0 && lostEdits.length === 0 && countMismatches.length === 0,
  };
}

/** Hot activities: `count` of the agenda spread evenly over it (so some are recurring, some one-time). */
export function hotActivities(ids: number[], count: number, seed = 'meedoen-load'): number[] {
  const rng = createRng(`${seed}:hot`);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, ids.length)) chosen.add(ids[int(rng, 0, ids.length - 1)]!);
  return [...chosen];
}
