// npm run faults [-- --only db-stop-embedded,db-stop-server,sigterm,kill9,kill9-all,db-freeze-embedded --outage 10]
//
// Issue #12 item 2, each fault under the mixed load of bench:load: (a) the database stopped for
// --outage seconds, on the embedded cluster and on a PostgreSQL server of the script's own (never the
// machine's); (b) SIGTERM; (c) kill -9 and the next start. Each checks that no acknowledged write is
// lost. See docs/reliability.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../../src/server/db/connect';
import { startOwnServer } from './cluster-control';
import {
  type Common,
  copyDataDir,
  databaseStopScenario,
  embeddedTarget,
  fill,
  formatResult,
  killScenario,
  prepareEmbedded,
  type ScenarioResult,
  serverTarget,
  sigtermScenario,
} from './scenarios';

const SCENARIOS = [
  'db-stop-embedded',
  'db-stop-server',
  'sigterm',
  'kill9',
  'kill9-all',
  'db-freeze-embedded',
] as const;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    // db-freeze-embedded is asked for by name: its checks are goals not met yet (docs/reliability.md).
    only: { type: 'string', default: SCENARIOS.filter((name) => name !== 'db-freeze-embedded').join(',') },
    outage: { type: 'string', default: '10' },
    before: { type: 'string', default: '5' },
    after: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    count: { type: 'string', default: '5000' },
    members: { type: 'string', default: '200' },
    hot: { type: 'string', default: '300' },
    reuse: { type: 'boolean', default: false },
    source: { type: 'boolean', default: false },
  },
});

const number = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};

async function main() {
  const only = values.only!.split(',').filter(Boolean);
  for (const name of only) {
    if (!(SCENARIOS as readonly string[]).includes(name))
      throw new Error(`Unknown scenario ${name}: ${SCENARIOS.join(', ')}`);
  }
  const count = number('count');
  const log = (line: string) => console.log(line);
  const common: Common = {
    connections: number('connections'),
    members: number('members'),
    hot: number('hot'),
    source: values.source,
    log,
  };
  const timing = {
    beforeSeconds: number('before'),
    outageSeconds: number('outage'),
    afterSeconds: number('after'),
  };

  // One generated agenda; each embedded scenario breaks a copy of it.
  const template = path.join(os.tmpdir(), `meedoen-faults-embedded-${count}`);
  if (!values.reuse) rmSync(template, { recursive: true, force: true });
  if (only.some((name) => name !== 'db-stop-server')) await prepareEmbedded(template, count, log);

  const results: ScenarioResult[] = [];
  const embedded = async (run: (dataDir: string) => Promise<ScenarioResult>) => {
    const dataDir = copyDataDir(template, 'meedoen-faults-');
    try {
      results.push(await run(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(formatResult(results[results.length - 1]!));
  };

  for (const name of only) {
    console.log(`\n▶ ${name}`);
    if (name === 'db-stop-embedded') {
      await embedded((dir) => databaseStopScenario(embeddedTarget(dir), { ...common, ...timing }));
    } else if (name === 'sigterm') {
      await embedded((dir) =>
        sigtermScenario(embeddedTarget(dir), { ...common, beforeSeconds: timing.beforeSeconds }),
      );
    } else if (name === 'kill9') {
      await embedded((dir) =>
        killScenario(embeddedTarget(dir), { ...common, beforeSeconds: timing.beforeSeconds }),
      );
    } else if (name === 'db-freeze-embedded') {
      await embedded((dir) =>
        databaseStopScenario(embeddedTarget(dir), { ...common, ...timing, mode: 'freeze' }),
      );
    } else if (name === 'kill9-all') {
      await embedded((dir) =>
        killScenario(embeddedTarget(dir), { ...common, beforeSeconds: timing.beforeSeconds, database: true }),
      );
    } else if (name === 'db-stop-server') {
      const server = await startOwnServer();
      try {
        const database = await connectDatabase({
          kind: 'postgres',
          url: server.url,
          statementTimeoutMs: 600_000,
        });
        try {
          await fill(database, count, log);
        } finally {
          await database.close();
        }
        results.push(
          await databaseStopScenario(serverTarget(server.url, server.clusterDir), { ...common, ...timing }),
        );
        console.log(formatResult(results[results.length - 1]!));
      } finally {
        await server.remove();
      }
    }
  }
  if (!values.reuse) rmSync(template, { recursive: true, force: true });

  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'faults-latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, count, results }, null, 2)}\n`,
  );
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length} of ${results.length} scenarios passed every check`);
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
