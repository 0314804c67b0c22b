import type pg from 'pg';
import {
  buildListTable,
  type ListActivity,
  type ListTable,
  mergeListTable,
} from '../../../domain/activities/list-table';
import type { WordPostings } from '../../../domain/activities/word-match';
import { type ActivityWords, mergePostings, PostingsBuilder } from '../../../domain/activities/word-postings';
import { type Db, listPoolOf } from '../../db/connect';
import { CardTexts } from './card-texts';
import {
  activityWordsStatement,
  changedIdsStatement,
  entriesStatement,
  type ListStatement,
  parseIds,
  snapshotStatement,
  wordPostingsStatement,
} from './list-sql';

// The list index: every activity's list fields in this process's memory, so that which activities a
// list shows, in which order and how many, is decided without asking the database (decision 0016).
// It is never trusted blindly: every page's cards are read together with the question "did anything
// change since the index's snapshot?" (list-sql.ts's cardsStatement); when something did, the index
// reads those activities again and the page is chosen again. Triggers log every change, by any path
// and any process (migration 0010), so a write is seen by the next list everywhere. The cards' texts
// (card-texts.ts) are kept with it and forgotten with it. So are the words of every activity, for
// matching a search in memory (decision 0018): read in the same transaction as the table, and changed
// with it.

/**
 * The change log keeps an hour (sweepListChanges); an index that has not looked for half of that loads
 * everything again rather than trust a log that may have lost what it needs.
 */
const CHANGE_LOG_KEPT = '1 hour';
const CATCH_UP_LIMIT_MS = 30 * 60_000;
const LOAD_TIMEOUT_MS = 60_000;
/**
 * The words' lists are read this many activities at a time: every list of a chunk arrives as text
 * (about 35 MB at 100,000 activities in one piece), and the server's memory stays under its goal.
 */
const WORDS_CHUNK = 20_000;

interface Loaded {
  table: ListTable;
  /** Every activity's words, as of the same snapshot as the table. */
  words: WordPostings;
  /** The snapshot the table is as of. */
  snapshot: string;
  checkedAt: number;
}

export class ListIndex {
  private loaded: Loaded | null = null;
  private stale = false;
  private loading: Promise<Loaded> | null = null;
  /** The cards' JSON, of the activities as the table has them. */
  readonly cards = new CardTexts();

  constructor(private readonly pool: pg.Pool) {}

  /**
   * The table and the snapshot it is as of, caught up first when a change was reported; with the
   * cards' generation, under which a card read with the snapshot's check may be kept.
   */
  async current(): Promise<{ table: ListTable; words: WordPostings; snapshot: string; generation: number }> {
    const loaded = this.loaded;
    if (!loaded || this.stale || Date.now() - loaded.checkedAt >= CATCH_UP_LIMIT_MS) {
      this.loading ??= this.catchUp().finally(() => {
        this.loading = null;
      });
      const { table, words, snapshot } = await this.loading;
      return { table, words, snapshot, generation: this.cards.generation };
    }
    const { table, words, snapshot } = loaded;
    return { table, words, snapshot, generation: this.cards.generation };
  }

  /**
   * What a page's read found: nothing changed since `basis`, as of `snapshot` (the index moves on to it,
   * unless it has already moved on meanwhile), or something did (the next current() catches up).
   */
  report(basis: string, changed: boolean, snapshot: string): void {
    const loaded = this.loaded;
    if (!loaded || loaded.snapshot !== basis) return;
    if (changed) this.stale = true;
    else {
      loaded.snapshot = snapshot;
      loaded.checkedAt = Date.now();
    }
  }

  private async catchUp(): Promise<Loaded> {
    const previous = this.loaded;
    const whole = !previous || Date.now() - previous.checkedAt >= CATCH_UP_LIMIT_MS;
    this.stale = false;
    const client = await this.pool.connect();
    try {
      // One snapshot for the changes and the rows: what is read is exactly the state the snapshot names.
      await client.query('begin isolation level repeatable read read only');
      // Reading every activity takes longer than the app's 5 s limit for one statement somewhere past
      // 400,000 activities (1.25 s at 100,000 here); the list would then never load. This transaction
      // alone may take a minute.
      await client.query(`set local statement_timeout = ${LOAD_TIMEOUT_MS}`);
      const [{ snapshot }] = (await run<{ snapshot: string }>(client, snapshotStatement())) as [
        { snapshot: string },
      ];
      let table: ListTable;
      let words: WordPostings;
      let changed: number[] | 'all' = 'all';
      if (whole || !previous) {
        table = buildListTable(await run<ListActivity>(client, entriesStatement(null)));
        words = await readWords(client, table.ids);
      } else {
        const ids = (await run<{ id: number }>(client, changedIdsStatement(previous.snapshot))).map(
          (r) => r.id,
        );
        if (ids.length > 0) {
          const rows = await run<ListActivity>(client, entriesStatement(ids));
          table = mergeListTable(previous.table, ids, rows);
          words = mergePostings(
            previous.words,
            ids,
            await run<ActivityWords>(client, activityWordsStatement(ids)),
          );
        } else ({ table, words } = previous);
        changed = ids;
      }
      await client.query('commit');
      // In the same turn as the table: no page sees the new table with an old card.
      if (changed === 'all' || changed.length > 0) this.cards.forget(changed);
      this.loaded = { table, words, snapshot, checkedAt: Date.now() };
      return this.loaded;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      this.stale = true;
      throw error;
    } finally {
      client.release();
    }
  }
}

/** Every activity's words (`ids`: every activity, ascending), read a chunk of ids at a time. */
async function readWords(client: pg.PoolClient, ids: Int32Array): Promise<WordPostings> {
  const all = new PostingsBuilder();
  const head = new PostingsBuilder();
  for (let start = 0; start < ids.length; start += WORDS_CHUNK) {
    const last = ids[Math.min(start + WORDS_CHUNK, ids.length) - 1]!;
    const rows = await run<{ kind: 'all' | 'head'; word: string; ids: string }>(
      client,
      wordPostingsStatement(ids[start]!, last),
    );
    for (const row of rows) (row.kind === 'all' ? all : head).add(row.word, ascending(parseIds(row.ids)));
  }
  return { all: all.finish(), head: head.finish() };
}

/** The ids sorted, when they are not already (the statement does not order them). */
function ascending(ids: Int32Array): Int32Array {
  for (let i = 1; i < ids.length; i++) if (ids[i - 1]! >= ids[i]!) return ids.sort();
  return ids;
}

/** Forgets changes older than every index's catch-up limit; says how many. */
export async function sweepListChanges(db: Db): Promise<number> {
  const result = await listPoolOf(db).query(
    `delete from list_changes where changed_at < now() - interval '${CHANGE_LOG_KEPT}'`,
  );
  return result.rowCount ?? 0;
}

/**
 * One statement of a load, with the load's limit on the client's side too: the pool stops waiting after
 * the app's 5 s + 2 (connect.ts's query_timeout) whatever the server's statement_timeout says.
 */
async function run<T>(client: pg.PoolClient, statement: ListStatement): Promise<T[]> {
  // pg reads query_timeout per query as well as per pool; its types only know the latter.
  const config = { ...statement, query_timeout: LOAD_TIMEOUT_MS + 2000 } as pg.QueryConfig;
  return (await client.query(config)).rows as T[];
}

// Per database, as the other kept state of the list (tests have a database each).
const indexes = new WeakMap<Db, ListIndex>();

export function listIndexOf(db: Db): ListIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new ListIndex(listPoolOf(db));
    indexes.set(db, index);
  }
  return index;
}
