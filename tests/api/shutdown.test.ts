import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The real server process: SIGTERM stops it cleanly (requests finished, database closed, exit 0).
// Runs in the PGlite pass only (see vitest.config.ts): the database kind does not change how it stops.
describe('shutting down', () => {
  it('exits 0 on SIGTERM after answering the request in flight', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'meedoen-shutdown-')),
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => {
      log += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const url = `http://127.0.0.1:${port}/api/health`;
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // A request truly in flight: its headers have arrived, its body is still on the way when the
    // signal comes. It must still get its answer.
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
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
    expect(log).toContain('shutting down');
  }, 60_000);
});
