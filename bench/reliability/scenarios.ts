// The reliability scenarios of issue #12, shared by `npm run bench:load`, `npm run faults` (long runs,
// figures for docs/reliability.md) and tests/reliability (short runs in `npm test`). Each starts the
// server in a process of its own (bench/child-server.ts), puts the mixed load on it (mixed-load.ts),
// does its fault, and returns figures and a list of checks, each passed or not.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type Database } from '../../src/server/db/connect';
import { readPidFile } from '../../src/server/db/embedded-postgres';
import { todayInAmsterdam } from '../activity-factory';
import { type ChildServer, startChildServer } from '../child-server';
import { generateActivities } from '../generate';
import { variedRequests } from '../varied-workload';
import { clusterUrl, type StartedPostmaster, startPostmaster, stopPostmaster } from './cluster-control';
import { compareLoads, type LoadComparison } from './load-report';
import {
  type Account,
  activityIds,
  createAccounts,
  giveFewPlaces,
  type HotDate,
  hotActivities,
  hotDatesOf,
  joinableActivityIds,
  type LoadControl,
  type MixedLoadResult,
  percentile,
  runMixedLoad,
  type Verification,
  verifyLedger,
} from './mixed-load';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ScenarioResult {
  name: string;
  loadAverage: { before: number[]; after: number[] };
  figures: Record<string, unknown>;
  checks: Check[];
  ok: boolean;
  /** The load's reads alone against the mix, with issue #46's goals (loadScenario with readsAloneFirst). */
  comparison?: LoadComparison;
}

/** Where the app's data lives: its embedded cluster (DATA_DIR) or a PostgreSQL server (DATABASE_URL). */
export interface Target {
  kind: 'embedded' | 'server';
  /** The environment that points the app at it. */
  env: Record<string, string>;
  /** The cluster's folder (the embedded one inside DATA_DIR, or the script's own server's). */
  clusterDir: string;
  /** postgres:// URL of the app's database, while the cluster runs. */
  databaseUrl(): string;
}

export function embeddedTarget(dataDir: string): Target {
  const clusterDir = path.join(dataDir, 'postgres');
  return {
    kind: 'embedded',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    clusterDir,
    databaseUrl: () => clusterUrl(clusterDir, 'meedoen'),
  };
}

export function serverTarget(url: string, clusterDir: string): Target {
  return { kind: 'server', env: { DATABASE_URL: url }, clusterDir, databaseUrl: () => url };
}

export interface Common {
  /** Run src/server/main.ts through tsx instead of dist/ (the tests). */
  source?: boolean;
  connections: number;
  /** Requests a second over all connections (the tests' short runs); unset, as fast as the server answers. */
  rate?: number;
  members: number;
  hot: number;
  log?: (line: string) => void;
}

/** A new folder the cluster's user (postgres, when run as root) can enter. */
export function newDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // mkdtemp makes 0700 folders; the cluster runs as another user when the script runs as root.
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * Generates `count` activities into an embedded cluster in dataDir (when it has none yet): a data set
 * the scenarios copy (copyDataDir), so each starts from the same agenda without generating it again.
 */
export async function prepareEmbedded(
  dataDir: string,
  count: number,
  log = (_: string) => {},
): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const database = await connectDatabase({ kind: 'embedded', dataDir });
  try {
    await fill(database, count, log);
  } finally {
    await database.close();
  }
}

/** Fills a database with `count` generated activities unless it already has them. */
export async function fill(database: Database, count: number, log = (_: string) => {}): Promise<void> {
  const ids = await activityIds(database.db);
  if (ids.length === count) return;
  if (ids.length > 0) throw new Error(`The database holds ${ids.length} activities, not ${count}`);
  log(`generating ${count.toLocaleString('en')} activities`);
  await generateActivities(database.db, { count, log });
}

/** A copy of a prepared DATA_DIR (owners and modes kept), so a scenario may break its copy. */
export function copyDataDir(from: string, prefix: string): string {
  const to = newDataDir(prefix);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
  // cpSync keeps modes but not owners: the cluster's folder must belong to its user again.
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['-R', 'postgres:postgres', path.join(to, 'postgres')]);
  }
  return to;
}

interface Session {
  server: ChildServer;
  database: Database;
  accounts: { members: Account[]; admin: Account };
  ids: number[];
  hot: number[];
  hotDates: HotDate[];
  listPaths: string[];
}

async function open(target: Target, common: Common, env: Record<string, string> = {}): Promise<Session> {
  const server = await startChildServer({ ...target.env, ...env }, { source: common.source });
  // The benchmark's own connection: removing an earlier run's members sets their activities' authors to
  // null, a scan of every activity per member at 100,000, past the app's 5 s for one statement.
  const database = await connectDatabase({
    kind: 'postgres',
    url: target.databaseUrl(),
    statementTimeoutMs: 600_000,
  });
  const accounts = await createAccounts(database.db, common.members);
  const ids = await activityIds(database.db);
  const listPaths = variedRequests({
    seed: 'meedoen-load',
    today: todayInAmsterdam(),
    activityCount: ids.length,
    size: Math.min(30_000, ids.length * 4),
    pageSize: 24,
  }).map((r) => r.path);
  const hot = hotActivities(await joinableActivityIds(database.db), common.hot);
  await giveFewPlaces(database.db, hot);
  const hotDates = await hotDatesOf(database.db, hot);
  return { server, database, accounts, ids, hot, hotDates, listPaths };
}

/**
 * The acknowledged writes of a load against the database; `port`: the server whose answers (the
 * participant counts it shows) are compared too.
 */
async function checkLedger(
  target: Target,
  session: Session,
  load: MixedLoadResult,
  port: number,
): Promise<Verification> {
  const database = await connectDatabase({ kind: 'postgres', url: target.databaseUrl() });
  try {
    return await verifyLedger(database.db, load.ledger, session.accounts.members, session.hot, port);
  } finally {
    await database.close();
  }
}

/** After the server was signalled: the next start, how long it took to be healthy, and the ledger on it. */
async function checkOnNextStart(
  target: Target,
  common: Common,
  session: Session,
  load: MixedLoadResult,
): Promise<{ restartMs: number; verification: Verification }> {
  const started = performance.now();
  const next = await startChildServer(target.env, { source: common.source });
  const restartMs = Math.round(performance.now() - started);
  try {
    return { restartMs, verification: await checkLedger(target, session, load, next.port) };
  } finally {
    await next.stop();
  }
}

function loadOptions(session: Session, common: Common, seconds: number) {
  return {
    port: session.server.port,
    seconds,
    connections: common.connections,
    rate: common.rate,
    members: session.accounts.members,
    admin: session.accounts.admin,
    activityIds: session.ids,
    hotActivityIds: session.hot,
    hotDates: session.hotDates,
    listPaths: session.listPaths,
  };
}

/** The figures every scenario reports of its load. */
function loadFigures(load: MixedLoadResult) {
  return {
    seconds: Math.round(load.seconds * 10) / 10,
    requests: load.requests,
    requestsPerSecond: load.requestsPerSecond,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    maxMs: load.maxMs,
    byKind: load.byKind,
    statusCodes: load.statusCodes,
    errors: load.errors,
    acknowledgedWrites: load.acknowledgedWrites,
  };
}

function verificationChecks(v: Verification, what: string): Check[] {
  return [
    {
      name: `${what}: no acknowledged write lost`,
      ok: v.lost.length === 0 && v.lostEdits.length === 0,
      detail: `${v.lost.length} participations/favourites and ${v.lostEdits.length} edits missing; the database holds ${v.participations} participations, ${v.favorites} favourites; ${v.edits} edits checked`,
    },
    {
      name: `${what}: nothing doubled or made up`,
      ok: v.extra.length === 0,
      detail: `${v.extra.length} rows no acknowledged write explains${v.extra.length ? ` (${v.extra.slice(0, 5).join(', ')})` : ''}`,
    },
    {
      name: `${what}: counts per date as the database holds them and the server shows them`,
      ok: v.countMismatches.length === 0,
      detail: v.countMismatches.length
        ? JSON.stringify(v.countMismatches.slice(0, 5))
        : `${v.fullDates} dates full with ${v.waiting} waiting: places kept, no one waiting for a free place, the detail and GET /dates equal to the database (${v.uncertain} pairs uncertain: a write without an answer)`,
    },
  ];
}

function finish(
  name: string,
  before: number[],
  figures: Record<string, unknown>,
  checks: Check[],
): ScenarioResult {
  return {
    name,
    loadAverage: { before, after: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    figures,
    checks,
    ok: checks.every((c) => c.ok),
  };
}

const loadavg = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

// --- 1. the load ----------------------------------------------------------------------------------------

/** The reads-alone phase draws its own requests, so the mix's stay what they are without it. */
const READS_ALONE_SEED = 'meedoen-load:reads-alone';

/**
 * The mixed load, then the database against its acknowledged writes. With `readsAloneFirst` the same
 * server on the same data first takes a warm-up and a phase of reads alone (as long, as many connections; the list
 * paths and detail pages of the mix, the turns of writes read a list instead), which the mix's figures
 * are compared with (load-report.ts). That phase writes nothing, so the ledger is the mix's alone.
 */
export async function loadScenario(
  target: Target,
  common: Common & { seconds: number; readsAloneFirst?: boolean },
): Promise<ScenarioResult> {
  const before = loadavg();
  const session = await open(target, common);
  try {
    const what = `${common.seconds} s, ${common.connections} connections, ${session.ids.length.toLocaleString('en')} activities`;
    let readsAlone: MixedLoadResult | null = null;
    if (common.readsAloneFirst) {
      // A warm-up of reads first, unmeasured: the reads alone must not pay for the server's first
      // requests (code not yet optimised, caches empty), which the mix after them would not.
      const warmUp = await runMixedLoad({
        ...loadOptions(session, common, Math.min(5, common.seconds)),
        seed: `${READS_ALONE_SEED}:warm-up`,
        control: { readsOnly: true },
      });
      common.log?.(`reads alone: ${what} (load ${loadavg().join(' ')})`);
      readsAlone = await runMixedLoad({
        ...loadOptions(session, common, common.seconds),
        seed: READS_ALONE_SEED,
        control: { readsOnly: true },
        listStart: warmUp.listNext,
      });
      common.log?.(
        `  ${readsAlone.requestsPerSecond} req/s, p50 ${readsAlone.p50Ms} ms, p99 ${readsAlone.p99Ms} ms, max ${readsAlone.maxMs} ms`,
      );
    }
    common.log?.(
      `${readsAlone ? 'the mix' : 'load'}: ${what}, ${common.members} members (load ${loadavg().join(' ')})`,
    );
    // After the reads alone, the mix asks the filters that follow theirs: none the page cache still holds.
    const load = await runMixedLoad({
      ...loadOptions(session, common, common.seconds),
      listStart: readsAlone?.listNext ?? 0,
    });
    const verification = await verifyLedger(
      session.database.db,
      load.ledger,
      session.accounts.members,
      session.hot,
      session.server.port,
    );
    const checks: Check[] = [
      ...(readsAlone
        ? [
            {
              name: 'reads alone: every request answered 2xx, no connection error or timeout',
              ok: readsAlone.non2xx === 0 && readsAlone.errorCount === 0,
              detail: `${readsAlone.non2xx} non-2xx of ${readsAlone.requests} (${readsAlone.fiveHundreds} 5xx), errors ${JSON.stringify(readsAlone.errors)}`,
            },
          ]
        : []),
      {
        name: 'no 5xx',
        ok: load.fiveHundreds === 0,
        detail: `${load.fiveHundreds} of ${load.requests}`,
      },
      {
        name: 'every request answered 2xx, no connection error or timeout',
        ok: load.non2xx === 0 && load.errorCount === 0,
        detail: `${load.non2xx} non-2xx, errors ${JSON.stringify(load.errors)}`,
      },
      ...verificationChecks(verification, 'after the load'),
    ];
    const figures = {
      ...loadFigures(load),
      ...(readsAlone ? { readsAlone: loadFigures(readsAlone) } : {}),
      verification: summary(verification),
    };
    const result = finish('load', before, figures, checks);
    if (readsAlone) {
      const run = { database: target.kind, activities: session.ids.length };
      result.comparison = compareLoads(readsAlone, load, run);
    }
    return result;
  } finally {
    await session.database.close();
    await session.server.stop();
  }
}

function summary(v: Verification) {
  return {
    participations: v.participations,
    favorites: v.favorites,
    edits: v.edits,
    fullDates: v.fullDates,
    waiting: v.waiting,
    lost: v.lost.length + v.lostEdits.length,
    extra: v.extra.length,
    countMismatches: v.countMismatches.length,
    uncertain: v.uncertain,
  };
}

// --- 2a. the database stopped under load ----------------------------------------------------------------

interface Probe {
  at: number;
  status: number;
  ms: number;
}

/** /api/health every `everyMs` until stopped: status (0 when no answer within 5 s) and time. */
function pollHealth(port: number, startedAt: number, everyMs: number) {
  const probes: Probe[] = [];
  let running = true;
  const one = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const done = (status: number) => {
        probes.push({ at: Math.round(sent - startedAt), status, ms: Math.round(performance.now() - sent) });
        resolve();
      };
      const request = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 5000 }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => done(0));
    });
  const loop = (async () => {
    while (running) {
      await one();
      await sleep(everyMs);
    }
  })();
  return {
    probes,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * The database away for `outageSeconds` under load. `stop` (default): its postmaster shut down (fast)
 * and started again on the same port, as a restart or an operator does: connections are refused.
 * `freeze`: every process of the cluster stopped (SIGSTOP) and continued (SIGCONT): the database
 * accepts connections but never answers, as a hung server or a network that drops packets does.
 */
export async function databaseStopScenario(
  target: Target,
  common: Common & {
    beforeSeconds: number;
    outageSeconds: number;
    afterSeconds: number;
    mode?: 'stop' | 'freeze';
  },
): Promise<ScenarioResult> {
  const before = loadavg();
  const session = await open(target, common);
  let restarted: StartedPostmaster | null = null;
  let frozen: number[] | null = null;
  const mode = common.mode ?? 'stop';
  const seconds = common.beforeSeconds + common.outageSeconds + common.afterSeconds;
  const name = `database ${mode === 'stop' ? 'stopped' : 'frozen'} (${target.kind})`;
  common.log?.(
    `${name}: ${common.outageSeconds} s without the database after ${common.beforeSeconds} s of load, ${common.connections} connections (load ${before.join(' ')})`,
  );
  try {
    const startedAt = performance.now();
    const health = pollHealth(session.server.port, startedAt, 100);
    const loading = runMixedLoad({ ...loadOptions(session, common, seconds), quietEndSeconds: 1 });
    // The check's own connection must not hold the database up, nor break when it goes.
    await session.database.close();
    await sleep(common.beforeSeconds * 1000);
    const stopAt = performance.now() - startedAt;
    let port = 0;
    if (mode === 'stop') {
      port = (await stopPostmaster(target.clusterDir)).port;
    } else {
      frozen = clusterProcesses(readPidFile(target.clusterDir)!.pid);
      signalAll(frozen, 'SIGSTOP');
    }
    const stoppedAt = performance.now() - startedAt;
    await sleep(common.outageSeconds * 1000);
    if (mode === 'stop') restarted = await startPostmaster(target.clusterDir, port);
    else signalAll(frozen!, 'SIGCONT');
    frozen = null;
    const backAt = performance.now() - startedAt;
    const load = await loading;
    await health.stop();

    const verification = await checkLedger(target, session, load, session.server.port);

    const inOutage = load.responses.filter((r) => r.at >= stoppedAt && r.at <= backAt);
    const outageLatency = inOutage.map((r) => r.ms).sort((a, b) => a - b);
    const outageStatus: Record<string, number> = {};
    for (const r of inOutage) outageStatus[r.status] = (outageStatus[r.status] ?? 0) + 1;
    const healthInOutage = health.probes.filter((p) => p.at >= stoppedAt + 500 && p.at + p.ms <= backAt);
    const firstHealthy = health.probes.find((p) => p.at >= backAt && p.status === 200);
    const recoveryMs = firstHealthy ? Math.round(firstHealthy.at + firstHealthy.ms - backAt) : null;
    // Everything sent a little after the database is back must succeed again.
    const settled = load.responses.filter((r) => r.at - r.ms >= backAt + 5000);
    const failedAfter = settled.filter((r) => r.status < 200 || r.status >= 300);
    const otherFiveHundreds = load.responses.filter((r) => r.status >= 500 && r.status !== 503);

    const figures = {
      ...loadFigures(load),
      stopTookMs: Math.round(stoppedAt - stopAt),
      outageMs: Math.round(backAt - stoppedAt),
      outage: {
        responses: inOutage.length,
        statusCodes: outageStatus,
        p50Ms: Math.round(percentile(outageLatency, 50)),
        p99Ms: Math.round(percentile(outageLatency, 99)),
        maxMs: Math.round(outageLatency[outageLatency.length - 1] ?? 0),
        healthProbes: healthInOutage.length,
        healthStatus: [...new Set(healthInOutage.map((p) => p.status))],
        healthMaxMs: Math.max(0, ...healthInOutage.map((p) => p.ms)),
      },
      recoveryMs,
      verification: summary(verification),
    };
    const checks: Check[] = [
      {
        // Hanging looks like the pool's 5 s connection timeout or the 7 s query timeout; the bound is well
        // below those and leaves room for a 2-core machine shared with other work.
        name: 'while the database is away requests answer quickly (p99 < 1 s, max < 4 s), as 503 or from the page cache',
        ok:
          outageLatency.length > 0 &&
          percentile(outageLatency, 99) < 1000 &&
          (outageLatency[outageLatency.length - 1] ?? 0) < 4000 &&
          inOutage.every((r) => r.status === 503 || (r.status >= 200 && r.status < 300) || r.status === 404),
        detail: `${inOutage.length} answers, ${JSON.stringify(outageStatus)}, p99 ${figures.outage.p99Ms} ms, max ${figures.outage.maxMs} ms`,
      },
      {
        name: '/api/health says 503 while the database is away',
        ok: healthInOutage.length > 0 && healthInOutage.every((p) => p.status === 503),
        detail: `${healthInOutage.length} probes: ${JSON.stringify(figures.outage.healthStatus)}, max ${figures.outage.healthMaxMs} ms`,
      },
      {
        name: 'healthy again within 5 s of the database coming back',
        ok: recoveryMs !== null && recoveryMs <= 5000,
        detail: recoveryMs === null ? 'never healthy again' : `${recoveryMs} ms`,
      },
      {
        name: 'every request sent from 5 s after the return on succeeds',
        ok: failedAfter.length === 0 && settled.length > 0,
        detail: `${failedAfter.length} of ${settled.length} failed`,
      },
      {
        name: 'no 5xx but 503, no connection error or timeout',
        ok: otherFiveHundreds.length === 0 && load.errorCount === 0,
        detail: `${otherFiveHundreds.length} other 5xx; errors ${JSON.stringify(load.errors)}`,
      },
      ...verificationChecks(verification, 'after the outage'),
    ];
    return finish(name, before, figures, checks);
  } finally {
    if (frozen) signalAll(frozen, 'SIGCONT');
    await session.server.stop();
    // The postmaster started again here is the script's, not the app's: the app cannot stop it.
    await restarted?.stop();
  }
}

/**
 * The postmaster and its children (every backend calls setsid, so they are not in its process group):
 * the postmaster first, so it forks no new backend meanwhile.
 */
function clusterProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // ended meanwhile
    }
  }
}

// --- 2b. SIGTERM under load -----------------------------------------------------------------------------

export async function sigtermScenario(
  target: Target,
  common: Common & { beforeSeconds: number },
): Promise<ScenarioResult> {
  const before = loadavg();
  const session = await open(target, common);
  common.log?.(
    `SIGTERM after ${common.beforeSeconds} s of load, ${common.connections} connections (load ${before.join(' ')})`,
  );
  const control: LoadControl = {};
  const startedAt = performance.now();
  const loading = runMixedLoad({
    ...loadOptions(session, common, common.beforeSeconds + 15),
    quietEndSeconds: 0,
    control,
  });
  await session.database.close();
  await sleep(common.beforeSeconds * 1000);
  const { child } = session.server;
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const signalAt = performance.now() - startedAt;
  child.kill('SIGTERM');
  // From now on new requests are refused; a write the load made up now would never be sent, only
  // counted as uncertain. The writes already in flight are what the check is about.
  control.readsOnly = true;
  const exit = await exited;
  const exitMs = Math.round(performance.now() - startedAt - signalAt);
  // What comes after the exit is connection refusals only; a second of them shows new requests refused.
  await sleep(500);
  control.stop?.();
  const load = await loading;
  const pidFileLeft =
    existsSync(path.join(target.clusterDir, 'postmaster.pid')) && target.kind === 'embedded';

  // Answers to requests in flight at the signal, and after it.
  const afterSignal = load.responses.filter((r) => r.at >= signalAt);
  const statusAfter: Record<string, number> = {};
  for (const r of afterSignal) statusAfter[r.status] = (statusAfter[r.status] ?? 0) + 1;
  const otherFiveHundreds = load.responses.filter((r) => r.status >= 500 && r.status !== 503);
  const refusals = (load.errors.ECONNREFUSED ?? 0) as number;
  const cut = Object.entries(load.errors)
    .filter(([code]) => code !== 'ECONNREFUSED')
    .reduce((sum, [, n]) => sum + n, 0);

  // The acknowledged writes, on the next start.
  const { verification } = await checkOnNextStart(target, common, session, load);
  const figures = {
    ...loadFigures(load),
    exit,
    exitMs,
    answeredAfterSignal: afterSignal.length,
    statusAfterSignal: statusAfter,
    refusedConnections: refusals,
    otherConnectionErrors: cut,
    verification: summary(verification),
  };
  const checks: Check[] = [
    {
      name: 'exits 0 within 10 s of SIGTERM',
      ok: exit.code === 0 && exitMs < 10_000,
      detail: `exit ${exit.code ?? exit.signal} after ${exitMs} ms`,
    },
    {
      name: 'the embedded cluster stopped cleanly (no postmaster.pid left)',
      ok: !pidFileLeft,
      detail: pidFileLeft ? 'postmaster.pid left' : 'removed',
    },
    {
      name: 'requests in flight are answered; later ones refused (503 or connection refused), no other 5xx',
      ok: otherFiveHundreds.length === 0 && afterSignal.every((r) => r.status < 500 || r.status === 503),
      detail: `after the signal: ${JSON.stringify(statusAfter)}, ${refusals} connections refused, ${cut} other connection errors`,
    },
    ...verificationChecks(verification, 'on the next start'),
  ];
  return finish('SIGTERM under load', before, figures, checks);
}

// --- 2c. kill -9 under load -----------------------------------------------------------------------------

/**
 * kill -9 of the server; with `database`, of its embedded postmaster at the same instant too (what the
 * OOM killer or a power cut does: no checkpoint, the next start replays the WAL). Without it, the kernel
 * tells the postmaster to stop (its parent-death signal) and it shuts down fast.
 */
export async function killScenario(
  target: Target,
  common: Common & { beforeSeconds: number; database?: boolean },
): Promise<ScenarioResult> {
  const before = loadavg();
  const session = await open(target, common);
  const what = common.database ? 'kill -9 of the server and its postmaster' : 'kill -9';
  common.log?.(
    `${what} after ${common.beforeSeconds} s of load, ${common.connections} connections (load ${before.join(' ')})`,
  );
  const control: LoadControl = {};
  const loading = runMixedLoad({
    ...loadOptions(session, common, common.beforeSeconds + 15),
    quietEndSeconds: 0,
    control,
  });
  await session.database.close();
  await sleep(common.beforeSeconds * 1000);
  const { child } = session.server;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const postmaster = common.database ? readPidFile(target.clusterDir) : null;
  child.kill('SIGKILL');
  if (postmaster) process.kill(postmaster.pid, 'SIGKILL');
  control.readsOnly = true;
  await exited;
  control.stop?.();
  const load = await loading;
  // The embedded postmaster is told to stop by the kernel (parent-death signal); the next start must
  // cope whether it has finished or not.
  const { restartMs, verification } = await checkOnNextStart(target, common, session, load);
  const figures = {
    ...loadFigures(load),
    restartMs,
    verification: summary(verification),
  };
  const checks: Check[] = [
    {
      name: 'the next start recovers: healthy within 60 s',
      ok: restartMs < 60_000,
      detail: `healthy ${restartMs} ms after the start`,
    },
    ...verificationChecks(verification, 'on the next start'),
  ];
  return finish(`${what} under load`, before, figures, checks);
}

/** The results as lines a person reads. */
export function formatResult(result: ScenarioResult): string {
  const lines = [
    `${result.ok ? '✔' : '✖'} ${result.name} (load average ${result.loadAverage.before.join(' ')} → ${result.loadAverage.after.join(' ')})`,
  ];
  for (const check of result.checks) lines.push(`   ${check.ok ? '✔' : '✖'} ${check.name}: ${check.detail}`);
  const f = result.figures as Record<string, unknown>;
  lines.push(
    `   ${f.requests} requests in ${f.seconds} s (${f.requestsPerSecond} req/s), p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms; ${JSON.stringify(f.statusCodes)}; ${f.acknowledgedWrites} writes acknowledged`,
  );
  return lines.join('\n');
}
