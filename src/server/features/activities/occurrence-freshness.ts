import { todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import type { Db } from '../../db/connect';
import { forgetCachedLists } from './list-caches';
import { topUpOccurrences } from './occurrences';

/** The day each database's derived dates are fresh for, and the top-up under way, if any. */
const states = new WeakMap<Db, { freshDay: string | null; refreshing: Promise<void> | null }>();

/**
 * Makes sure next dates and the occurrence window are up to date for today before a list is answered.
 * The first request of a day (in each process) waits for the top-up; the rest pass straight through.
 */
export async function ensureOccurrencesFresh(db: Db, today = todayInAmsterdam()): Promise<void> {
  let state = states.get(db);
  if (!state) {
    state = { freshDay: null, refreshing: null };
    states.set(db, state);
  }
  if (state.freshDay === today) return;
  if (!state.refreshing) {
    const current = state;
    current.refreshing = topUpOccurrences(db, today)
      .then(() => {
        current.freshDay = today;
        forgetCachedLists(db);
      })
      .finally(() => {
        current.refreshing = null;
      });
  }
  await state.refreshing;
}
