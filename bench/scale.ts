// npm run bench:scale [-- --count 100000 --duration 8 --warmup 2 --connections 50 --rounds 2 --reuse]
//
// How throughput scales with app processes (issue #12, item 6): the same agenda on one PostgreSQL server
// (BENCH_DATABASE_URL or TEST_DATABASE_URL; database meedoen_bench_scale), loaded with the varied list
// workload (every request a new filter, so no page cache answers it) and the detail route
//   1. straight at one app process (no proxy: what nginx costs),
//   2. through nginx to that one process,
//   3. through nginx to two processes,
// each started by scripts/scale-out.mjs exactly as `npm run scale-out` starts them. Rounds alternate the
// set-ups (1-process, 2-process, 1-process, …) so a change in the machine's load falls on both; the table
// gives every round and the load average around it. Autocannon runs in this process, on the same cores.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { asc, count } from 'drizzle-orm';
import pg from 'pg';
import { type ScaleOut, startScaleOut } from '../scripts/scale-out.mjs';
import { connectDatabase } from '../src/server/db/connect';
import { activities } from '../src/server/db/schema';
import { todayInAmsterdam } from './activity-factory';
import { ensureBuild } from './child-server';
import { generateActivities } from './generate';
import { variedRequests } from './varied-workload';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const PAGE_SIZE = 24;
const CLOCK_TICKS = 100;
const DATABASE = 'meedoen_bench_scale';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    reuse: { type: 'boolean', default: false },
    seed: { type: 'string', default: 'meedoen-bench' },
  },
});

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

const options = {
  count: positive('count', args.count),
  duration: positive('duration', args.duration),
  warmup: Number(args.warmup),
  connections: positive('connections', args.connections),
  rounds: positive('rounds', args.rounds),
};

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server: postgres://…/postgres',
  );
  process.exit(1);
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The agenda in meedoen_bench_scale (made afresh unless --reuse finds it complete); the detail's id. */
async function prepare(url: string): Promise<number> {
  const exists = (await admin(`select 1 from pg_database where datname = '${DATABASE}'`)).rowCount! > 0;
  if (exists && !args.reuse) await admin(`drop database ${DATABASE} with (force)`);
  if (!exists || !args.reuse) await admin(`create database ${DATABASE}`);
  const database = await connectDatabase({ kind: 'postgres', url, statementTimeoutMs: 10 * 60_000 });
  try {
    const [row] = await database.db.select({ value: count() }).from(activities);
    const existing = row?.value ?? 0;
    if (existing !== options.count) {
      if (existing > 0) throw new Error(`${DATABASE} holds ${existing} activities, not ${options.count}`);
      console.log(`▶ generating ${options.count.toLocaleString('en')} activities`);
      await generateActivities(database.db, { count: options.count, seed: args.seed, log: console.log });
    } else {
      console.log(`▶ reusing ${existing.toLocaleString('en')} activities`);
    }
    const [mid] = await database.db
      .select({ id: activities.id })
      .from(activities)
      .orderBy(asc(activities.id))
      .offset(Math.floor(options.count / 2))
      .limit(1);
    if (!mid) throw new Error('No activities');
    return mid.id;
  } finally {
    await database.close();
  }
}

function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

interface Result {
  round: number;
  setup: string;
  query: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
  /** CPU of all app processes together per request (ms). */
  appCpuMsPerRequest: number;
  /** CPU of the PostgreSQL backends serving them per request (ms). */
  dbCpuMsPerRequest: number;
  /** CPU of nginx's workers per request (ms; 0 straight at the process). */
  nginxCpuMsPerRequest: number;
  /** CPU of this process, autocannon, per request (ms). */
  benchCpuMsPerRequest: number;
  loadBefore: number;
  loadAfter: number;
}

// A shared position in the varied pool: no filter is asked twice in the whole run, whichever set-up.
let variedNext = 0;

async function load(port: number, query: { path: string; paths?: string[] }, duration: number) {
  const { paths } = query;
  return autocannon({
    url: `http://127.0.0.1:${port}${query.path}`,
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
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
}

/** The worker processes of an nginx master (Linux: its children), whose CPU is the proxy's. */
function nginxWorkers(masterPid: number | undefined): number[] {
  if (!masterPid) return [];
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const cpuText = (r: Result) =>
  `${r.appCpuMsPerRequest} + ${r.dbCpuMsPerRequest} + ${r.nginxCpuMsPerRequest} + ${r.benchCpuMsPerRequest}`;

async function measure(
  round: number,
  setup: string,
  port: number,
  viaNginx: boolean,
  cluster: ScaleOut,
  queries: { name: string; path: string; paths?: string[] }[],
): Promise<Result[]> {
  const results: Result[] = [];
  for (const query of queries) {
    if (options.warmup > 0) await load(port, query, options.warmup);
    const loadBefore = os.loadavg()[0]!;
    // The app's pools are open after the warm-up; a backend that ends meanwhile is left out.
    const backends = (await admin(`select pid from pg_stat_activity where datname = '${DATABASE}'`)).rows.map(
      (r) => r.pid as number,
    );
    const dbBefore = new Map(backends.map((pid) => [pid, cpuMs(pid)]));
    const workers = viaNginx ? nginxWorkers(cluster.nginxPid) : [];
    const sum = (pids: (number | undefined)[]) => pids.reduce<number>((total, pid) => total + cpuMs(pid), 0);
    const apps = cluster.upstreams.map((u) => u.pid);
    const cpuBefore = sum(apps);
    const nginxBefore = sum(workers);
    const benchBefore = process.cpuUsage();
    const run = await load(port, query, options.duration);
    const benchUsage = process.cpuUsage(benchBefore);
    const nginxCpu = sum(workers) - nginxBefore;
    const cpuAfter = sum(apps);
    let dbCpu = 0;
    for (const [pid, before] of dbBefore) {
      const after = cpuMs(pid);
      if (after >= before) dbCpu += after - before;
    }
    const perRequest = (ms: number) => Math.round((ms / Math.max(1, run.requests.total)) * 100) / 100;
    const result: Result = {
      round,
      setup,
      query: query.name,
      requestsPerSecond: Math.round(run.requests.average),
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      requests: run.requests.total,
      failures: run.non2xx + run.errors + run.timeouts,
      appCpuMsPerRequest: perRequest(cpuAfter - cpuBefore),
      dbCpuMsPerRequest: perRequest(dbCpu),
      nginxCpuMsPerRequest: perRequest(nginxCpu),
      benchCpuMsPerRequest: perRequest((benchUsage.user + benchUsage.system) / 1000),
      loadBefore,
      loadAfter: os.loadavg()[0]!,
    };
    results.push(result);
    console.log(
      `  round ${round} · ${setup.padEnd(26)} · ${query.name.padEnd(8)} ${String(result.requestsPerSecond).padStart(5)} req/s` +
        `  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  cpu ${cpuText(result)} ms/req` +
        `  failures ${result.failures}  load ${loadBefore.toFixed(1)} → ${result.loadAfter.toFixed(1)}`,
    );
  }
  return results;
}

async function main() {
  ensureBuild();
  const url = new URL(serverUrl!);
  url.pathname = `/${DATABASE}`;
  const midId = await prepare(url.toString());
  const paths = variedRequests({
    seed: args.seed,
    today: todayInAmsterdam(),
    activityCount: options.count,
    size: 60_000,
    pageSize: PAGE_SIZE,
  }).map((r) => r.path);
  const queries = [
    { name: 'varied', path: paths[0]!, paths },
    { name: 'detail', path: `/api/activities/${midId}` },
  ];

  const startedLoad = os.loadavg();
  const results: Result[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    for (const processes of [1, 2]) {
      const cluster = await startScaleOut({
        databaseUrl: url.toString(),
        processes,
        accessLog: false,
        env: { LOG_LEVEL: 'warn', SEED_DEMO: '0' },
        output: (line) => console.log(line),
      });
      try {
        if (processes === 1) {
          results.push(
            ...(await measure(
              round,
              '1 process, no proxy',
              cluster.upstreams[0]!.port,
              false,
              cluster,
              queries,
            )),
          );
        }
        results.push(
          ...(await measure(
            round,
            `nginx → ${processes} process${processes > 1 ? 'es' : ''}`,
            cluster.port,
            true,
            cluster,
            queries,
          )),
        );
      } finally {
        await cluster.stop();
      }
    }
  }
  if (variedNext > paths.length) console.warn(`! the varied workload went round its ${paths.length} filters`);

  const machine = `${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores, node ${process.version}`;
  const loadNow = os.loadavg();
  console.log(
    `\nMeedoen scale-out benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n` +
      `machine: ${machine}; load average ${startedLoad.map((l) => l.toFixed(1)).join(' ')} at the start, ` +
      `${loadNow.map((l) => l.toFixed(1)).join(' ')} at the end\n` +
      `${options.count.toLocaleString('en')} activities, ${options.connections} connections, ` +
      `${options.warmup} s warm-up + ${options.duration} s per row, autocannon on the same cores\n`,
  );
  const header =
    '| round | set-up | query | req/s | p50 ms | p99 ms | CPU ms/req: app + db + nginx + autocannon | failures | load 1 min |';
  const rule = '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |';
  const lines = results.map(
    (r) =>
      `| ${r.round} | ${r.setup} | ${r.query} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50Ms} | ${r.p99Ms} | ` +
      `${cpuText(r)} | ${r.failures} | ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)} |`,
  );
  console.log([header, rule, ...lines].join('\n'));

  // Mean over the rounds: nginx → 2 processes against nginx → 1.
  console.log('');
  for (const query of queries.map((q) => q.name)) {
    const mean = (setup: string) => {
      const rows = results.filter((r) => r.query === query && r.setup === setup);
      return rows.reduce((sum, r) => sum + r.requestsPerSecond, 0) / Math.max(1, rows.length);
    };
    const one = mean('nginx → 1 process');
    const two = mean('nginx → 2 processes');
    console.log(
      `${query}: nginx → 1 process ${Math.round(one)} req/s, → 2 processes ${Math.round(two)} req/s ` +
        `(× ${(two / Math.max(1, one)).toFixed(2)}); no proxy ${Math.round(mean('1 process, no proxy'))} req/s`,
    );
  }

  const folder = path.join(benchDir, 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'latest-scale.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, options, load: { start: startedLoad, end: loadNow }, results }, null, 2)}\n`,
  );
  if (!args.reuse) await admin(`drop database if exists ${DATABASE} with (force)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
