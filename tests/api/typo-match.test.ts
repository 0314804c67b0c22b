import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarWords, TYPO_THRESHOLD } from '../../src/domain/activities/typo-match';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { listIndexOf } from '../../src/server/features/activities/list-index';
import { searched, untilHeard } from '../helpers/list-page';
import { createTestApps, type TestApps } from '../helpers/test-app';

// A search whose words match nothing answers with the activities holding a word like the typed text,
// matched in memory (decision 0019). These hold that "like" is pg_trgm's own word_similarity, word for
// word, on the demo agenda's words, and that a change by any path reaches the typo search of every
// process.

let t: TestApps;
let one: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApps(2, { listCacheMs: 0 });
  [one, other] = t.apps as [FastifyInstance, FastifyInstance];
  await seedDemoData(one.db, { withMemberPasswords: false });
});
afterAll(async () => t.close());

/** Typos people make: a letter left out, two swapped, one doubled. */
function typosOf(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  return [
    word.slice(0, middle) + word.slice(middle + 1),
    word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1),
    word.slice(0, middle) + word[middle] + word.slice(middle),
  ];
}

describe('the typo match in memory', () => {
  it('finds the words pg_trgm finds, each as similar as pg_trgm says', async () => {
    await searched(one, 'museum');
    const { words } = await listIndexOf(one.db).current();
    const lexemes = [...words.head.keys()];
    const titles = await t.query('select title from activities');
    const typed = new Set<string>(['tuin', 'wandlen', 'museun', 'samen etn', 'xylofoon', 'a']);
    for (const { title } of titles.rows as { title: string }[])
      for (const word of title.toLowerCase().split(/[^\p{L}\p{N}]+/u))
        if (word.length >= 4) for (const typo of typosOf(word)) typed.add(typo);
    expect(typed.size).toBeGreaterThan(100);
    let found = 0;
    for (const text of typed) {
      const database = await t.query(
        `select w as word, word_similarity($1, w) as similarity from unnest($2::text[]) w
          where word_similarity($1, w) >= $3 order by w`,
        [text, lexemes, TYPO_THRESHOLD],
      );
      const memory = similarWords(text, words.head).sort((a, b) => (a.word < b.word ? -1 : 1));
      // The database sends its float4 as the shortest text that reads back as it (0.8 for 0.800000011920929).
      const expected = (database.rows as { word: string; similarity: number }[]).map((row) => ({
        word: row.word,
        similarity: Math.fround(row.similarity),
      }));
      expect({ text, words: memory }).toEqual({ text, words: expected });
      found += memory.length;
    }
    expect(found).toBeGreaterThan(typed.size);
  });

  it('answers a search whose words match nothing, most similar first, in every process after a change', async () => {
    for (const app of [one, other])
      expect(await searched(app, 'zeilwedstrjd')).toEqual({ ids: [], total: 0 });
    const [{ id }] = (await t.query('select id from activities order by id limit 1')).rows as [
      { id: number },
    ];
    await t.query(`update activities set title = 'Zeilwedstrijd op het meer' where id = $1`, [id]);
    for (const app of [one, other])
      await untilHeard(async () =>
        expect(await searched(app, 'zeilwedstrjd')).toEqual({ ids: [id], total: 1 }),
      );
    // A second activity with a word less like it comes after the first.
    const [{ id: second }] = (await t.query('select id from activities order by id limit 1 offset 1'))
      .rows as [{ id: number }];
    await t.query(`update activities set keywords = 'zeilen' where id = $1`, [second]);
    // 'zeilenn': 0.75 like 'zeilen', 0.5 like 'zeilwedstrijd'.
    await untilHeard(async () =>
      expect(await searched(other, 'zeilenn')).toEqual({ ids: [second, id], total: 2 }),
    );
    expect(await searched(other, 'zeilwedstrjd')).toEqual({ ids: [id], total: 1 });
    expect(await searched(other, 'zeilwedstrijden')).toEqual({ ids: [id], total: 1 });
    await t.query('delete from activities where id = $1', [id]);
    for (const app of [one, other])
      await untilHeard(async () =>
        expect(await searched(app, 'zeilwedstrjd')).toEqual({ ids: [], total: 0 }),
      );
  });
});
