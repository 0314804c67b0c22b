import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgsForTests } from '../../bench/child-server';

// The real server process on its embedded PostgreSQL (no DATABASE_URL): SIGTERM stops it cleanly
// (requests finished, pool closed, cluster stopped, exit 0), and a start after a kill -9 gets its
// cluster back. The test run's own database server plays no part here.
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meedoen-shutdown-'));
  // Run as root, the cluster runs as the postgres user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

interface Server {
  child: ChildProcess;
  port: number;
  log(): string;
  exited: Promise<number | null>;
}

/** Starts the server (serverArgsForTests: the build under `npm test`, else the source) and resolves once it says it is ready, with the port it listens on. */
async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, serverArgsForTests(), {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk;
      const listening = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(log);
      if (listening && log.includes('Meedoen is ready')) resolve(Number(listening[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${log}`)));
  });
  return { child, port, log: () => log, exited };
}

async function health(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  return { status: response.status, body: (await response.json()) as { database: string } };
}

const postmasterPid = (dataDir: string) => path.join(dataDir, 'postgres', 'postmaster.pid');

describe('shutting down', () => {
  it('exits 0 on SIGTERM after answering the request in flight, and stops its cluster', async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir);
    const { port } = server;
    expect(await health(port)).toEqual({ status: 200, body: { status: 'ok', database: 'embedded' } });

    // A request truly in flight: its headers have arrived, its body is still on the way when the
    // signal comes. It must still get its answer, from a database that is still up.
    const body = JSON.stringify({ name: 'Iemand', email: 'iemand@example.nl', subject: 'partner' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/contact',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      // The rest of the body follows once the server has seen the signal (its log says so).
      server.child.stdout?.on('data', () => {
        if (server.log().includes('shutting down') && !req.writableEnded) req.end(body.slice(10));
      });
      setTimeout(() => server.child.kill('SIGTERM'), 300);
    });
    expect(await answered).toBe(201);
    expect(await server.exited).toBe(0);
    // A clean stop of the cluster removes its postmaster.pid; a killed one leaves it.
    expect(existsSync(postmasterPid(dataDir))).toBe(false);
  }, 60_000);

  it('starts again on the same data after the server was killed with kill -9', async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);
    // The first start makes the administrator; the next one must find it, i.e. the same cluster.
    expect(first.log()).toContain('No administrator existed');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(dataDir);
    expect((await health(second.port)).body).toEqual({ status: 'ok', database: 'embedded' });
    expect(second.log()).not.toContain('No administrator existed');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(postmasterPid(dataDir))).toBe(false);
  }, 60_000);
});
