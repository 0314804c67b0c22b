import type pg from 'pg';
import {
  buildListTable,
  type ListActivity,
  type ListTable,
  mergeListTable,
} from '../../../domain/activities/list-table';
import { type Db, listPoolOf } from '../../db/connect';
import { CardTexts } from './card-texts';
import { changedIdsStatement, entriesStatement, type ListStatement, snapshotStatement } from './list-sql';

// The list index: every activity's list fields in this process's memory, so that which activities a
// list shows, in which order and how many, is decided without asking the database (decision 0016).
// It is never trusted blindly: every page's cards are read together with the question "did anything
// change since the index's snapshot?" (list-sql.ts's cardsStatement); when something did, the index
// reads those activities again and the page is chosen again. Triggers log every change, by any path
// and any process (migration 0010), so a write is seen by the next list everywhere. The cards' texts
// (card-texts.ts) are kept with it and forgotten with it.

/**
 * The change log keeps an hour (sweepListChanges); an index that has not looked for half of that loads
 * everything again rather than trust a log that may have lost what it needs.
 */
const CHANGE_LOG_KEPT = '1 hour';
const CATCH_UP_LIMIT_MS = 30 * 60_000;
const LOAD_TIMEOUT_MS = 60_000;

interface Loaded {
  table: ListTable;
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
  async current(): Promise<{ table: ListTable; snapshot: string; generation: number }> {
    const loaded = this.loaded;
    if (!loaded || this.stale || Date.now() - loaded.checkedAt >= CATCH_UP_LIMIT_MS) {
      this.loading ??= this.catchUp().finally(() => {
        this.loading = null;
      });
      const { table, snapshot } = await this.loading;
      return { table, snapshot, generation: this.cards.generation };
    }
    return { table: loaded.table, snapshot: loaded.snapshot, generation: this.cards.generation };
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
      let changed: number[] | 'all' = 'all';
      if (whole || !previous) {
        table = buildListTable(await run<ListActivity>(client, entriesStatement(null)));
      } else {
        const ids = (await run<{ id: number }>(client, changedIdsStatement(previous.snapshot))).map(
          (r) => r.id,
        );
        const rows = ids.length > 0 ? await run<ListActivity>(client, entriesStatement(ids)) : [];
        table = ids.length > 0 ? mergeListTable(previous.table, ids, rows) : previous.table;
        changed = ids;
      }
      await client.query('commit');
      // In the same turn as the table: no page sees the new table with an old card.
      if (changed === 'all' || changed.length > 0) this.cards.forget(changed);
      this.loaded = { table, snapshot, checkedAt: Date.now() };
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
