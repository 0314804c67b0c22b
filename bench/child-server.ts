import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MemoryFigures } from './report';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.dirname(benchDir);
/** What `npm start` runs: the server bundled by scripts/build.mjs, started with plain node. */
export const BUILT_SERVER = path.join(rootDir, 'dist', 'server', 'main.js');
const SOURCE_SERVER = path.join(rootDir, 'src', 'server', 'main.ts');

/**
 * Whether a test may start the build instead of the TypeScript source: only when `npm test`
 * (scripts/test.mjs) has just brought dist/ up to date and says so. The tests then run what `npm start`
 * runs, and each start costs about half the CPU (1.4 s against 2.6 s through tsx); `npx vitest` alone
 * never meets a stale dist/.
 */
export const BUILD_IS_CURRENT = process.env.MEEDOEN_BUILD_IS_CURRENT === '1';

/** Node's arguments that start the server: its TypeScript source through tsx, or the build. */
function serverEntry(source: boolean): string[] {
  return source ? ['--import', 'tsx', SOURCE_SERVER] : [BUILT_SERVER];
}

/** Node's arguments that start the server in a test: the build when it is current, else the source. */
export function serverArgsForTests(): string[] {
  return serverEntry(!BUILD_IS_CURRENT);
}
const PROBE = path.join(benchDir, 'server-probe.mjs');
const READY_TIMEOUT_MS = 120_000;

export interface ChildServer {
  port: number;
  pid: number | null;
  /** Milliseconds from spawning the process to its first healthy /api/health. */
  readyMs: number;
  /** Everything the server printed on stdout (only collected with `collectOutput`). */
  output(): string;
  /** The server's process, for the fault scripts (signals, exit code). */
  child: ChildProcess;
  /** RSS from /proc and the heap breakdown from the server's probe; null when neither can be read. */
  memory(): Promise<MemoryFigures | null>;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Keep stdout (the JSON log) for output(); otherwise it is discarded. */
  collectOutput?: boolean;
  /**
   * Run the TypeScript source (src/server/main.ts through tsx) instead of the build: for the tests,
   * which must not depend on a fresh dist/.
   */
  source?: boolean;
}

let built = false;

/**
 * Builds dist/ when it is missing or older than its sources (scripts/ensure-build.mjs, as `npm start`
 * does), once per benchmark process.
 */
export function ensureBuild(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: rootDir, stdio: 'inherit' });
  built = true;
}

/** A TCP port nobody listens on now (the server is given it; a clash makes the start fail loudly). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/** 200 from /api/health within a second, else false. */
function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 1000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Starts the built server (dist/server/main.js, plain node, NODE_ENV=production) in a process of its
 * own, as production runs it, so a load generator in this process does not share its event loop.
 * `env` is added to this process's environment: DATA_DIR or DATABASE_URL chooses the database. By
 * default the log is silent and no demo agenda is loaded (SEED_DEMO=0); pass `SEED_DEMO: ''` for the
 * app's own default. Ready is the first 200 from /api/health.
 */
export async function startChildServer(
  env: Record<string, string>,
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  if (!options.source) ensureBuild();
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS adds node options for the app only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to see where a request's time goes (the profile is written when the app stops).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const started = performance.now();
  const entry = ['--import', PROBE, ...serverEntry(options.source ?? false)];
  const child: ChildProcess = spawn(process.execPath, [...extra, ...entry], {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', options.collectOutput ? 'pipe' : 'ignore', 'inherit', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`The server exited (${signal ?? `code ${code}`}) before it was healthy`)),
    ),
  );
  exited.catch(() => {}); // read below, or not at all once the server is up
  const ready = (async () => {
    while (performance.now() - started < READY_TIMEOUT_MS) {
      if (child.exitCode !== null) return null;
      if (await healthy(port)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`The server was not healthy within ${READY_TIMEOUT_MS / 1000} s`);
  })();
  let readyMs: number | null;
  try {
    readyMs = await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  if (readyMs === null) return exited;

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {
    port,
    pid: child.pid ?? null,
    readyMs,
    output: () => output,
    child,
    memory: () => readMemory(child),
    stop,
  };
}

const MB = 1024 * 1024;

/** VmRSS and VmHWM of a process in MB (Linux), null elsewhere. */
export function residentMemory(pid: number): { rssMb: number; peakRssMb: number | null } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => {
      const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
      return match ? Number(match[1]) / 1024 : null;
    };
    const rssMb = field('VmRSS');
    return rssMb === null ? null : { rssMb, peakRssMb: field('VmHWM') };
  } catch {
    return null;
  }
}

async function readMemory(child: ChildProcess): Promise<MemoryFigures | null> {
  const usage = await new Promise<NodeJS.MemoryUsage | null>((resolve) => {
    if (!child.connected) return resolve(null);
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, 2000);
    const onMessage = (message: unknown) => {
      if (message && typeof message === 'object' && 'memory' in message) {
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve((message as { memory: NodeJS.MemoryUsage }).memory);
      }
    };
    child.on('message', onMessage);
    child.send('memory');
  });
  const resident = child.pid ? residentMemory(child.pid) : null;
  if (!resident && !usage) return null;
  return {
    rssMb: resident?.rssMb ?? (usage ? usage.rss / MB : 0),
    peakRssMb: resident?.peakRssMb ?? null,
    heapUsedMb: usage ? usage.heapUsed / MB : null,
    heapTotalMb: usage ? usage.heapTotal / MB : null,
    externalMb: usage ? usage.external / MB : null,
    arrayBuffersMb: usage ? usage.arrayBuffers / MB : null,
  };
}
