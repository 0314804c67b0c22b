// The app under load: one server per cache setting (the built server in a child process, or in this
// one), each query sampled once and then loaded with autocannon, its CPU per request read from /proc.
import http from 'node:http';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp, preparation } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { prepareData } from '../src/server/db/prepare';
import { startChildServer } from './child-server';
import type { BenchOptions } from './options';
import { cpuByPid, cpuDelta, cpuMs } from './process-cpu';
import { type LoadFigures, type MemoryFigures, memoryFigure } from './report';
import { cacheOffQueries, cacheOnQueries, type Query } from './scenarios';
import { connectionsFor, type Fixtures, type Target } from './targets';

interface RunningServer {
  port: number;
  /** The app's own process (null in-process: autocannon shares it, so its CPU time says nothing). */
  pid: number | null;
  /** The server process's memory; null in-process (it would be the benchmark's own). */
  memory(): Promise<MemoryFigures | null>;
  stop(): Promise<void>;
}

async function startServer(
  target: Target,
  env: Record<string, string>,
  options: BenchOptions,
): Promise<RunningServer> {
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

export interface QueryResult extends LoadFigures {
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
 * a new one for every new server process.
 */
type PathCursor = Map<string, number>;

function takeNextPath(cursor: PathCursor, name: string, paths: string[]): string {
  const next = cursor.get(name) ?? 0;
  cursor.set(name, next + 1);
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
  cursor: PathCursor,
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
                path: takeNextPath(cursor, query.name, paths),
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
  if (paths && query.neverRepeat && (cursor.get(query.name) ?? 0) > paths.length) {
    console.warn(`  ! ${query.name}: went round its ${paths.length} filters; some were asked twice`);
  }
  return run;
}

export interface ServerRun {
  results: QueryResult[];
  memory: MemoryFigures | null;
}

/** Starts a server, loads each query in turn, reads the server's memory after all of it, stops it. */
async function loadServer(
  target: Target,
  cache: 'on' | 'off',
  queries: Query[],
  connections: number,
  options: BenchOptions,
): Promise<ServerRun> {
  // LIST_CACHE_SECONDS: the app's default for "on" (an empty value counts as unset), 0 for "off".
  const server = await startServer(target, { LIST_CACHE_SECONDS: cache === 'on' ? '' : '0' }, options);
  const results: QueryResult[] = [];
  const cursor: PathCursor = new Map(); // a new process, with nothing cached
  try {
    let member: string | null = null;
    for (const query of queries.filter((q) => !options.query || q.name.includes(options.query))) {
      if (query.signedIn) member ??= await memberCookie(server.port);
      const cookie = query.signedIn ? member : null;
      const sample = await sampleResponse(server.port, query, cookie);
      if (sample.status !== 200) console.warn(`  ! ${query.name}: ${query.path} answered ${sample.status}`);
      if (options.warmup > 0) await load(server.port, query, options.warmup, connections, cookie, cursor);
      // CPU time, not only req/s and latency: contention cannot inflate it (process-cpu.ts).
      const pgPids = (await target.backendPids?.()) ?? [];
      const before = { app: cpuMs(server.pid), db: cpuByPid(pgPids) };
      const run = await load(server.port, query, options.duration, connections, cookie, cursor);
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

export interface TargetRun {
  target: Target;
  fixtures: Fixtures;
  connections: number;
  cacheOn: ServerRun;
  cacheOff: ServerRun | null;
  load: { before: number[]; after: number[] };
}

export async function runTarget(
  target: Target,
  fixtures: Fixtures,
  options: BenchOptions,
): Promise<TargetRun> {
  const connections = connectionsFor(target, options);
  const loadBefore = os.loadavg();
  console.log(
    `  load: ${connections} connections, ${options.warmup} s warm-up + ${options.duration} s per query; ` +
      `PostgreSQL ${fixtures.postgresVersion}`,
  );
  const cacheOn = await loadServer(
    target,
    'on',
    cacheOnQueries(fixtures, options.seed),
    connections,
    options,
  );
  const cacheOff = options.skip.has('cache-off')
    ? null
    : await loadServer(target, 'off', cacheOffQueries(fixtures, options.seed), connections, options);
  return {
    target,
    fixtures,
    connections,
    cacheOn,
    cacheOff,
    load: { before: loadBefore, after: os.loadavg() },
  };
}
