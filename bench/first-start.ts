// The first start as a newcomer sees it (`npm start` on a fresh checkout, after the build): the built
// server on an empty DATA_DIR creates its PostgreSQL cluster, migrates and loads the demo agenda; then a
// second start on the folder it left. While the second server runs, bench/client-weight.mjs measures the
// JavaScript of home and /activities against it (the demo agenda, as a first visit shows it).
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from './child-server';
import type { PageWeight, StartFigures } from './report';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const WEIGHT_TIMEOUT_MS = 6 * 60_000;

export interface FirstStartResult {
  start: StartFigures;
  /** null when it was skipped; an error message when it failed. */
  weight: PageWeight[] | string | null;
}

/** The `ms` of the server's "demo agenda loaded" log line (pino JSON on stdout). */
export function seedMsFromLog(output: string): number | null {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; ms?: number };
      if (entry.msg === 'demo agenda loaded' && typeof entry.ms === 'number') return entry.ms;
    } catch {
      // not a log line
    }
  }
  return null;
}

/**
 * The one JSON line `node bench/client-weight.mjs <url> --json` prints: an array of
 * { path, raw, gzip, sent, goalKb, lighthouse }.
 */
export function parseWeightOutput(stdout: string): PageWeight[] {
  const line = stdout
    .split('\n')
    .map((l) => l.trim())
    .reverse()
    .find((l) => l.startsWith('['));
  if (!line) throw new Error('client-weight.mjs printed no JSON line');
  const rows = JSON.parse(line) as {
    path: string;
    gzip: number;
    goalKb: number;
    lighthouse?: number | null;
  }[];
  // A page that loaded no script at all was not measured (dist/client rebuilt while the page loaded).
  const empty = rows.filter((r) => !(r.gzip > 0));
  if (empty.length > 0)
    throw new Error(
      `no JavaScript loaded on ${empty.map((r) => r.path).join(', ')}; was dist/client being rebuilt?`,
    );
  return rows.map((r) => ({
    path: r.path,
    gzip: r.gzip,
    goalKb: r.goalKb,
    lighthouse: typeof r.lighthouse === 'number' ? r.lighthouse : null,
  }));
}

function clientWeight(baseUrl: string, lighthouseRuns: number): Promise<PageWeight[]> {
  const args = [path.join(benchDir, 'client-weight.mjs'), baseUrl, '--json'];
  // More than one run: client-weight.mjs reports the median score.
  if (lighthouseRuns === 0) args.push('--no-lighthouse');
  else if (lighthouseRuns > 1) args.push('--runs', String(lighthouseRuns));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { timeout: WEIGHT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(
            new Error(`${error.message.split('\n')[0]} ${stderr.trim().split('\n').at(-1) ?? ''}`),
          );
        try {
          resolve(parseWeightOutput(stdout));
        } catch (parseError) {
          reject(parseError);
        }
      },
    );
  });
}

export async function measureFirstStart(options: {
  weight: boolean;
  /** Lighthouse runs per page (the median counts); 0 skips Lighthouse. */
  lighthouseRuns: number;
  log: (line: string) => void;
}): Promise<FirstStartResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meedoen-bench-first-start-'));
  // Run as root, the cluster runs as the user postgres, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // The app's defaults: info log (read for the seed's time), the demo agenda on a new cluster.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', SEED_DEMO: '' };
  try {
    const first = await startChildServer(env, { collectOutput: true });
    const firstRssMb = (await first.memory())?.rssMb ?? null;
    await first.stop();
    const seedMs = seedMsFromLog(first.output());
    options.log(
      `  first start ${(first.readyMs / 1000).toFixed(1)} s` +
        (seedMs === null ? '' : ` (demo agenda ${(seedMs / 1000).toFixed(1)} s)`),
    );
    const second = await startChildServer(env, { collectOutput: true });
    const secondRssMb = (await second.memory())?.rssMb ?? null;
    options.log(`  second start ${(second.readyMs / 1000).toFixed(1)} s`);
    let weight: PageWeight[] | string | null = null;
    try {
      if (options.weight) {
        options.log('  client weight (bench/client-weight.mjs)…');
        weight = await clientWeight(`http://127.0.0.1:${second.port}`, options.lighthouseRuns).catch(
          (error: Error) => error.message,
        );
      }
    } finally {
      await second.stop();
    }
    return {
      start: { firstMs: first.readyMs, secondMs: second.readyMs, seedMs, firstRssMb, secondRssMb },
      weight,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
