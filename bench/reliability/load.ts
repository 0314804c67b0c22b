// npm run bench:load [-- --seconds 60 --connections 100 --count 5000 --members 200 --reuse]
//
// Issue #12 item 1: mixed traffic on the built server (about 70% list with a new filter each time, 15%
// detail, 10% members registering, leaving and (un)favouriting, 5% administrators editing), then the
// check that the database holds exactly what the acknowledged writes imply. See docs/reliability.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../../src/server/db/connect';
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

async function main() {
  const count = number('count');
  const log = (line: string) => console.log(line);
  let target: Target;
  let cleanUp = () => {};
  const url = values['database-url'];
  if (url) {
    // A database of the person's choosing: filled with the agenda unless it holds it already.
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
      seconds: number('seconds'),
      connections: number('connections'),
      members: number('members'),
      hot: number('hot'),
      source: values.source,
      log,
    });
    console.log(formatResult(result));
    const results = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      path.join(results, 'load-latest.json'),
      `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, database: target.kind, count, ...result }, null, 2)}\n`,
    );
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
