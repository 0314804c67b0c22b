import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchQueryOf } from '../../src/domain/activities/search-query';
import { similarWords, TYPO_THRESHOLD } from '../../src/domain/activities/typo-match';
import { idListOf, matchWords, parseWordQuery } from '../../src/domain/activities/word-match';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { queryList } from '../../src/server/features/activities/list/list-repository';
import {
  type ListStatement,
  parseIds,
  searchQueriesStatement,
  searchQueryStatement,
  searchWordsStatement,
} from '../../src/server/features/activities/list/list-sql';
import { searched, untilHeard } from '../helpers/list-page';
import { createTestApps, type TestApps } from '../helpers/test-app';

// A search's words are matched in memory (decision 0018): the database makes the query, the list
// index's words answer it. These hold that the answer is the database's own `search_vector @@ query`
// (list-sql.ts's searchWordsStatement, still used for phrases) on the demo agenda's Dutch and English
// texts, and that a change by any path reaches the search of every process. A search whose words match
// nothing answers with the activities holding a word like the typed text, also matched in memory
// (decision 0019): "like" is pg_trgm's own word_similarity, word for word, on the demo agenda's words.

let t: TestApps;
let one: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApps(2, { listCacheMs: 0 });
  [one, other] = t.apps as [FastifyInstance, FastifyInstance];
  await seedDemoData(one.db, { withMemberPasswords: false });
  // A list catches each index up with the seed, as the first list after a real start does.
  for (const app of [one, other]) await searched(app, 'museum');
});
afterAll(async () => t.close());

async function inMemory(app: FastifyInstance, search: string) {
  const { table, words } = await app.activities.list.index.current();
  const [asked] = await queryList<{ query: string }>(app.database.listPool, searchQueryStatement(search));
  const query = parseWordQuery(asked!.query);
  if (query === null) return null;
  const { head, body } = matchWords(query, words, table.ids);
  return { head: idListOf(head), body: idListOf(body) };
}

async function inDatabase(app: FastifyInstance, search: string) {
  const [found] = await queryList<{ head: string | null; body: string | null }>(
    app.database.listPool,
    searchWordsStatement(search),
  );
  return { head: parseIds(found?.head), body: parseIds(found?.body) };
}

describe('a search matched in memory', () => {
  it('matches what the database matches, for every word of the agenda’s titles and for the search syntax', async () => {
    const titles = await t.query('select title, title_en from activities');
    const titleWords = new Set<string>();
    for (const row of titles.rows as { title: string; title_en: string | null }[]) {
      for (const w of `${row.title} ${row.title_en ?? ''}`.split(/[^\p{L}\p{N}]+/u)) if (w) titleWords.add(w);
    }
    expect(titleWords.size).toBeGreaterThan(50);
    const syntax = [
      'wandelen -museum',
      'yoga or koken',
      '-yoga',
      'koffie OR thee -kinderen',
      'Café',
      'ËXPOSITIE',
      'de het een',
      'the',
      "it's",
      'walking tour',
      'zzzqqq',
    ];
    let answered = 0;
    for (const search of [...titleWords, ...syntax]) {
      const memory = await inMemory(one, search);
      if (memory === null) continue;
      answered++;
      const database = await inDatabase(one, search);
      expect({ search, head: memory.head, body: memory.body }).toEqual({
        search,
        head: [...database.head],
        body: [...database.body],
      });
    }
    expect(answered).toBeGreaterThan(titleWords.size * 0.9);
  });

  it('leaves a phrase (quoted or hyphenated words) to the database, and the list finds it', async () => {
    expect(await inMemory(one, '"samen eten"')).toBeNull();
    expect(await inMemory(one, 'e-bike')).toBeNull();
    const [{ id, title }] = (await t.query('select id, title from activities order by id limit 1')).rows as [
      { id: number; title: string },
    ];
    const phrase = `"${title.split(' ').slice(0, 2).join(' ')}"`;
    expect((await searched(one, phrase)).ids).toContain(id);
  });

  it('finds a word written by plain SQL in every process once it hears of it, and no longer the old one', async () => {
    const [{ id }] = (await t.query('select id from activities order by id limit 1')).rows as [
      { id: number },
    ];
    // (The list's total would count the typo-tolerant matches a search without word matches falls back to.)
    const nothing = { head: [], body: [] };
    for (const app of [one, other]) expect(await inMemory(app, 'zeilwedstrijd')).toEqual(nothing);
    await t.query(
      `update activities set description = description || ' Met een zeilwedstrijd op het meer.' where id = $1`,
      [id],
    );
    for (const app of [one, other])
      await untilHeard(async () =>
        expect(await searched(app, 'zeilwedstrijd')).toEqual({ ids: [id], total: 1 }),
      );
    // In the short texts it is the first tier's.
    await t.query(`update activities set title = 'Zwanenbloem' where id = $1`, [id]);
    await untilHeard(async () =>
      expect(await searched(other, 'zwanenbloem')).toEqual({ ids: [id], total: 1 }),
    );
    expect((await inMemory(other, 'zwanenbloem'))?.head).toEqual([id]);
    await t.query('delete from activities where id = $1', [id]);
    for (const app of [one, other]) {
      await untilHeard(async () => expect((await searched(app, 'zeilwedstrijd')).ids).not.toContain(id));
      expect(await inMemory(app, 'zeilwedstrijd')).toEqual(nothing);
    }
  });
});

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
    const { words } = await one.activities.list.index.current();
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

describe('the search query made in memory (decision 0021)', () => {
  const ask = <T>(statement: ListStatement) => queryList<T>(one.database.listPool, statement);

  /** Every word in the demo agenda's and the benchmark's texts, as they are written there. */
  function vocabulary(): string[] {
    const seedDir = fileURLToPath(new URL('../../src/server/db/seed/', import.meta.url));
    const files = [
      ...readdirSync(seedDir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => path.join(seedDir, name)),
      fileURLToPath(new URL('../../bench/vocabulary.ts', import.meta.url)),
    ];
    const words = new Set<string>();
    for (const file of files)
      for (const [word] of readFileSync(file, 'utf8').matchAll(/[A-Za-zÀ-ÿ]+/g)) words.add(word);
    return [...words];
  }

  it('agrees with this database, and a search then sends it no statement for its query', async () => {
    const variant = await one.activities.list.searchQueries.variant(ask);
    expect(variant).not.toBeNull();
    const statements = vi.spyOn(one.database.listPool, 'query');
    try {
      expect((await searched(one, 'Wandelen')).total).toBeGreaterThan(0);
      const texts = statements.mock.calls.map(([config]) => JSON.stringify(config));
      expect(texts.filter((text) => text.includes('websearch_to_tsquery'))).toEqual([]);
    } finally {
      statements.mockRestore();
    }
  });

  it('makes the query the database makes for every word of the demo agenda and the benchmark, alone and in pairs', async () => {
    const variant = (await one.activities.list.searchQueries.variant(ask))!;
    const words = vocabulary();
    const pairs = words.slice(1).map((word, i) => `${words[i]} ${word}`);
    const texts = [...words, ...pairs, ...words.map((word) => word.toUpperCase())];
    const answers = await ask<{ text: string; query: string; typed: string }>(searchQueriesStatement(texts));
    let compared = 0;
    for (const answer of answers) {
      const made = searchQueryOf(answer.text, variant);
      if (made === null) continue;
      compared++;
      expect(made, answer.text).toEqual({ query: answer.query, typed: answer.typed });
    }
    // Nearly every text is one this module makes (the rest hold a letter it leaves to the database).
    expect(compared).toBeGreaterThan(0.95 * texts.length);
    expect(words.length).toBeGreaterThan(1000);
  });
});
