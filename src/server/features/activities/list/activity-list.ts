import type pg from 'pg';
import type { Database, Db } from '../../../db/connect';
import { readsPerTurn } from '../../../db/reads-per-turn';
import { CardReads, type CardRow } from './card-reads';
import { createListCaches, type ListCaches } from './list-caches';
import { ListIndex } from './list-index';
import { queryList } from './list-repository';
import { type ListStatement, placesLeftStatement, portalCitiesStatement } from './list-sql';
import { SearchQueryCheck } from './search-query-check';

/**
 * What a process holds for one database's activity list: made once by buildApp (app.ts) and handed to
 * whatever reads or forgets the list, never kept in module scope, so two apps in one process (tests,
 * the benchmark's processes) share nothing. A list request only follows these references.
 */
export interface ActivityList {
  readonly db: Db;
  /** The pool for the list's statements (connect.ts: their plans are made once per connection). */
  readonly pool: pg.Pool;
  /** One of the list's statements on that pool, dates as text. */
  readonly ask: <T>(statement: ListStatement) => Promise<T[]>;
  /** Every activity's list fields, words and cards' texts, told of every change (decision 0016). */
  readonly index: ListIndex;
  /** The tag list, finished pages and the first card's picture, kept briefly. */
  readonly caches: ListCaches;
  /** The cards the pages of one turn still need, read with one statement (decision 0023). */
  readonly cardReads: CardReads;
  /** Whether a search's query may be made in memory, decided once (decision 0021). */
  readonly searchQueries: SearchQueryCheck;
  /** A city portal's city, lower case (null when none), read per turn (decision 0025). */
  readonly portalCity: (portalId: number) => Promise<string | null>;
  /**
   * The places left on an activity's next date (null: no capacity), read per turn: the pages made in
   * one turn ask for their cards' numbers with one statement, and only for cards with a capacity.
   */
  readonly placesLeft: (activityId: number) => Promise<number | null>;
}

/** What of a database the list uses (a bench script hands in a pool of its own). */
export type ListDatabase = Pick<Database, 'db' | 'listPool' | 'connectionOfItsOwn'>;

export function createActivityList(database: ListDatabase): ActivityList {
  const pool = database.listPool;
  const ask = <T>(statement: ListStatement) => queryList<T>(pool, statement);
  return {
    db: database.db,
    pool,
    ask,
    index: ListIndex.of(database),
    caches: createListCaches(),
    cardReads: new CardReads((statement) => ask<CardRow>(statement)),
    searchQueries: new SearchQueryCheck(),
    portalCity: readsPerTurn<number, string>(async (ids) => {
      const rows = await ask<{ id: number; city: string }>(portalCitiesStatement(ids));
      return new Map(rows.map(({ id, city }) => [id, city]));
    }),
    placesLeft: readsPerTurn<number, number>(async (ids) => {
      const rows = await ask<{ id: number; placesLeft: number }>(placesLeftStatement(ids));
      return new Map(rows.map(({ id, placesLeft }) => [id, placesLeft]));
    }),
  };
}
