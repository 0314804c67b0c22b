// npm run bench [-- --embedded-count 5000 --count 100000 --duration 8 --connections N --reuse --skip …]
//
// Everything issue #11 asks of the server, in one table (bench/README.md): on the embedded PostgreSQL
// cluster (always) and on a PostgreSQL server (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), the
// benchmark generates the agenda, starts the built server (dist/server/main.js, plain node) and loads the
// list queries with the page cache on (LIST_CACHE_SECONDS default) and off (0), the varied workload
// (every request a new filter), the detail page, /api/health and a route answered from memory, then reads
// the server's memory; then it times the first start on an empty DATA_DIR and a second one, and measures
// the client's JavaScript (bench/client-weight.mjs). Each goal is marked met or NOT met.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, preparation } from '../src/server/app';
import { type DatabaseConfig, loadConfig } from '../src/server/config';
import { connectDatabase, type Database } from '../src/server/db/connect';
import { prepareData } from '../src/server/db/prepare';
import { activities, portals } from '../src/server/db/schema';
import { addDays, todayInAmsterdam } from './activity-factory';
import { ensureBuild, startChildServer } from './child-server';
import { type FirstStartResult, measureFirstStart } from './first-start';
import { generateActivities } from './generate';
import { createRng, shuffled } from './random';
import {
  checkDetail,
  checkList,
  checkMemory,
  checkServerVaried,
  checkVaried,
  checkWeight,
  formatTable,
  GOALS,
  type LoadFigures,
  loadFigure,
  type MemoryFigures,
  memoryFigure,
  percent,
  type Row,
  seconds,
  shareOf,
  summary,
  weightFigure,
} from './report';
import { VARIED_POOL_SIZE, variedRequests } from './varied-workload';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const PAGE_SIZE = 24;
/** USER_HZ: /proc reports CPU time in these ticks; 100 on every mainstream Linux. */
const CLOCK_TICKS = 100;
const SKIPPABLE = ['cache-off', 'first-start', 'weight', 'lighthouse'] as const;

const { values: args } = parseArgs({
  // `npm run bench -- --x` and `tsx bench/run.ts --x` alike.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    count: { type: 'string', default: '100000' },
    // The embedded cluster is generated afresh in a temporary folder on every run without --reuse, at the
    // size the issue states its embedded goals for.
    'embedded-count': { type: 'string', default: '5000' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    // Default: 20 on the embedded cluster, 50 on the server (the goals' connections).
    connections: { type: 'string' },
    only: { type: 'string' },
    // Only the load queries whose name contains this text, e.g. --query search.
    query: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    server: { type: 'string', default: 'child' },
    seed: { type: 'string', default: 'meedoen-bench' },
    // Comma list of parts to leave out: cache-off, first-start, weight, lighthouse.
    skip: { type: 'string', default: '' },
    // Lighthouse runs per page; client-weight.mjs reports the median (scores vary, more on a busy machine).
    'lighthouse-runs': { type: 'string', default: '1' },
  },
});

const skip = new Set(
  args.skip
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
for (const part of skip) {
  if (!(SKIPPABLE as readonly string[]).includes(part))
    throw new Error(`--skip takes ${SKIPPABLE.join(', ')}; not ${part}`);
}

const options = {
  count: positive('count', args.count),
  embeddedCount: positive('embedded-count', args['embedded-count']),
  duration: positive('duration', args.duration),
  warmup: Number(args.warmup),
  connections: args.connections === undefined ? null : positive('connections', args.connections),
  reuse: args.reuse,
  // "child" (default): the built server in a process of its own, as in production, so autocannon (which
  // needs a good share of a core to drive 50 connections) does not run on the server's event loop, and
  // the app's CPU time and memory per process can be read from /proc. Measured both on PostgreSQL, 100k
  // rows, load ~8: list 209 req/s p50 173 ms (child) vs 175 req/s p50 248 ms (in-process); detail 273 vs
  // 210 req/s. In-process the server's latency includes autocannon's own work, so "child" is the honest one.
  server: args.server === 'inprocess' ? ('inprocess' as const) : ('child' as const),
  seed: args.seed,
};

if (args.only !== undefined && args.only !== 'embedded' && args.only !== 'postgres') {
  throw new Error('--only must be embedded or postgres');
}

function positive(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

/** The goals' connections: 20 on the embedded cluster, 50 on a server; --connections sets both. */
function connectionsFor(target: Target): number {
  return options.connections ?? (target.name === 'embedded' ? 20 : 50);
}

// --- databases -----------------------------------------------------------------------------------------

interface Target {
  name: 'embedded' | 'postgres';
  count: number;
  config: DatabaseConfig;
  /** Environment for the app's child process. */
  env: Record<string, string>;
  /** Process ids of the database backends serving the app (read while its server runs). */
  backendPids?(): Promise<number[]>;
  cleanUp(): Promise<void>;
}

interface Fixtures {
  eindhovenPortalId: number;
  /** Every activity's id, for the detail's load (each request another activity). */
  activityIds: number[];
  activityCount: number;
  generated: boolean;
  /** PostgreSQL's server_version, as the bench's own connection found it. */
  postgresVersion: string;
}

async function embeddedTarget(): Promise<Target> {
  const dataDir = path.join(os.tmpdir(), `meedoen-bench-embedded-${options.embeddedCount}`);
  if (!options.reuse) rmSync(dataDir, { recursive: true, force: true });
  // Run as root, the cluster runs as the user postgres, which must be able to enter the folder.
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  return {
    name: 'embedded',
    count: options.embeddedCount,
    config: { kind: 'embedded', dataDir },
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    // The app's child process owns the cluster and its password, so its backends are found by process:
    // the children of the postmaster named in the cluster's postmaster.pid that serve the app's database.
    backendPids: async () => {
      const postmaster = Number(
        readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      return readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .map(Number)
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            return (
              parent === postmaster && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(' meedoen ')
            );
          } catch {
            return false; // ended meanwhile
          }
        });
    },
    cleanUp: async () => {
      if (!options.reuse) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = 'meedoen_bench';
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const exists = (await admin(`select 1 from pg_database where datname = '${name}'`)).rowCount! > 0;
  if (exists && !options.reuse) await admin(`drop database ${name} with (force)`);
  if (!exists || !options.reuse) await admin(`create database ${name}`);
  return {
    name: 'postgres',
    count: options.count,
    // The benchmark's own connection (generation, VACUUM ANALYZE of 100,000 rows) gets more than the
    // app's 5 s per statement: on a busy machine the vacuum alone can take longer.
    config: { kind: 'postgres', url: url.toString(), statementTimeoutMs: 10 * 60_000 },
    env: { DATABASE_URL: url.toString() },
    backendPids: async () =>
      (await admin(`select pid from pg_stat_activity where datname = '${name}'`)).rows.map(
        (r) => r.pid as number,
      ),
    cleanUp: async () => {
      if (!options.reuse) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Generates the agenda unless --reuse finds it complete; returns the ids the queries need. */
async function prepareTarget(target: Target): Promise<Fixtures> {
  const database = await connectDatabase(target.config);
  try {
    let generated = false;
    const existing = await countActivities(database);
    if (existing !== target.count) {
      if (existing > 0) throw new Error(`${target.name} holds ${existing} activities, not ${target.count}`);
      console.log(`\n▶ ${target.name}: generating ${target.count.toLocaleString('en')} activities`);
      const started = performance.now();
      const summary = await generateActivities(database.db, {
        count: target.count,
        seed: options.seed,
        log: (line) => console.log(line),
      });
      console.log(
        `  ready in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
          `(${summary.recurring.toLocaleString('en')} recurring; insert ${summary.insertRowsPerSecond} rows/s, ` +
          `occurrences ${(summary.occurrencesMs / 1000).toFixed(1)} s, analyze ${(summary.analyzeMs / 1000).toFixed(1)} s)`,
      );
      generated = true;
    } else {
      console.log(`\n▶ ${target.name}: reusing ${existing.toLocaleString('en')} activities`);
    }
    const [eindhoven] = await database.db
      .select({ id: portals.id })
      .from(portals)
      .where(and(eq(portals.slug, 'eindhoven'), eq(portals.type, 'city')));
    const ids = await database.db.select({ id: activities.id }).from(activities).orderBy(asc(activities.id));
    if (!eindhoven || ids.length === 0)
      throw new Error('The generated data has no Eindhoven portal or activities');
    const { rows } = await database.query('show server_version');
    return {
      eindhovenPortalId: eindhoven.id,
      activityIds: ids.map((row) => row.id),
      activityCount: target.count,
      generated,
      postgresVersion: String(rows[0]?.server_version ?? '?'),
    };
  } finally {
    await database.close();
  }
}

async function countActivities(database: Database): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(activities);
  return row?.value ?? 0;
}

// --- the app under load -------------------------------------------------------------------------------

interface RunningServer {
  port: number;
  /** The app's own process (null in-process: autocannon shares it, so its CPU time says nothing). */
  pid: number | null;
  /** The server process's memory; null in-process (it would be the benchmark's own). */
  memory(): Promise<MemoryFigures | null>;
  stop(): Promise<void>;
}

async function startServer(target: Target, env: Record<string, string>): Promise<RunningServer> {
  if (options.server === 'inprocess') {
    const config = loadConfig({ ...process.env, ...target.env, ...env, LOG_LEVEL: 'silent' });
    config.clientDir = null;
    const app: FastifyInstance = await buildApp(config);
    await prepareData(app, preparation);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('No TCP address');
    return { port: address.port, pid: null, memory: async () => null, stop: () => app.close() };
  }
  return startChildServer({ ...target.env, ...env });
}

interface Query {
  name: string;
  path: string;
  /** List queries carry the list goals; the others are reported alongside. */
  isList: boolean;
  /** A different path for every request, in turn (the varied workload, the detail); `path` is the first. */
  paths?: string[];
  /** The paths must never repeat within a run (the varied workload: the page cache must not answer). */
  neverRepeat?: boolean;
  /** Asked with a member's session cookie (a member registered on the server for it). */
  signedIn?: boolean;
}

/** The row the others are compared with: a route answered from memory, with no database at all. */
const IN_MEMORY_QUERY = 'in-memory (/api/auth/providers)';
const VARIED_QUERY = 'varied (every request new)';
const DETAIL_QUERY = 'detail (each request another activity)';
const HEALTH_QUERY = 'health (/api/health)';

function listQueries(fixtures: Fixtures): Query[] {
  const today = todayInAmsterdam();
  const list = (name: string, params: Record<string, string>) => ({
    name,
    isList: true,
    path: `/api/activities?${new URLSearchParams({ ...params, limit: String(PAGE_SIZE) })}`,
  });
  return [
    list('list, no filter', {}),
    // What a signed-in member's request costs besides: its session is looked up (decision 0025).
    { ...list('list, no filter, signed in', {}), signedIn: true },
    list('search "wandelen"', { search: 'wandelen' }),
    list('weekend + Eindhoven', { dateFilter: 'weekend', portalId: String(fixtures.eindhovenPortalId) }),
    list('tags sport,muziek + free', { tags: 'sport,muziek', freeOnly: 'true' }),
    list('custom range + score ≥ 4', {
      dateFilter: 'custom',
      startDate: addDays(today, 7),
      endDate: addDays(today, 21),
      meetingScore: '4',
    }),
  ];
}

function variedQuery(fixtures: Fixtures): Query {
  const paths = variedRequests({
    seed: options.seed,
    today: todayInAmsterdam(),
    activityCount: fixtures.activityCount,
    size: VARIED_POOL_SIZE,
    pageSize: PAGE_SIZE,
  }).map((r) => r.path);
  return { name: VARIED_QUERY, isList: true, path: paths[0]!, paths, neverRepeat: true };
}

/**
 * The detail of every activity in turn, in a seeded random order: one activity asked again and again
 * would be one row PostgreSQL keeps at hand, which says little about people opening different ones.
 */
function detailQuery(fixtures: Fixtures): Query {
  const ids = shuffled(createRng(`${options.seed}:detail`), fixtures.activityIds);
  const paths = ids.map((id) => `/api/activities/${id}`);
  return { name: DETAIL_QUERY, isList: false, path: paths[0]!, paths };
}

/** With the page cache on (the default): everything. Memory is read after all of it. */
function cacheOnQueries(fixtures: Fixtures): Query[] {
  return [
    ...listQueries(fixtures),
    detailQuery(fixtures),
    { name: HEALTH_QUERY, isList: false, path: '/api/health' },
    variedQuery(fixtures),
    { name: IN_MEMORY_QUERY, isList: false, path: '/api/auth/providers' },
  ];
}

/** With LIST_CACHE_SECONDS=0: the lists again, and the varied workload (what the cache costs it). */
function cacheOffQueries(fixtures: Fixtures): Query[] {
  return [...listQueries(fixtures), variedQuery(fixtures)];
}

interface Sample {
  status: number;
  bytes: number;
  gzipBytes: number;
  items: number | null;
  total: number | null;
}

/** One request without compression (the size the browser parses) and the gzip size of that body. */
async function sampleResponse(port: number, query: Query, cookie: string | null): Promise<Sample> {
  const response = await new Promise<{ status: number; body: Buffer; totalHeader?: string }>(
    (resolve, reject) => {
      const headers = { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) };
      http
        .get({ host: '127.0.0.1', port, path: query.path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              totalHeader: res.headers['x-total-count'] as string | undefined,
            }),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
  const { status, body, totalHeader } = response;
  let items: number | null = null;
  try {
    const json = JSON.parse(body.toString()) as unknown;
    if (query.isList && Array.isArray(json)) items = json.length;
  } catch {
    // Not JSON: reported through the status.
  }
  // The list answers with the page as an array and the number of matches in X-Total-Count.
  const total = totalHeader === undefined ? null : Number(totalHeader);
  // Level 6 is zlib's default and what @fastify/compress sends.
  return { status, bytes: body.length, gzipBytes: gzipSync(body).length, items, total };
}

interface QueryResult extends LoadFigures {
  query: string;
  /** LIST_CACHE_SECONDS of the server that answered: 'default' or '0'. */
  cache: 'on' | 'off';
  path: string;
  isList: boolean;
  status: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/**
 * Where each query with paths is in them: shared by all connections and kept across warm-up and load;
 * cleared for every new server process.
 */
const nextPath = new Map<string, number>();

function takeNextPath(name: string, paths: string[]): string {
  const next = nextPath.get(name) ?? 0;
  nextPath.set(name, next + 1);
  return paths[next % paths.length]!;
}

/** Registers a member on the server, for the signed-in queries: its session cookie. */
async function memberCookie(port: number): Promise<string> {
  const name = `bench${Date.now().toString(36)}`;
  const response = await fetch(`http://127.0.0.1:${port}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${name}@example.test`, username: name, password: 'Zomer-Wandeling-2026' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`registering a member answered ${response.status}`);
  return cookie;
}

async function load(
  port: number,
  query: Query,
  duration: number,
  connections: number,
  cookie: string | null,
) {
  const { paths } = query;
  const run = await autocannon({
    url: `http://127.0.0.1:${port}${query.path}`,
    // autocannon calls setupRequest before every request, so each one takes the next filter.
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (request: { path: string }) => ({
                ...request,
                path: takeNextPath(query.name, paths),
              }),
            },
          ],
        }
      : {}),
    connections,
    duration,
    timeout: 10,
    // What a browser sends; the server compresses JSON responses above 1 KB.
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) },
  });
  if (paths && query.neverRepeat && (nextPath.get(query.name) ?? 0) > paths.length) {
    console.warn(`  ! ${query.name}: went round its ${paths.length} filters; some were asked twice`);
  }
  return run;
}

interface ServerRun {
  results: QueryResult[];
  memory: MemoryFigures | null;
}

/** Starts a server, loads each query in turn, reads the server's memory after all of it, stops it. */
async function loadServer(
  target: Target,
  cache: 'on' | 'off',
  queries: Query[],
  connections: number,
): Promise<ServerRun> {
  // LIST_CACHE_SECONDS: the app's default for "on" (an empty value counts as unset), 0 for "off".
  const server = await startServer(target, { LIST_CACHE_SECONDS: cache === 'on' ? '' : '0' });
  const results: QueryResult[] = [];
  nextPath.clear(); // a new process, with nothing cached
  try {
    let member: string | null = null;
    for (const query of queries.filter((q) => !args.query || q.name.includes(args.query))) {
      if (query.signedIn) member ??= await memberCookie(server.port);
      const cookie = query.signedIn ? member : null;
      const sample = await sampleResponse(server.port, query, cookie);
      if (sample.status !== 200) console.warn(`  ! ${query.name}: ${query.path} answered ${sample.status}`);
      if (options.warmup > 0) await load(server.port, query, options.warmup, connections, cookie);
      // CPU time is what contention cannot inflate: on a shared machine req/s and latency depend on
      // everybody's load, the milliseconds of CPU one request costs do not.
      const pgPids = (await target.backendPids?.()) ?? [];
      const before = { app: cpuMs(server.pid), db: cpuByPid(pgPids) };
      const run = await load(server.port, query, options.duration, connections, cookie);
      const after = { app: cpuMs(server.pid), db: cpuByPid(pgPids) };
      const done = Math.max(1, run.requests.total);
      const perRequest = (a: number | null, b: number | null) =>
        a === null || b === null ? null : Math.round(((b - a) / done) * 100) / 100;
      const result: QueryResult = {
        query: query.name,
        cache,
        path: query.path,
        isList: query.isList,
        ...sample,
        requestsPerSecond: Math.round(run.requests.average),
        p50Ms: run.latency.p50,
        p99Ms: run.latency.p99,
        maxMs: run.latency.max,
        requests: run.requests.total,
        failures: run.non2xx + run.errors + run.timeouts,
        non2xx: run.non2xx,
        errors: run.errors,
        timeouts: run.timeouts,
        statusCodes: Object.fromEntries(
          Object.entries(run.statusCodeStats).map(([code, v]) => [code, v.count]),
        ),
        appCpuMsPerRequest: perRequest(before.app, after.app),
        dbCpuMsPerRequest: pgPids.length > 0 ? perRequest(0, cpuDelta(before.db, after.db)) : null,
      };
      results.push(result);
      console.log(
        `  ${`${query.name}, cache ${cache}`.padEnd(36)} ${String(result.requestsPerSecond).padStart(6)} req/s  ` +
          `p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  (${sample.status}, ${(sample.bytes / 1024).toFixed(1)} KB)`,
      );
    }
    const memory = await server.memory();
    if (memory) console.log(`  server memory after the load (MB): ${memoryFigure(memory)}`);
    return { results, memory };
  } finally {
    await server.stop();
  }
}

/** user + system CPU time of a process, from /proc (Linux); null where that is not available. */
function cpuMs(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU milliseconds of each process that can be read now. */
function cpuByPid(pids: number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== null) cpu.set(pid, ms);
  }
  return cpu;
}

/** CPU spent between two readings by the processes in both (a backend that ended meanwhile is left out). */
function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? ms);
  return total;
}

// --- one run per database -----------------------------------------------------------------------------

interface TargetRun {
  target: Target;
  fixtures: Fixtures;
  connections: number;
  cacheOn: ServerRun;
  cacheOff: ServerRun | null;
  load: { before: number[]; after: number[] };
}

async function runTarget(target: Target, fixtures: Fixtures): Promise<TargetRun> {
  const connections = connectionsFor(target);
  const loadBefore = os.loadavg();
  console.log(
    `  load: ${connections} connections, ${options.warmup} s warm-up + ${options.duration} s per query; ` +
      `PostgreSQL ${fixtures.postgresVersion}`,
  );
  const cacheOn = await loadServer(target, 'on', cacheOnQueries(fixtures), connections);
  const cacheOff = skip.has('cache-off')
    ? null
    : await loadServer(target, 'off', cacheOffQueries(fixtures), connections);
  return {
    target,
    fixtures,
    connections,
    cacheOn,
    cacheOff,
    load: { before: loadBefore, after: os.loadavg() },
  };
}

// --- the table ----------------------------------------------------------------------------------------

const LIST_GOAL = `p99 < ${GOALS.listP99Ms} ms · page < 30 KB`;

function targetRows(run: TargetRun): Row[] {
  const { target, connections } = run;
  const size = { activities: target.count, connections };
  const label = target.name;
  const on = run.cacheOn.results;
  const off = run.cacheOff?.results ?? [];
  const find = (results: QueryResult[], name: string) => results.find((r) => r.query === name);
  const inMemory = find(on, IN_MEMORY_QUERY);
  const rows: Row[] = [];

  for (const list of on.filter((r) => r.isList && r.query !== VARIED_QUERY)) {
    rows.push({
      run: label,
      measurement: `${list.query}, cache on`,
      load: list,
      figure: loadFigure(list),
      goal: LIST_GOAL,
      verdict: checkList(list),
    });
    const uncached = find(off, list.query);
    if (uncached)
      rows.push({
        run: label,
        measurement: `${list.query}, cache off`,
        load: uncached,
        figure: loadFigure(uncached),
        goal: LIST_GOAL,
        verdict: checkList(uncached),
      });
  }

  const varied = find(on, VARIED_QUERY);
  if (varied) {
    const share = shareOf(varied, inMemory);
    const shareText = share === null ? '' : ` · ${percent(share)} of in-memory`;
    rows.push(
      target.name === 'embedded'
        ? {
            run: label,
            measurement: VARIED_QUERY,
            load: varied,
            figure: `${loadFigure(varied)}${shareText}`,
            goal: '≥ 1,000 req/s, p99 < 50 ms, ≥ 20% of in-memory',
            verdict: checkVaried(varied, inMemory, size),
            issueGoal: true,
          }
        : {
            run: label,
            measurement: VARIED_QUERY,
            load: varied,
            figure: `${loadFigure(varied)}${shareText}`,
            goal: 'p99 < 50 ms (100,000 activities, 50 connections)',
            verdict: checkServerVaried(varied, size),
            issueGoal: true,
          },
    );
  }
  const variedOff = find(off, VARIED_QUERY);
  if (variedOff)
    rows.push({
      run: label,
      measurement: `${VARIED_QUERY}, cache off`,
      load: variedOff,
      figure: loadFigure(variedOff),
      goal: '',
      verdict: null,
    });

  const detail = find(on, DETAIL_QUERY);
  if (detail)
    rows.push({
      run: label,
      measurement: DETAIL_QUERY,
      load: detail,
      figure: loadFigure(detail),
      ...(target.name === 'embedded'
        ? { goal: '≥ 2,000 req/s, p99 < 30 ms', verdict: checkDetail(detail, size), issueGoal: true }
        : { goal: '', verdict: null }),
    });
  for (const name of [HEALTH_QUERY, IN_MEMORY_QUERY]) {
    const result = find(on, name);
    if (result)
      rows.push({
        run: label,
        measurement: name,
        load: result,
        figure: loadFigure(result),
        goal: '',
        verdict: null,
      });
  }

  const memory = run.cacheOn.memory;
  rows.push({
    run: label,
    measurement: 'memory after the load, cache on',
    figure: memory ? memoryFigure(memory) : 'not measured (in-process)',
    goal: `RSS < ${GOALS.rssMb} MB`,
    verdict: memory ? checkMemory(memory) : null,
    issueGoal: true,
  });
  if (run.cacheOff?.memory)
    rows.push({
      run: label,
      measurement: 'memory after the load, cache off',
      figure: memoryFigure(run.cacheOff.memory),
      goal: '',
      verdict: null,
    });
  return rows;
}

const rss = (mb: number | null) => (mb === null ? '' : ` · RSS ${Math.round(mb)} MB`);

function startRows(first: FirstStartResult): Row[] {
  const { start, weight } = first;
  const rows: Row[] = [
    {
      run: 'start',
      measurement: 'first start (empty DATA_DIR → healthy)',
      figure:
        `${seconds(start.firstMs)}: cluster + migrations + demo agenda` +
        (start.seedMs === null ? '' : ` (agenda ${seconds(start.seedMs)})`) +
        rss(start.firstRssMb),
      goal: '',
      verdict: null,
    },
  ];
  if (start.secondMs !== null)
    rows.push({
      run: 'start',
      measurement: 'second start (same DATA_DIR)',
      figure: seconds(start.secondMs) + rss(start.secondRssMb),
      goal: '',
      verdict: null,
    });
  if (typeof weight === 'string') {
    rows.push({
      run: 'client',
      measurement: 'JS weight',
      figure: `not measured: ${weight.slice(0, 120)}`,
      goal: '',
      verdict: null,
    });
  } else if (weight) {
    for (const page of weight)
      rows.push({
        run: 'client',
        measurement: `JS ${page.path === '/' ? 'home (/)' : page.path}`,
        figure: weightFigure(page),
        goal: `< ${page.goalKb} KB gzip · Lighthouse ≥ ${GOALS.lighthouse}`,
        verdict: checkWeight(page),
        issueGoal: true,
      });
  }
  return rows;
}

function machine() {
  const load = os.loadavg().map((l) => l.toFixed(1));
  return {
    cpu: os.cpus()[0]?.model ?? '?',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    load: load.join(' '),
  };
}

function printReport(runs: TargetRun[], first: FirstStartResult | null): Row[] {
  const rows = [...runs.flatMap(targetRows), ...(first ? startRows(first) : [])];
  const m = machine();
  console.log(`\nMeedoen benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, node ${m.node}, load now ${m.load}`);
  for (const run of runs) {
    console.log(
      `${run.target.name}: ${run.target.count.toLocaleString('en')} activities, ${run.connections} connections, ` +
        `${options.duration} s per query, PostgreSQL ${run.fixtures.postgresVersion}, ` +
        `server ${options.server === 'child' ? 'built, in a child process' : 'in-process'}, ` +
        `load ${run.load.before[0]!.toFixed(1)} → ${run.load.after[0]!.toFixed(1)}`,
    );
  }
  console.log(
    'cache on = LIST_CACHE_SECONDS default (5), off = 0; cpu = app + PostgreSQL backends, ms per request\n',
  );
  console.log(formatTable(rows));
  const goals = summary(rows);
  if (goals.length > 0) console.log(`\nGoals of issue #11:\n${goals.map((g) => `  ${g}`).join('\n')}`);
  return rows;
}

function writeJson(runs: TargetRun[], first: FirstStartResult | null, rows: Row[]): void {
  const folder = path.join(benchDir, 'results');
  mkdirSync(folder, { recursive: true });
  const common = {
    date: new Date().toISOString(),
    durationSeconds: options.duration,
    warmupSeconds: options.warmup,
    server: options.server,
    machine: { ...machine(), loadavg: os.loadavg() },
    goals: GOALS,
  };
  for (const run of runs) {
    const file = path.join(folder, `latest-${run.target.name}.json`);
    const document = {
      ...common,
      database: run.target.name,
      postgresVersion: run.fixtures.postgresVersion,
      activities: run.target.count,
      generated: run.fixtures.generated,
      connections: run.connections,
      loadavg: run.load,
      memory: { cacheOn: run.cacheOn.memory, cacheOff: run.cacheOff?.memory ?? null },
      results: [...run.cacheOn.results, ...(run.cacheOff?.results ?? [])],
    };
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`results: ${path.relative(process.cwd(), file)}`);
  }
  const file = path.join(folder, 'latest.json');
  writeFileSync(file, `${JSON.stringify({ ...common, firstStart: first, table: rows }, null, 2)}\n`);
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

// --- main ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const wanted = (name: 'embedded' | 'postgres') => !args.only || args.only === name;
  const targets: (() => Promise<Target>)[] = [];
  if (wanted('embedded')) targets.push(embeddedTarget);
  if (wanted('postgres')) {
    if (serverUrl) targets.push(() => postgresTarget(serverUrl));
    else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
  }
  const m = machine();
  console.log(`Meedoen benchmark: ${m.cpu}, ${m.cores} cores, load ${m.load}, node ${m.node}`);
  // The built server is what runs; build it first (when stale) so no build lands inside a measurement.
  ensureBuild();
  const runs: TargetRun[] = [];
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      const fixtures = await prepareTarget(target);
      runs.push(await runTarget(target, fixtures));
    } finally {
      await target.cleanUp();
    }
  }
  let first: FirstStartResult | null = null;
  if (wanted('embedded') && !skip.has('first-start')) {
    console.log('\n▶ first start: the built server on an empty DATA_DIR, then again');
    first = await measureFirstStart({
      weight: !skip.has('weight'),
      lighthouseRuns: skip.has('lighthouse') ? 0 : positive('lighthouse-runs', args['lighthouse-runs']),
      log: (line) => console.log(line),
    });
  }
  const rows = printReport(runs, first);
  writeJson(runs, first, rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
