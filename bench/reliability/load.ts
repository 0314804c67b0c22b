// npm run bench:load [-- --seconds 60 --connections 100 --count 5000 --members 200 --reuse]
//
// Issue #12 item 1: mixed traffic on the built server (about 70% list with a new filter each time, 15%
// detail, 10% members registering, leaving and (un)favouriting, 5% administrators editing), then the
// check that the database holds exactly what the acknowledged writes imply. See docs/reliability.md.
// Issue #46: before the mix the same server on the same data takes reads alone for as long, and the mix
// is compared with them (load-report.ts); the machine's speed is printed and recorded beside the figures.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/connect';
import { formatMachineSpeed, machine, measureMachineSpeed } from '../machine-speed';
import { formatComparison } from './load-report';
import {
  embeddedTarget,
  fill,
  formatResult,
  loadScenario,
  prepareEmbedded,
  serverTarget,
  type Target,
} from './scenarios';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    count: { type: 'string', default: '5000' },
    members: { type: 'string', default: '200' },
    hot: { type: 'string', default: '300' },
    reuse: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    source: { type: 'boolean', default: false },
  },
});

const number = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
};

/** Creates the database the URL names on its server when it is not there yet (as the server's `postgres`). */
async function createDatabaseIfMissing(url: string, log: (line: string) => void): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name)
    throw new Error(`--database-url must name a database, e.g. postgres://…/meedoen_load; not ${url}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const count = number('count');
  const seconds = number('seconds');
  const log = (line: string) => console.log(line);
  const m = machine();
  console.log(`Meedoen load benchmark: ${m.cpu}, ${m.cores} cores, load ${m.load}, node ${m.node}`);
  // Before anything of the benchmark's own runs, so that only other work on the machine can slow it.
  const speed = measureMachineSpeed();
  console.log(formatMachineSpeed(speed));
  let target: Target;
  let cleanUp = () => {};
  const url = values['database-url'];
  if (url) {
    // A database of the person's choosing: created when missing, filled with the agenda unless it holds
    // it already.
    await createDatabaseIfMissing(url, log);
    const database = await connectDatabase({ kind: 'postgres', url, statementTimeoutMs: 600_000 });
    try {
      await fill(database, count, log);
    } finally {
      await database.close();
    }
    target = serverTarget(url, '');
  } else {
    const dataDir = path.join(os.tmpdir(), `meedoen-load-embedded-${count}`);
    if (!values.reuse) rmSync(dataDir, { recursive: true, force: true });
    await prepareEmbedded(dataDir, count, log);
    target = embeddedTarget(dataDir);
    if (!values.reuse) cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    const result = await loadScenario(target, {
      seconds,
      readsAloneFirst: true,
      connections: number('connections'),
      members: number('members'),
      hot: number('hot'),
      source: values.source,
      log,
    });
    console.log(formatResult(result));
    if (result.comparison) console.log(`\n${formatComparison(result.comparison)}`);
    const results = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      path.join(results, 'load-latest.json'),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          cpus: os.cpus().length,
          machine: { ...machine(), loadavg: os.loadavg(), speed },
          database: target.kind,
          count,
          secondsPerPhase: seconds,
          ...result,
        },
        null,
        2,
      )}\n`,
    );
    // The checks decide the exit code; issue #46's goals are figures (met or NOT met in the output).
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
