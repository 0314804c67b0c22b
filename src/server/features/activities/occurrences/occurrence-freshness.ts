import { type LocalMinute, minuteInAmsterdam } from '../../../../domain/recurrence/session-end';
import type { Db } from '../../../db/connect';
import { forgetCachedLists } from '../list/list-caches';
import { refreshEndedSessions, topUpOccurrences } from './occurrences';

/** Per database: the minute its derived dates were last brought up to date, and the refresh under way. */
const states = new WeakMap<Db, { freshMinute: LocalMinute | null; refreshing: Promise<void> | null }>();

/**
 * Makes sure next dates are right for this minute before a list is answered. The first request of a day
 * (in each process) waits for the daily top-up; the first of every other minute for one index lookup of
 * the sessions that ended since (usually none), which moves their next date on. Every process looks for
 * itself, so a session that ends leaves every process's lists within a minute, whoever wrote it.
 */
export async function ensureOccurrencesFresh(db: Db, now: LocalMinute = minuteInAmsterdam()): Promise<void> {
  let state = states.get(db);
  if (!state) {
    state = { freshMinute: null, refreshing: null };
    states.set(db, state);
  }
  if (state.freshMinute === now) return;
  if (!state.refreshing) {
    const current = state;
    const newDay = current.freshMinute?.slice(0, 10) !== now.slice(0, 10);
    current.refreshing = (newDay ? topUpOccurrences(db, now).then(() => 1) : refreshEndedSessions(db, now))
      .then((changed) => {
        current.freshMinute = now;
        if (changed > 0) forgetCachedLists(db);
      })
      .finally(() => {
        current.refreshing = null;
      });
  }
  await state.refreshing;
}
