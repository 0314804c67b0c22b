import DataLoader from 'dataloader';
import type { Db } from '../../db/connect';
import { type ActivityDetailRow, selectActivityDetails } from './repository';

// The details asked for in one turn of the event loop are read with one statement (decision 0025), as
// the list's cards are (card-reads.ts, decision 0023). Sending a statement is a `writev` on loopback
// that wakes a PostgreSQL backend; on the 2-core virtual machine of 2026-11-27 (15:30) the detail route
// spent 17% of its CPU sending its one statement a view, and 6% more making the statement's row
// description into parsers, once per statement. DataLoader is the usual batcher: one value per key,
// here the row of an activity or null. It keeps nothing (cache: false): every view reads the row as it
// is now; the batch goes out at the end of the turn (setImmediate), so none waits for a timer.

/** The most activities one statement asks for; more in a turn make another statement. */
const MOST_IN_ONE_STATEMENT = 200;

// Per database, as the list's other state (tests have a database each).
const loaders = new WeakMap<Db, DataLoader<number, ActivityDetailRow | null>>();

function loaderOf(db: Db): DataLoader<number, ActivityDetailRow | null> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const found = await selectActivityDetails(db, ids);
        return ids.map((id) => found.get(id) ?? null);
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: MOST_IN_ONE_STATEMENT },
    );
    loaders.set(db, loader);
  }
  return loader;
}

/** The detail row of an activity, or null when it does not exist; read with the others of this turn. */
export function readActivityDetail(db: Db, id: number): Promise<ActivityDetailRow | null> {
  return loaderOf(db).load(id);
}
