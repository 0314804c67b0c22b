// npm run bench [-- --count 100000 --embedded-count 20000 --duration 8 --connections 50 --reuse]
//
// For the embedded PostgreSQL cluster (always) and a PostgreSQL server (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set): generate the
// agenda, start the app, load the typical list queries and the detail page with autocannon, and print
// requests per second, p50/p99 latency and the response size per query. See bench/README.md.
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
import { buildApp } from '../src/server/app';
import { type DatabaseConfig, loadConfig } from '../src/server/config';
import { connectDatabase, type Database } from '../src/server/db/connect';
import { prepareData } from '../src/server/db/prepare';
import { activities, portals } from '../src/server/db/schema';
import { addDays, todayInAmsterdam } from './activity-factory';
import { startChildServer } from './child-server';
import { generateActivities } from './generate';
import { variedRequests } from './varied-workload';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const GOAL_P99_MS = 50;
const GOAL_PAGE_BYTES = 30 * 1024;
const PAGE_SIZE = 24;
/** USER_HZ: /proc reports CPU time in these ticks; 100 on every mainstream Linux. */
const CLOCK_TICKS = 100;

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    // The embedded cluster is generated afresh in a temporary folder on every run without --reuse; a
    // smaller agenda keeps `npm run bench` short. Pass --embedded-count 100000 to compare at the server's
    // size; the table prints the count.
    'embedded-count': { type: 'string', default: '20000' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    // Only the queries whose name contains this text, e.g. --query search.
    query: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    server: { type: 'string', default: 'child' },
    seed: { type: 'string', default: 'meedoen-bench' },
  },
});

const options = {
  count: positive('count', args.count),
  embeddedCount: positive('embedded-count', args['embedded-count']),
  duration: positive('duration', args.duration),
  warmup: Number(args.warmup),
  connections: positive('connections', args.connections),
  reuse: args.reuse,
  // "child" (default): the app in a process of its own, as in production, so autocannon (which needs a
  // good share of a core to drive 50 connections) does not run on the server's event loop, and the
  // app's CPU time per request can be read from /proc. Measured both on PostgreSQL, 100k rows, load ~8:
  // list 209 req/s p50 173 ms (child) vs 175 req/s p50 248 ms (in-process); detail 273 vs 210 req/s.
  // In-process the server's latency includes autocannon's own work, so "child" is the honest one.
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
  midActivityId: number;
  activityCount: number;
  generated: boolean;
}

async function embeddedTarget(): Promise<Target> {
  const dataDir = path.join(os.tmpdir(), `meedoen-bench-embedded-${options.embeddedCount}`);
  if (!options.reuse) rmSync(dataDir, { recursive: true, force: true });
  return {
    name: 'embedded',
    count: options.embeddedCount,
    config: { kind: 'embedded', dataDir },
    env: { DATA_DIR: dataDir },
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
    config: { kind: 'postgres', url: url.toString() },
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
    const [mid] = await database.db
      .select({ id: activities.id })
      .from(activities)
      .orderBy(asc(activities.id))
      .offset(Math.floor(target.count / 2))
      .limit(1);
    if (!eindhoven || !mid) throw new Error('The generated data has no Eindhoven portal or activities');
    return { eindhovenPortalId: eindhoven.id, midActivityId: mid.id, activityCount: target.count, generated };
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
  stop(): Promise<void>;
}

async function startServer(target: Target): Promise<RunningServer> {
  if (options.server === 'inprocess') {
    const config = loadConfig({ ...process.env, ...target.env, LOG_LEVEL: 'silent' });
    config.clientDir = null;
    const app: FastifyInstance = await buildApp(config);
    await prepareData(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('No TCP address');
    return { port: address.port, pid: null, stop: () => app.close() };
  }
  return startChildServer(target.env);
}

interface Query {
  name: string;
  path: string;
  /** List queries carry the goals; the detail page is reported alongside. */
  isList: boolean;
  /** A different path for every request, in turn (the varied workload); `path` is the first. */
  paths?: string[];
}

/**
 * Distinct filters in the varied workload: more than a run asks for (warm-up and load at up to ~3,000
 * req/s), so no filter is asked twice and the page cache never answers it, with or without
 * LIST_CACHE_SECONDS=0. The run warns if it ever went round.
 */
const VARIED_POOL_SIZE = 30_000;
/** The row the others are compared with: a route answered from memory, with no database at all. */
const IN_MEMORY_QUERY = 'in-memory (/api/auth/providers)';
const VARIED_QUERY = 'varied (every request new)';

function queries(fixtures: Fixtures): Query[] {
  const today = todayInAmsterdam();
  const list = (name: string, params: Record<string, string>) => ({
    name,
    isList: true,
    path: `/api/activities?${new URLSearchParams({ ...params, limit: String(PAGE_SIZE) })}`,
  });
  return [
    list('list, no filter', {}),
    list('search "wandelen"', { search: 'wandelen' }),
    list('weekend + Eindhoven', { dateFilter: 'weekend', portalId: String(fixtures.eindhovenPortalId) }),
    list('tags sport,muziek + free', { tags: 'sport,muziek', freeOnly: 'true' }),
    list('custom range + score ≥ 4', {
      dateFilter: 'custom',
      startDate: addDays(today, 7),
      endDate: addDays(today, 21),
      meetingScore: '4',
    }),
    { name: 'detail', isList: false, path: `/api/activities/${fixtures.midActivityId}` },
    variedQuery(fixtures, today),
    { name: IN_MEMORY_QUERY, isList: false, path: '/api/auth/providers' },
  ];
}

function variedQuery(fixtures: Fixtures, today: string): Query {
  const paths = variedRequests({
    seed: options.seed,
    today,
    activityCount: fixtures.activityCount,
    size: VARIED_POOL_SIZE,
    pageSize: PAGE_SIZE,
  }).map((r) => r.path);
  return { name: VARIED_QUERY, isList: true, path: paths[0]!, paths };
}

interface Sample {
  status: number;
  bytes: number;
  gzipBytes: number;
  items: number | null;
  total: number | null;
}

/** One request without compression (the size the browser parses) and the gzip size of that body. */
async function sampleResponse(port: number, query: Query): Promise<Sample> {
  const response = await new Promise<{ status: number; body: Buffer; totalHeader?: string }>(
    (resolve, reject) => {
      const headers = { 'accept-encoding': 'identity' };
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

interface QueryResult extends Sample {
  query: string;
  path: string;
  isList: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU milliseconds per request of the app process (the database's backends are counted apart). */
  appCpuMsPerRequest: number | null;
  /** CPU milliseconds per request of the PostgreSQL backends (parallel workers not included). */
  dbCpuMsPerRequest: number | null;
  meetsP99Goal: boolean | null;
  meetsSizeGoal: boolean | null;
}

/** Where the varied workload is in its pool: shared by all connections and kept across warm-up and load. */
let variedNext = 0;

async function load(port: number, query: Query, duration: number) {
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
                path: paths[variedNext++ % paths.length]!,
              }),
            },
          ],
        }
      : {}),
    connections: options.connections,
    duration,
    timeout: 10,
    // What a browser sends; the server compresses JSON responses above 1 KB.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (paths && variedNext > paths.length) {
    console.warn(`  ! ${query.name}: went round its ${paths.length} filters; some were asked twice`);
  }
  return run;
}

async function benchmark(target: Target, fixtures: Fixtures): Promise<QueryResult[]> {
  const server = await startServer(target);
  const results: QueryResult[] = [];
  try {
    for (const query of queries(fixtures).filter((q) => !args.query || q.name.includes(args.query))) {
      const sample = await sampleResponse(server.port, query);
      if (sample.status !== 200) console.warn(`  ! ${query.name}: ${query.path} answered ${sample.status}`);
      if (options.warmup > 0) await load(server.port, query, options.warmup);
      // CPU time is what contention cannot inflate: on a shared machine req/s and latency depend on
      // everybody's load, the milliseconds of CPU one request costs do not.
      const pgPids = (await target.backendPids?.()) ?? [];
      const before = { app: cpuMs(server.pid), db: sumCpuMs(pgPids) };
      const run = await load(server.port, query, options.duration);
      const after = { app: cpuMs(server.pid), db: sumCpuMs(pgPids) };
      const done = Math.max(1, run.requests.total);
      const perRequest = (a: number | null, b: number | null) =>
        a === null || b === null ? null : Math.round(((b - a) / done) * 100) / 100;
      const result: QueryResult = {
        query: query.name,
        path: query.path,
        isList: query.isList,
        ...sample,
        requestsPerSecond: Math.round(run.requests.average),
        p50Ms: run.latency.p50,
        p99Ms: run.latency.p99,
        maxMs: run.latency.max,
        requests: run.requests.total,
        non2xx: run.non2xx,
        errors: run.errors,
        timeouts: run.timeouts,
        statusCodes: Object.fromEntries(
          Object.entries(run.statusCodeStats).map(([code, v]) => [code, v.count]),
        ),
        appCpuMsPerRequest: perRequest(before.app, after.app),
        dbCpuMsPerRequest: pgPids.length > 0 ? perRequest(before.db, after.db) : null,
        meetsP99Goal: query.isList ? run.latency.p99 < GOAL_P99_MS : null,
        meetsSizeGoal: query.isList ? sample.bytes < GOAL_PAGE_BYTES : null,
      };
      results.push(result);
      console.log(
        `  ${query.name.padEnd(26)} ${String(result.requestsPerSecond).padStart(6)} req/s  ` +
          `p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  (${sample.status}, ${kb(sample.bytes)})`,
      );
    }
  } finally {
    await server.stop();
  }
  return results;
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

function sumCpuMs(pids: number[]): number | null {
  let total = 0;
  for (const pid of pids) total += cpuMs(pid) ?? 0;
  return pids.length > 0 ? total : null;
}

// --- report -------------------------------------------------------------------------------------------

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function mark(ok: boolean | null): string {
  return ok === null ? '—' : ok ? 'yes' : 'NO';
}

function printTable(target: Target, results: QueryResult[]): void {
  const header = [
    'query',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'app cpu ms/req',
    'db cpu ms/req',
    'items/total',
    'bytes',
    'gzip',
    'p99<50',
    '<30KB',
  ];
  const rows = results.map((r) => [
    r.query,
    String(r.requestsPerSecond),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.non2xx + r.errors + r.timeouts),
    r.appCpuMsPerRequest === null ? '—' : r.appCpuMsPerRequest.toFixed(2),
    r.dbCpuMsPerRequest === null ? '—' : r.dbCpuMsPerRequest.toFixed(2),
    r.items === null ? '—' : r.total === null ? String(r.items) : `${r.items}/${r.total}`,
    kb(r.bytes),
    kb(r.gzipBytes),
    mark(r.meetsP99Goal),
    mark(r.meetsSizeGoal),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(
    `\n${target.name}: ${target.count.toLocaleString('en')} activities, ${options.connections} connections, ` +
      `${options.duration} s per query, server ${options.server === 'child' ? 'in a child process' : 'in-process'}`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const lists = results.filter((r) => r.isList);
  const met = lists.every((r) => r.meetsP99Goal && r.meetsSizeGoal && r.non2xx + r.errors + r.timeouts === 0);
  const varied = results.find((r) => r.query === VARIED_QUERY);
  const inMemory = results.find((r) => r.query === IN_MEMORY_QUERY);
  if (varied && inMemory) {
    const share = varied.requestsPerSecond / Math.max(1, inMemory.requestsPerSecond);
    console.log(
      `varied workload: ${varied.requestsPerSecond} req/s, p99 ${varied.p99Ms} ms, ${(share * 100).toFixed(0)}% of the in-memory route's rate ` +
        `(goal: ≥ 1,000 req/s, p99 < ${GOAL_P99_MS} ms, ≥ 20%): ${varied.requestsPerSecond >= 1000 && varied.p99Ms < GOAL_P99_MS && share >= 0.2 ? 'met' : 'NOT met'}`,
    );
  }
  const detail = results.find((r) => r.query === 'detail');
  if (detail) {
    console.log(
      `detail: ${detail.requestsPerSecond} req/s, p99 ${detail.p99Ms} ms (goal: ≥ 2,000 req/s, p99 < 30 ms): ` +
        `${detail.requestsPerSecond >= 2000 && detail.p99Ms < 30 ? 'met' : 'NOT met'}`,
    );
  }
  // Both targets are a native PostgreSQL now, so the goals apply to both.
  console.log(
    `goals (p99 < ${GOAL_P99_MS} ms at ${options.connections} connections, ${PAGE_SIZE}-item page < 30 KB, no errors): ${met ? 'met' : 'NOT met'}`,
  );
}

function writeJson(target: Target, fixtures: Fixtures, results: QueryResult[]): void {
  const folder = path.join(benchDir, 'results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `latest-${target.name}.json`);
  const document = {
    database: target.name,
    activities: target.count,
    generated: fixtures.generated,
    date: new Date().toISOString(),
    connections: options.connections,
    durationSeconds: options.duration,
    warmupSeconds: options.warmup,
    server: options.server,
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
    goals: { p99Ms: GOAL_P99_MS, pageBytes: GOAL_PAGE_BYTES, pageSize: PAGE_SIZE },
    results,
  };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
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
  console.log(
    `Meedoen benchmark: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, node ${process.version}`,
  );
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      const fixtures = await prepareTarget(target);
      console.log(`  load: ${options.connections} connections, ${options.duration} s per query`);
      const results = await benchmark(target, fixtures);
      printTable(target, results);
      writeJson(target, fixtures, results);
    } finally {
      await target.cleanUp();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
