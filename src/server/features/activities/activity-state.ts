import type { Db } from '../../db/connect';
import { type DetailReads, detailReads } from './detail-reads';
import {
  type ActivityList,
  createActivityList,
  forgetCachedLists as forgetListCaches,
  type ListDatabase,
} from './list';
import { OccurrenceFreshness } from './occurrences';

/**
 * Everything the activities feature holds in a process, for one database: made once by buildApp and
 * decorated on the app (app.activities), so that two apps never share a list, a cache or a batch.
 */
export interface ActivityState {
  readonly db: Db;
  /** The list engine: index, cards, caches, card reads, the stemmer decision (list/activity-list.ts). */
  readonly list: ActivityList;
  /** The minute this process last brought the activities' derived dates up to date. */
  readonly occurrences: OccurrenceFreshness;
  /** The details viewed in one turn, read together. */
  readonly details: DetailReads;
}

export function createActivityState(database: ListDatabase): ActivityState {
  const list = createActivityList(database);
  return {
    db: database.db,
    list,
    // A new day or an ended session moves next dates on: the kept lists are then wrong.
    occurrences: new OccurrenceFreshness(database.db, () => forgetListCaches(list)),
    details: detailReads(database),
  };
}

/**
 * After a write elsewhere that lists show (a portal's name or city): this process's kept lists are
 * forgotten and its list index catches up.
 */
export function forgetCachedLists(activities: ActivityState): void {
  forgetListCaches(activities.list);
}
