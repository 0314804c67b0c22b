import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_IS_CURRENT } from '../../bench/child-server';
import {
  type Common,
  copyDataDir,
  databaseStopScenario,
  embeddedTarget,
  killScenario,
  loadScenario,
  newDataDir,
  prepareEmbedded,
  type ScenarioResult,
  sigtermScenario,
} from '../../bench/reliability/scenarios';

// The short versions of `npm run bench:load` and `npm run faults` (docs/reliability.md): the same
// scenarios, seconds instead of a minute, on a small agenda. The server (the build under `npm test`, else
// its TypeScript source) runs in a process of its own on an embedded cluster (a copy of one prepared here
// per scenario); the test run's database server plays no part. Every check of a scenario must pass: no 5xx, nothing lost or
// doubled, 503 and a quick recovery while the database is away, a clean exit on SIGTERM, a start after
// kill -9.
const dirs: string[] = [];
let template: string;

beforeAll(async () => {
  template = newDataDir('meedoen-reliability-template-');
  dirs.push(template);
  await prepareEmbedded(template, 300);
}, 120_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// 400 requests a second over 20 connections: always requests in flight, writes meeting on the same
// activities, and the answers checked as before, without the load taking both cores from the rest of
// the test run (at full speed the file cost 62 s of CPU, at 400 a second 48 s; npm run bench:load and
// npm run faults keep full speed).
const common: Common = { source: !BUILD_IS_CURRENT, connections: 20, rate: 400, members: 40, hot: 30 };

function copy(): string {
  const dir = copyDataDir(template, 'meedoen-reliability-');
  dirs.push(dir);
  return dir;
}

/** The failed checks with what they saw: an empty list when the scenario held. */
function failures(result: ScenarioResult) {
  return result.checks.filter((check) => !check.ok).map((check) => `${check.name}: ${check.detail}`);
}

describe('under load', () => {
  it('5 s of mixed traffic: every request 2xx, the database holds exactly the acknowledged writes', async () => {
    const result = await loadScenario(embeddedTarget(copy()), { ...common, seconds: 5 });
    expect(failures(result)).toEqual([]);
    expect(result.figures.acknowledgedWrites).toBeGreaterThan(0);
  });

  it('the database stopped for 3 s: 503s at once, /api/health 503, healthy again within 5 s, nothing lost', async () => {
    const result = await databaseStopScenario(embeddedTarget(copy()), {
      ...common,
      beforeSeconds: 2,
      outageSeconds: 3,
      afterSeconds: 7,
    });
    expect(failures(result)).toEqual([]);
  });

  it('SIGTERM: requests in flight answered, exit 0 within 10 s, the cluster stopped, nothing lost', async () => {
    const result = await sigtermScenario(embeddedTarget(copy()), { ...common, beforeSeconds: 2 });
    expect(failures(result)).toEqual([]);
  });

  it('kill -9: the next start recovers with every acknowledged write', async () => {
    const result = await killScenario(embeddedTarget(copy()), { ...common, beforeSeconds: 2 });
    expect(failures(result)).toEqual([]);
  });
});
