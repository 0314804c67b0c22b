// The CPU one feed request costs this process when its filter is new (issue #41, item 4): a fresh
// database on BENCH_DATABASE_URL (or TEST_DATABASE_URL) with a generated agenda, the app in this
// process, and feeds of 100 events asked for with tag pairs never asked for before, as a visitor who
// varies the address would. CPU is the process's own (user + system, process.cpuUsage), so the
// database's share is not in it. Run: `tsx bench/feed-cost.ts [--count 3000] [--requests 24]`.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { generateActivities } from './generate';
import { TAGS } from './vocabulary';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '3000' },
    requests: { type: 'string', default: '24' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');

const name = `meedoen_feed_cost_${process.pid}`;
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const url = new URL(serverUrl);
url.pathname = `/${name}`;
await admin(`create database ${name}`);
try {
  const database = await connectDatabase({
    kind: 'postgres',
    url: url.toString(),
    statementTimeoutMs: 600_000,
  });
  await generateActivities(database.db, { count: Number(values.count), seed: 'feed-cost' });
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), clientDir: null };
  const app = await buildApp(config, { database });
  await app.ready();

  // Every pair of tags once, in a fixed order; each is a filter the feeds have not seen.
  const pairs: string[] = [];
  for (let i = 0; i < TAGS.length; i++)
    for (let j = i + 1; j < TAGS.length; j++) pairs.push(`${TAGS[i]},${TAGS[j]}`);
  const requests = Number(values.requests);
  const kinds = ['ics?lang=nl', 'ics?lang=en', 'rss?lang=nl', 'rss?lang=en'];

  async function cpuOf(path: string): Promise<{ ms: number; events: number }> {
    const before = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url: path });
    const used = process.cpuUsage(before);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    const events = (res.body.match(/BEGIN:VEVENT|<item>/g) ?? []).length;
    return { ms: (used.user + used.system) / 1000, events };
  }

  // The list's own first request builds what it keeps (its index, occurrences); not the feeds' cost.
  await app.inject({ method: 'GET', url: '/api/activities' });
  let next = 0;
  for (const kind of kinds) {
    const samples: number[] = [];
    let events = 0;
    for (let n = 0; n < requests; n++) {
      const pair = pairs[next++ % pairs.length]!;
      const sample = await cpuOf(`/api/activities.${kind}&tags=${pair}`);
      samples.push(sample.ms);
      events += sample.events;
    }
    // The same address again: what a poll of a known filter costs.
    const repeat = await cpuOf(`/api/activities.${kind}&tags=${pairs[next - 1]}`);
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
    console.log(
      `${kind.padEnd(12)} new filter: median ${median.toFixed(1)} ms, mean ${mean.toFixed(1)} ms, ` +
        `max ${samples.at(-1)!.toFixed(1)} ms CPU (${(events / requests).toFixed(0)} events a feed); ` +
        `same filter again ${repeat.ms.toFixed(1)} ms`,
    );
  }
  await app.close();
  await database.close();
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
