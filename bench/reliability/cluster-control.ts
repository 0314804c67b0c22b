// The fault scripts' hands on a PostgreSQL cluster: find where a running cluster listens, stop its
// postmaster as an operator or a crash would, and start it again on the same folder and port, so the
// app's connection URL stays valid and the app must find its way back by itself.
//
// Works on the app's embedded cluster (DATA_DIR/postgres, started by the server process) and on a
// cluster of the script's own that plays "the PostgreSQL server" (DATABASE_URL). Never on the machine's
// shared PostgreSQL: only clusters in folders the scripts made are touched.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  alive,
  PASSWORD_FILE,
  postmasterArguments,
  readPidFile,
  startEmbeddedCluster,
} from '../../src/server/db/embedded-postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** postgres:// URL of a database in a cluster made by embedded-postgres.ts (its superuser's password file). */
export function clusterUrl(clusterDir: string, database: string): string {
  const postmaster = readPidFile(clusterDir);
  if (!postmaster) throw new Error(`No PostgreSQL runs on ${clusterDir}`);
  const password = readFileSync(path.join(clusterDir, PASSWORD_FILE), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${postmaster.port}/${database}`;
}

/** Zombie or gone (the server that started it may not reap it at once). */
function ended(pid: number): boolean {
  if (!alive(pid)) return true;
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Stops the cluster's postmaster with a fast shutdown (SIGINT: sessions are ended, open transactions
 * roll back, a checkpoint) and waits until it is gone: what `pg_ctl stop -m fast` does.
 */
export async function stopPostmaster(clusterDir: string): Promise<{ port: number }> {
  const postmaster = readPidFile(clusterDir);
  if (!postmaster) throw new Error(`No PostgreSQL runs on ${clusterDir}`);
  process.kill(postmaster.pid, 'SIGINT');
  const end = Date.now() + 15_000;
  while (!ended(postmaster.pid)) {
    if (Date.now() > end) throw new Error(`postgres ${postmaster.pid} did not stop within 15 s`);
    await sleep(20);
  }
  return { port: postmaster.port };
}

interface Owner {
  uid?: number;
  gid?: number;
}

/** As root the clusters run as the system user postgres (embedded-postgres.ts made it at initdb). */
function owner(): Owner {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
  return { uid: id('-u'), gid: id('-g') };
}

export interface StartedPostmaster {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts postgres again on the same folder and port (an operator's `pg_ctl start`). Resolves once
 * postmaster.pid says "ready"; the postmaster is this process's child, stopped by stop().
 */
export async function startPostmaster(clusterDir: string, port: number): Promise<StartedPostmaster> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    postgres: string;
  };
  const log = openSync(path.join(clusterDir, 'server.log'), 'a');
  const child = spawn(postgres, postmasterArguments(clusterDir, port), {
    ...owner(),
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres did not start again on ${clusterDir} (see its server.log)`);
    }
    const lines = existsSync(path.join(clusterDir, 'postmaster.pid'))
      ? readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')
      : [];
    if (Number(lines[0]) === child.pid && (lines[7] ?? '').trim() === 'ready') break;
    if (Date.now() > end) throw new Error(`postgres was not ready again within 30 s on ${clusterDir}`);
    await sleep(20);
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}

export interface OwnServer {
  /** postgres:// URL of the database `meedoen` on it. */
  url: string;
  clusterDir: string;
  /** Stops whichever postmaster runs on the folder now and removes the folder. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of the script's own, in a temporary folder on a free port, from the binaries of
 * the embedded-postgres package: the "server" variant of the faults, which stop and start it. (The
 * machine's shared PostgreSQL is never stopped.)
 */
export async function startOwnServer(): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meedoen-faults-server-'));
  chmodSync(dir, 0o755); // the cluster's user must be able to enter it
  const clusterDir = path.join(dir, 'postgres');
  const cluster = await startEmbeddedCluster({ dataDir: clusterDir });
  const url = new URL(cluster.url);
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query('create database meedoen');
  await admin.end();
  url.pathname = '/meedoen';
  return {
    url: url.href,
    clusterDir,
    remove: async () => {
      await cluster.stop();
      const running = readPidFile(clusterDir);
      if (running && alive(running.pid)) await stopPostmaster(clusterDir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
