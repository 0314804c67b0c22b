import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listActivity } from './list-activity-fixture';
import { buildListTable, type ListTable } from './list-table';
import {
  type IdBits,
  idListOf,
  keepDenseBitmaps,
  matchWords,
  parseWordQuery,
  type WordQuery,
} from './word-match';
import { type ActivityWords, mergePostings, PostingsBuilder } from './word-postings';
import { matchWordsOverRanks } from './word-ranks';

const word = (lexeme: string): WordQuery => ({ kind: 'word', lexeme });

describe('parseWordQuery', () => {
  it('reads the queries PostgreSQL writes for websearch_to_tsquery, with its precedence', () => {
    expect(parseWordQuery("'wandel' | 'wandelen'")).toEqual({
      kind: 'or',
      left: word('wandel'),
      right: word('wandelen'),
    });
    // & binds tighter than |, ! tighter than &.
    expect(parseWordQuery("'a' | 'b' & !'c'")).toEqual({
      kind: 'or',
      left: word('a'),
      right: { kind: 'and', left: word('b'), right: { kind: 'not', of: word('c') } },
    });
    expect(parseWordQuery("( 'a' | 'b' ) & !'c'")).toEqual({
      kind: 'and',
      left: { kind: 'or', left: word('a'), right: word('b') },
      right: { kind: 'not', of: word('c') },
    });
    expect(parseWordQuery("!( 'a' & 'b' )")).toEqual({
      kind: 'not',
      of: { kind: 'and', left: word('a'), right: word('b') },
    });
    // A quote in a word is doubled, a backslash escaped.
    expect(parseWordQuery("'it''s' & 'a\\\\b'")).toEqual({
      kind: 'and',
      left: word("it's"),
      right: word('a\\b'),
    });
    expect(parseWordQuery('caf\u00e9')).toBeNull();
  });

  it('answers empty for the empty query (only stop words), and null for what needs positions', () => {
    expect(parseWordQuery('')).toBe('empty');
    expect(parseWordQuery("'open' <-> 'atelier' & !'yoga'")).toBeNull();
    expect(parseWordQuery("'a' <2> 'b'")).toBeNull();
    expect(parseWordQuery("'a':*")).toBeNull();
    expect(parseWordQuery("'a':AB")).toBeNull();
    expect(parseWordQuery("'a' &")).toBeNull();
    expect(parseWordQuery("( 'a'")).toBeNull();
  });
});

// The plain way: every activity's words as a set, the query asked of each.
const VOCABULARY = ['wandel', 'koken', 'yoga', "it's", 'a\\b', 'muziek'];
const holds = (query: WordQuery, words: ReadonlySet<string>): boolean => {
  switch (query.kind) {
    case 'word':
      return words.has(query.lexeme);
    case 'not':
      return !holds(query.of, words);
    case 'and':
      return holds(query.left, words) && holds(query.right, words);
    case 'or':
      return holds(query.left, words) || holds(query.right, words);
  }
};
const written = (query: WordQuery): string => {
  switch (query.kind) {
    case 'word':
      return `'${query.lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
    case 'not':
      return `!( ${written(query.of)} )`;
    default:
      return `( ${written(query.left)} ) ${query.kind === 'and' ? '&' : '|'} ( ${written(query.right)} )`;
  }
};
const queries: fc.Arbitrary<WordQuery> = fc.letrec<{ query: WordQuery }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...VOCABULARY).map(word),
    tie('query').map((of): WordQuery => ({ kind: 'not', of })),
    fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      left: tie('query'),
      right: tie('query'),
    }),
  ),
})).query;
const activitiesUpTo = (greatestId: number) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: greatestId }), { maxLength: 40 })
    .chain((ids) =>
      fc.tuple(
        ...ids.map((id) =>
          fc
            .tuple(fc.subarray(VOCABULARY), fc.subarray(VOCABULARY))
            .map(([head, body]): ActivityWords => ({ id, head, all: [...new Set([...head, ...body])] })),
        ),
      ),
    );
const activities = activitiesUpTo(400);

function build(rows: readonly ActivityWords[]) {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const all = new PostingsBuilder();
  const head = new PostingsBuilder();
  // In two chunks of ids, as the index reads them.
  for (const chunk of [sorted.slice(0, sorted.length >> 1), sorted.slice(sorted.length >> 1)]) {
    for (const w of VOCABULARY) {
      const inAll = chunk.filter((r) => r.all.includes(w)).map((r) => r.id);
      const inHead = chunk.filter((r) => r.head.includes(w)).map((r) => r.id);
      if (inAll.length > 0) all.add(w, Int32Array.from(inAll));
      if (inHead.length > 0) head.add(w, Int32Array.from(inHead));
    }
  }
  return {
    postings: { all: all.finish(), head: head.finish() },
    universe: Int32Array.from(sorted.map((r) => r.id)),
  };
}

function expected(query: WordQuery, rows: readonly ActivityWords[]) {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const matching = sorted.filter((r) => holds(query, new Set(r.all)));
  return {
    head: matching.filter((r) => holds(query, new Set(r.head))).map((r) => r.id),
    body: matching.filter((r) => !holds(query, new Set(r.head))).map((r) => r.id),
  };
}

const plain = (match: { head: IdBits; body: IdBits }) => ({
  head: idListOf(match.head),
  body: idListOf(match.body),
});

describe('matchWords', () => {
  it('matches as the query asked of every activity: the whole text, and the short texts first', () => {
    fc.assert(
      fc.property(activities, queries, (rows, query) => {
        const { postings, universe } = build(rows);
        const read = parseWordQuery(written(query));
        expect(read).toEqual(query);
        expect(plain(matchWords(query, postings, universe))).toEqual(expected(query, rows));
      }),
      { numRuns: 300 },
    );
  });

  it('matches the same with the common words’ ids kept as bitmaps', () => {
    fc.assert(
      // Ids close together: many words are in one activity of 8 or more, and get a bitmap.
      fc.property(activitiesUpTo(60), queries, (rows, query) => {
        const { postings, universe } = build(rows);
        const before = plain(matchWords(query, postings, universe));
        keepDenseBitmaps(postings);
        expect(plain(matchWords(query, postings, universe))).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('matches nothing for the empty query', () => {
    const { postings, universe } = build([{ id: 1, all: ['yoga'], head: ['yoga'] }]);
    expect(plain(matchWords('empty', postings, universe))).toEqual({ head: [], body: [] });
  });

  it('drops a changed activity that is the last of a word’s list, and adds one after every list', () => {
    const { postings } = build([
      { id: 3, all: ['yoga'], head: [] },
      { id: 7, all: ['yoga', 'koken'], head: ['koken'] },
    ]);
    const merged = mergePostings(postings, [7, 9], [{ id: 9, all: ['koken'], head: [] }]);
    const universe = Int32Array.from([3, 9]);
    expect(plain(matchWords(word('yoga'), merged, universe))).toEqual({ head: [], body: [3] });
    expect(plain(matchWords(word('koken'), merged, universe))).toEqual({ head: [], body: [9] });
  });

  it('after changes matches as postings built afresh (changed, added and gone activities)', () => {
    fc.assert(
      fc.property(
        activities,
        activities,
        fc.array(fc.integer({ min: 1, max: 400 })),
        queries,
        (before, now, gone, query) => {
          // `now`'s activities are changed or added; `gone`'s are deleted (unless `now` holds them).
          const nowIds = new Set(now.map((r) => r.id));
          const after = [...before.filter((r) => !nowIds.has(r.id) && !gone.includes(r.id)), ...now];
          const merged = mergePostings(build(before).postings, [...nowIds, ...gone], now);
          const universe = Int32Array.from(after.map((r) => r.id).sort((a, b) => a - b));
          expect(plain(matchWords(query, merged, universe))).toEqual(expected(query, after));
          // No word keeps an empty list.
          for (const ids of [...merged.all.values(), ...merged.head.values()])
            expect(ids.count).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('matchWordsOverRanks', () => {
  /** A list table of these activities, in an order unlike their ids' (some are over). */
  const tableOf = (rows: readonly ActivityWords[], nextDays: readonly (number | null)[]) =>
    buildListTable(
      rows.map((row, i) => {
        const nextDay = nextDays[i % nextDays.length] ?? null;
        return listActivity(row.id, { nextDay, lastDay: nextDay ?? 3, days: [nextDay ?? 3] });
      }),
    );
  /** The ids of a bitmap over the table's ranks, ascending. */
  const idsAt = (table: ListTable, bits: Uint32Array) => {
    const ids: number[] = [];
    for (let rank = 0; rank < table.size; rank++)
      if ((bits[rank >>> 5]! & (1 << (rank & 31))) !== 0) ids.push(table.ids[table.order[rank]!]!);
    return ids.sort((a, b) => a - b);
  };
  const nextDays = fc.array(fc.option(fc.integer({ min: 10, max: 20 }), { nil: null }), { minLength: 1 });
  const overRanks = (query: WordQuery, postings: Parameters<typeof matchWords>[1], table: ListTable) => {
    const { head, body } = matchWordsOverRanks(query, postings, table);
    return { head: idsAt(table, head.rankBits), body: idsAt(table, body.rankBits) };
  };

  it('matches what matchWords matches, over ranks, with and without the common words’ bitmaps', () => {
    fc.assert(
      fc.property(activitiesUpTo(60), queries, nextDays, (rows, query, days) => {
        const { postings } = build(rows);
        const table = tableOf(rows, days);
        expect(overRanks(query, postings, table)).toEqual(expected(query, rows));
        keepDenseBitmaps(postings);
        // Twice: the second time from the common words' ranks kept with the table.
        expect(overRanks(query, postings, table)).toEqual(expected(query, rows));
        expect(overRanks(query, postings, table)).toEqual(expected(query, rows));
      }),
      { numRuns: 300 },
    );
  });

  it('matches the same where the ids are too sparse to look up', () => {
    fc.assert(
      fc.property(activities, queries, nextDays, (rows, query, days) => {
        const far = rows.map((row) => ({ ...row, id: row.id * 10_000 }));
        const { postings } = build(far);
        expect(overRanks(query, postings, tableOf(far, days))).toEqual(expected(query, far));
      }),
      { numRuns: 200 },
    );
  });

  it('matches nothing for the empty query', () => {
    const rows = [{ id: 1, all: ['yoga'], head: ['yoga'] }];
    const table = tableOf(rows, [12]);
    const { head, body } = matchWordsOverRanks('empty', build(rows).postings, table);
    expect([idsAt(table, head.rankBits), idsAt(table, body.rankBits)]).toEqual([[], []]);
  });
});
