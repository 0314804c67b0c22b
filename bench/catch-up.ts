// tsx bench/catch-up.ts --database-url postgres://postgres@127.0.0.1:5432/meedoen_bench [--rounds 30]
//
// What one change costs a process's list index to catch up with (decision 0020), by kind of change, at
// the size of the database given (a generated agenda: `npm run bench:generate`, or the one `npm run
// bench -- --reuse` keeps). The list's requests wait for a catch-up and no list is answered while its
// work runs, so this is the pause a write puts into every process's lists. Each change is committed by
// plain SQL and undone at the end; the index is told of it as a process's own write tells it.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ListIndex } from '../src/server/features/activities/list/list-index';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { 'database-url': { type: 'string' }, rounds: { type: 'string', default: '30' } },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url names the database with a generated agenda');
const rounds = Number(values.rounds);

const pool = new pg.Pool({ connectionString: url, max: 2 });
const index = new ListIndex(pool);
const loadStarted = performance.now();
const { table } = await index.current();
console.log(
  `${table.size.toLocaleString('en')} activities; whole load ${Math.round(performance.now() - loadStarted)} ms`,
);

const pick = (round: number) => table.ids[(round * 7919) % table.size]!;
/** Each kind: the column a change writes, and its new value from the old. */
const kinds: Record<string, { column: string; value: (old: unknown, n: number) => unknown }> = {
  'a place taken (next date full)': { column: 'next_date_full', value: (old) => !old },
  'contact person edited': { column: 'contact_person', value: (_, n) => `Bewerking ${n}` },
  'score edited': { column: 'ontmoetingsscore', value: (old) => 1 + ((old as number) % 5) },
  'title edited (its words change)': { column: 'title', value: (old, n) => `${old} x${n}` },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const set = (column: string, id: number, value: unknown) =>
  pool.query(`update activities set ${column} = $2 where id = $1`, [id, value]);
for (const [name, { column, value }] of Object.entries(kinds)) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const id = pick(round);
    const { rows } = await pool.query(`select ${column} as old from activities where id = $1`, [id]);
    const old = rows[0].old;
    await set(column, id, value(old, round));
    index.changed();
    const started = performance.now();
    const usage = process.cpuUsage();
    await index.current();
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    // Undone, and caught up with before the next round: the agenda stays as it was generated.
    await set(column, id, old);
    index.changed();
    await index.current();
  }
  console.log(
    `${name.padEnd(34)} catch-up: median ${median(wall).toFixed(2)} ms, max ${Math.max(...wall).toFixed(2)} ms; CPU median ${median(cpu).toFixed(2)} ms`,
  );
}
await index.stopListening();
await pool.end();
