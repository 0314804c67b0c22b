// npx tsx bench/body-flood.ts [--bodies 20 --megabytes 6 --seconds 10 --interval 50]
//
// Issue #8 item 1: can anonymous big bodies stall everyone? Starts the app in a process of its own (as
// production runs it, on a throw-away embedded PostgreSQL cluster), keeps `--bodies` anonymous deeply nested JSON bodies of
// `--megabytes` MB arriving at /api/contact (each one sent again as soon as it is answered), and asks
// /api/health every `--interval` ms meanwhile. Prints the health latency p50/p99/max, quiet and under the
// flood, once with Content-Length and once chunked (a body without a length must be counted as it
// arrives). The goal: /api/health answers within 300 ms throughout.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startChildServer } from './child-server';

const GOAL_MS = 300;

const { values: args } = parseArgs({
  // `npm run` style (`-- --bodies 5`) works too.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    bodies: { type: 'string', default: '20' },
    megabytes: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '10' },
    interval: { type: 'string', default: '50' },
    // Internal: the flood process.
    role: { type: 'string', default: 'measure' },
    port: { type: 'string' },
    chunked: { type: 'boolean', default: false },
  },
});
const bodies = Number(args.bodies);
const seconds = Number(args.seconds);
const intervalMs = Number(args.interval);
const halfDepth = Math.floor((Number(args.megabytes) * 1024 * 1024) / 2);
// Nested arrays all the way down: the most expensive shape for a parser and a validator.
const payload = Buffer.from(`${'['.repeat(halfDepth)}${']'.repeat(halfDepth)}`);

function startServer(dataDir: string) {
  return startChildServer({ DATABASE_URL: '', DATA_DIR: dataDir });
}

/** Milliseconds until /api/health has answered completely (a failed request counts as its time too). */
function timeHealth(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = () => resolve(performance.now() - started);
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
        res.resume();
        res.on('end', done);
      })
      .on('error', done);
  });
}

/** One big body to /api/contact; resolves with the status (or the socket error) once it is over. */
function sendBody(port: number, chunked: boolean): Promise<string> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = payload.length;
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/contact', method: 'POST', headers, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        // The server may close the socket once it has answered, with the body still coming.
        res.on('error', () => resolve(String(res.statusCode)));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    if (chunked) {
      // 64 KB chunks, as a client streaming a file would send them.
      for (let offset = 0; offset < payload.length; offset += 64 * 1024) {
        req.write(payload.subarray(offset, offset + 64 * 1024));
      }
      req.end();
    } else {
      req.end(payload);
    }
  });
}

/**
 * The flood runs in a process of its own, so the health timings are not delayed by the work of writing
 * megabytes into sockets: they measure the server alone.
 */
function startFlood(port: number, chunked: boolean): { stop(): Promise<Map<string, number>> } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--role',
      'flood',
      '--port',
      String(port),
      ...process.argv.slice(2),
      ...(chunked ? ['--chunked'] : []),
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const statuses = new Promise<Map<string, number>>((resolve) => {
    child.once('message', (message) => resolve(new Map(message as [string, number][])));
  });
  return {
    stop: async () => {
      child.send('stop');
      return statuses;
    },
  };
}

/** In the flood process: `--bodies` senders, each sending again as soon as it is answered, until told to stop. */
async function flood(port: number, chunked: boolean) {
  const statuses = new Map<string, number>();
  let running = true;
  process.once('message', () => {
    running = false;
  });
  await Promise.all(
    Array.from({ length: bodies }, async () => {
      while (running) {
        const status = await sendBody(port, chunked);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  process.send!([...statuses]);
  process.disconnect();
}

/** Times /api/health every interval for `ms`, while the flood (if any) runs. */
async function measure(port: number, ms: number, load?: { chunked: boolean }) {
  const running = load ? startFlood(port, load.chunked) : null;
  // Let the flood get going before timing.
  if (running) await new Promise((resolve) => setTimeout(resolve, 1000));
  const timings: Promise<number>[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    timings.push(timeHealth(port));
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const latencies = (await Promise.all(timings)).sort((a, b) => a - b);
  const statuses = running ? await running.stop() : new Map<string, number>();
  return { latencies, statuses };
}

function summary(name: string, result: Awaited<ReturnType<typeof measure>>) {
  const { latencies, statuses } = result;
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const over = latencies.filter((ms) => ms > GOAL_MS).length;
  const answers = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ') || '-';
  return {
    run: name,
    samples: latencies.length,
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': at(0.99).toFixed(1),
    'max ms': latencies.at(-1)!.toFixed(1),
    [`> ${GOAL_MS} ms`]: over,
    'flood answers': answers,
  };
}

if (args.role === 'flood') {
  await flood(Number(args.port), args.chunked);
} else {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meedoen-body-flood-'));
  // Run as root, the embedded cluster runs as the postgres user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const server = await startServer(dataDir);
  try {
    console.log(
      `${bodies} anonymous bodies of ${(payload.length / 1e6).toFixed(1)} MB (nesting ${halfDepth}) at a time ` +
        `to /api/contact for ${seconds} s; /api/health every ${intervalMs} ms; ` +
        `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    await measure(server.port, 1000); // warm-up
    const rows = [
      summary('quiet', await measure(server.port, seconds * 1000)),
      summary('flood, Content-Length', await measure(server.port, seconds * 1000, { chunked: false })),
      summary('flood, chunked', await measure(server.port, seconds * 1000, { chunked: true })),
    ];
    console.table(rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
