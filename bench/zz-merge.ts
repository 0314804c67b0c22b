import pg from 'pg';
import { mergePostings } from '../src/domain/activities/word-postings';
import { ListIndex } from '../src/server/features/activities/list/list-index';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/meedoen_bench', max: 2 });
const index = new ListIndex(pool);
let t = Date.now();
const { words } = await index.current();
console.log('load ms', Date.now() - t, 'lists', words.all.size, words.head.size);
const ids = [5, 777, 50_000];
const rows = (
  await pool.query(
    `select a.id, coalesce(tsvector_to_array(a.search_vector), '{}') as "all", coalesce(tsvector_to_array(a.head_vector), '{}') as head from activities a where a.id = any($1::int[])`,
    [ids],
  )
).rows;
for (const changed of [[5], [777, 50_000], [99_999]]) {
  const r = rows.filter((x) => changed.includes(x.id));
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    mergePostings(words, changed, r);
    console.log('merge', changed.join(','), (performance.now() - t).toFixed(1), 'ms');
  }
}
await pool.end();
