import type pg from 'pg';
import {
  buildListTable,
  type ListActivity,
  type ListTable,
  mergeListTable,
  slotOf,
} from '../../../../domain/activities/list-table';
import { patchListTable } from '../../../../domain/activities/list-table-patch';
import { keepDenseBitmaps, type WordPostings } from '../../../../domain/activities/word-match';
import {
  type ActivityWords,
  mergePostings,
  PostingsBuilder,
} from '../../../../domain/activities/word-postings';
import { ChangeListener } from '../../../db/change-listener';
import type { Database } from '../../../db/connect';
import { CardTexts } from './card-texts';
import {
  activityWordsStatement,
  type ChangeRow,
  changedIdsStatement,
  changesStatement,
  entriesStatement,
  type ListStatement,
  parseIds,
  snapshotStatement,
  wordPostingsStatement,
} from './list-sql';
import { snapshotSees } from './snapshot-sees';

// The list index: every activity's list fields in this process's memory, so that which activities a
// list shows, in which order and how many, is decided without asking the database (decision 0016).
// It is never trusted blindly. Triggers log every change, by any path and any process (migration 0010),
// and notify it at its commit (migration 0011): while the index's own connection listens (decision
// 0020, db/change-listener.ts), every change is heard and the index catches up at once; a page whose
// cards are all written is then answered without a statement. Otherwise each page's cards are read
// together with the question "did anything change since the index's snapshot?" (list-sql.ts's
// cardsStatement); when something did, the index reads those activities again and the page is chosen
// again. The cards' texts (card-texts.ts) are kept with it and forgotten with it. So are the words of
// every activity, for matching a search in memory (decision 0018): read in the same transaction as the
// table, and changed with it.

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
/**
 * Even while it hears every change, the index asks the database at least this often (one list a second
 * carries the question): a connection pooler in transaction mode (PgBouncer) accepts LISTEN and then
 * delivers nothing, and a notice can be lost in ways the connection does not tell. A change is then still
 * seen within a second.
 */
const ASK_AT_LEAST_EVERY_MS = 1000;

interface Loaded {
  /** The listener's epoch when this was read (0: not listening): while it holds, nothing was missed. */
  epoch: number;
  /** How many changes the index had been told of when this was read (ListIndex.changes). */
  told: number;
  table: ListTable;
  /** Every activity's words, as of the same snapshot as the table. */
  words: WordPostings;
  /** The snapshot the table is as of. */
  snapshot: string;
  checkedAt: number;
  /** When the database last said (a catch-up, or a page's question) that this is current. */
  askedAt: number;
}

export interface CurrentIndex {
  table: ListTable;
  words: WordPostings;
  snapshot: string;
  /** The cards' generation, under which a card read with the snapshot's check may be kept. */
  generation: number;
  /** Every change up to now has been heard and caught up with: no question needed. */
  heard: boolean;
}

export class ListIndex {
  private loaded: Loaded | null = null;
  private stale = false;
  private loading: Promise<Loaded> | null = null;
  private listener: ChangeListener | null = null;
  private soon: NodeJS.Immediate | null = null;
  /** Every change heard or reported (changed()): a table read before the last one may miss it. */
  private changes = 0;
  /** The cards' JSON, of the activities as the table has them. */
  readonly cards = new CardTexts();

  constructor(private readonly pool: pg.Pool) {}

  /**
   * The index of a database's list, on its list pool, listening on a connection of its own while the
   * database gives one (it stops listening before the database's pools end).
   */
  static of(database: Pick<Database, 'listPool' | 'connectionOfItsOwn'>): ListIndex {
    const index = new ListIndex(database.listPool);
    const config = database.connectionOfItsOwn(() => index.stopListening());
    if (config) index.listen(config);
    return index;
  }

  /** Listens for changes on a connection of its own (decision 0020) until stopListening. */
  listen(config: pg.ClientConfig): void {
    this.listener ??= new ChangeListener(config, 'list_changes', (payload) => this.heardOf(payload));
  }

  /**
   * A notice (its transaction's id, migration 0022), or the listener's word that it lost or found its
   * connection (no id): a change the table already holds (its snapshot sees the transaction: this
   * process's own write, or a catch-up begun after the commit) is not told again, so no list waits for
   * a catch-up that would find nothing.
   */
  private heardOf(transaction: string | undefined): void {
    const loaded = this.loaded;
    if (transaction && loaded && snapshotSees(loaded.snapshot, transaction)) return;
    this.changed();
  }

  async stopListening(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    if (this.soon) clearImmediate(this.soon);
    await listener?.close();
  }

  /**
   * Something changed (heard, or written by this process): the next current() catches up, and one
   * starts now already, so that the next list need not wait for it.
   */
  changed(): void {
    const loaded = this.loaded;
    // Up to this change the index was current, if it had heard everything.
    if (loaded && this.hears(loaded)) loaded.checkedAt = Date.now();
    this.changes++;
    this.stale = true;
    this.soon ??= setImmediate(() => {
      this.soon = null;
      if (this.stale && this.loaded) this.current().catch(() => undefined);
    });
  }

  /**
   * The table and the snapshot it is as of, caught up first with every change reported or heard before
   * this call. Changes told since need not be in it (they were not there when the list was asked for):
   * under a stream of writes a list then waits for at most the catch-up that began after its own start,
   * never for one after another, and does not ask the database again for a change newer than itself.
   */
  async current(): Promise<CurrentIndex> {
    const needed = this.changes;
    let loaded = this.loaded;
    while (
      !loaded ||
      loaded.told < needed ||
      (!this.hears(loaded) && Date.now() - loaded.checkedAt >= CATCH_UP_LIMIT_MS)
    ) {
      this.loading ??= this.catchUp().finally(() => {
        this.loading = null;
      });
      loaded = await this.loading;
    }
    if (this.hears(loaded)) loaded.checkedAt = Date.now();
    const { table, words, snapshot } = loaded;
    return {
      table,
      words,
      snapshot,
      generation: this.cards.generation,
      heard: this.listening(loaded) && Date.now() - loaded.askedAt < ASK_AT_LEAST_EVERY_MS,
    };
  }

  /** The listener has listened without a break since `loaded` was read. */
  private listening(loaded: Loaded): boolean {
    return loaded.epoch !== 0 && loaded.epoch === this.listener?.epoch;
  }

  /**
   * Whether `loaded` is known to be current: the listener has listened without a break since it was
   * read, and told of no change since. (Not `stale`: that speaks of the latest load, and the one a
   * request awaited may be an earlier one.)
   */
  private hears(loaded: Loaded): boolean {
    return this.listening(loaded) && loaded.told === this.changes;
  }

  /**
   * What a page's read found: nothing changed since `basis`, as of `snapshot` (the index moves on to it,
   * unless it has already moved on meanwhile), or something did (the next current() catches up).
   */
  report(basis: string, changed: boolean, snapshot: string): void {
    const loaded = this.loaded;
    if (!loaded || loaded.snapshot !== basis) return;
    // A change the index missed: told as a heard one is, so that the next current() catches up.
    if (changed) this.changed();
    else {
      loaded.snapshot = snapshot;
      loaded.checkedAt = Date.now();
      loaded.askedAt = loaded.checkedAt;
    }
  }

  private async catchUp(): Promise<Loaded> {
    const previous = this.loaded;
    const whole = !previous || Date.now() - previous.checkedAt >= CATCH_UP_LIMIT_MS;
    this.stale = false;
    // Read before the snapshot: a change after the snapshot is heard while this epoch lasts, and told.
    const epoch = this.listener?.epoch ?? 0;
    const told = this.changes;
    try {
      const read =
        (previous && !whole ? await this.changesOf(previous) : null) ??
        (await this.readTogether(previous, whole));
      const { table, words, snapshot, changed } = read;
      if (words !== previous?.words) keepDenseBitmaps(words);
      // In the same turn as the table: no page sees the new table with an old card.
      if (changed === 'all' || changed.length > 0) this.cards.forget(changed);
      const now = Date.now();
      this.loaded = { epoch, told, table, words, snapshot, checkedAt: now, askedAt: now };
      return this.loaded;
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }

  /**
   * The changes since `previous` in one statement, so as of one snapshot: the table patched or merged
   * with them. null when some activity's words changed (or it came or went): its words must be read as
   * of the same snapshot, which readTogether does. A member's join or an edit of other fields is one
   * round trip.
   */
  private async changesOf(previous: Loaded): Promise<CatchUp | null> {
    const client = await this.pool.connect();
    let rows: ChangeRow[];
    try {
      rows = await runOn<ChangeRow>(client, changesStatement(previous.snapshot));
    } finally {
      client.release();
    }
    const { snapshot } = rows[0]!;
    const ids = rows.flatMap((row) => (row.changedId === null ? [] : [row.changedId]));
    if (ids.length === 0) return { table: previous.table, words: previous.words, snapshot, changed: ids };
    const entries = rows.filter((row) => row.id !== null) as ListActivity[];
    if (rewordedIds(previous.table, ids, entries).length > 0) return null;
    return { table: tableAfter(previous.table, ids, entries), words: previous.words, snapshot, changed: ids };
  }

  /** Everything (whole), or the changes since `previous` with the words, in one transaction. */
  private async readTogether(previous: Loaded | null, whole: boolean): Promise<CatchUp> {
    const client = await this.pool.connect();
    try {
      // One snapshot for the changes and the rows: what is read is exactly the state the snapshot names.
      await client.query('begin isolation level repeatable read read only');
      // Reading every activity takes longer than the app's 5 s limit for one statement somewhere past
      // 400,000 activities (1.25 s at 100,000 here); the list would then never load. This transaction
      // alone may take a minute.
      await client.query(`set local statement_timeout = ${LOAD_TIMEOUT_MS}`);
      const [{ snapshot }] = (await runOn<{ snapshot: string }>(client, snapshotStatement())) as [
        { snapshot: string },
      ];
      let read: CatchUp;
      if (whole || !previous) {
        const table = buildListTable(await runOn<ListActivity>(client, entriesStatement(null)));
        read = { table, words: await readWords(client, table.ids), snapshot, changed: 'all' };
      } else {
        const ids = (await runOn<{ id: number }>(client, changedIdsStatement(previous.snapshot))).map(
          (r) => r.id,
        );
        read = { table: previous.table, words: previous.words, snapshot, changed: ids };
        if (ids.length > 0) {
          const rows = await runOn<ListActivity>(client, entriesStatement(ids));
          read.table = tableAfter(previous.table, ids, rows);
          const reworded = rewordedIds(previous.table, ids, rows);
          if (reworded.length > 0)
            read.words = mergePostings(
              previous.words,
              reworded,
              await runOn<ActivityWords>(client, activityWordsStatement(reworded)),
            );
        }
      }
      await client.query('commit');
      return read;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** What a catch-up read: the new table and words, their snapshot, and which activities changed. */
interface CatchUp {
  table: ListTable;
  words: WordPostings;
  snapshot: string;
  changed: number[] | 'all';
}

/** Most changes keep every activity's place in the list: patched (decision 0042) in place of a merge. */
const tableAfter = (previous: ListTable, ids: number[], rows: readonly ListActivity[]) =>
  patchListTable(previous, ids, rows) ?? mergeListTable(previous, ids, rows);

/**
 * Of the changed `ids` (`rows` holds those not gone), those whose words may have changed: gone, new, or
 * with another fingerprint. A member taking a place, or an edit of the contact person, changes an
 * activity's list row but none of its words, and merging the words' lists walks every word's list.
 */
function rewordedIds(previous: ListTable, ids: readonly number[], rows: readonly ListActivity[]): number[] {
  const keyOf = new Map(rows.map((row) => [row.id, row.wordsKey ?? 0]));
  return ids.filter((id) => {
    const key = keyOf.get(id);
    const slot = slotOf(previous, id);
    return key === undefined || key === 0 || slot < 0 || previous.wordsKey[slot] !== key;
  });
}

/** Every activity's words (`ids`: every activity, ascending), read a chunk of ids at a time. */
async function readWords(client: pg.PoolClient, ids: Int32Array): Promise<WordPostings> {
  const all = new PostingsBuilder();
  const head = new PostingsBuilder();
  for (let start = 0; start < ids.length; start += WORDS_CHUNK) {
    const last = ids[Math.min(start + WORDS_CHUNK, ids.length) - 1]!;
    const rows = await runOn<{ kind: 'all' | 'head'; word: string; ids: string }>(
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
export async function sweepListChanges(listPool: pg.Pool): Promise<number> {
  const result = await listPool.query(
    `delete from list_changes where changed_at < now() - interval '${CHANGE_LOG_KEPT}'`,
  );
  return result.rowCount ?? 0;
}

/**
 * One statement of a load, with the load's limit on the client's side too: the pool stops waiting after
 * the app's 5 s + 2 (connect.ts's query_timeout) whatever the server's statement_timeout says.
 */
async function runOn<T>(client: pg.PoolClient, statement: ListStatement): Promise<T[]> {
  // pg reads query_timeout per query as well as per pool; its types only know the latter.
  const config = { ...statement, query_timeout: LOAD_TIMEOUT_MS + 2000 } as pg.QueryConfig;
  return (await client.query(config)).rows as T[];
}
