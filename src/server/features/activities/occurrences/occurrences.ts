import { type LocalMinute, minuteInAmsterdam } from '../../../../domain/recurrence/amsterdam-clock';
import {
  addDays,
  compareDates,
  fromDayNumber,
  toDayNumber,
} from '../../../../domain/recurrence/calendar-date';
import { lastOccurrence, listOccurrences, occurrenceSpan } from '../../../../domain/recurrence/occurrences';
import type { RecurrenceInput } from '../../../../domain/recurrence/recurrence-rule';
import { occurrenceEnd, upcomingOccurrence } from '../../../../domain/recurrence/session-end';
import type { Db } from '../../../db/connect';
import {
  createWindow,
  type DerivedDates,
  deleteAllDays,
  deleteDaysBefore,
  deleteDaysOf,
  insertDays,
  lockWindow,
  markAllStale,
  type RecurrenceRow,
  readWindow,
  type StoredWindow,
  saveWindow,
  selectIds,
  selectRecurrenceRowsForUpdate,
  selectRowsReaching,
  selectRowsWithEndedSession,
  selectRowsWithPassedNextDate,
  selectStaleIds,
  updateDerivedDates,
} from './occurrences-repository';

/**
 * The occurrence materialiser. The pure engine (src/domain/recurrence) decides when an activity takes
 * place; this module writes its answer into `activity_occurrences` (one row per day inside a rolling
 * window) and into `activities.next_date/last_date`, so every date filter and the default order are
 * index scans. It runs:
 * - inside the transaction of every activity write through the API (materialiseInTransaction);
 * - at every start and once a day (topUpOccurrences): moves the window on, finds the next date of
 *   activities whose next date has passed, and builds the rows nobody built yet (seed, imports, psql:
 *   those rows are marked stale by their column default or by a trigger when their dates change).
 *
 * Locks are always taken window first, then activity rows, so writers and the top-up cannot deadlock.
 */

/** Days kept before today (date ranges in the archive look back this far). */
export const WINDOW_PAST_DAYS = 92;
/** Days materialised ahead: date ranges reach 13 months into the future. */
export const WINDOW_FUTURE_DAYS = 400;
/** last_date of a series that never ends. */
export const NEVER = '9999-12-31';
const BATCH = 500;

export function windowFor(today: string): StoredWindow {
  return {
    fromDate: addDays(today, -WINDOW_PAST_DAYS),
    toDate: addDays(today, WINDOW_FUTURE_DAYS),
    refreshedOn: today,
  };
}

/** The days within [from, to] on which the activity takes place (a multi-day occurrence gives each day). */
export function occurrenceDays(activity: RecurrenceInput, from: string, to: string): string[] {
  const days: string[] = [];
  const lo = toDayNumber(from);
  const hi = toDayNumber(to);
  for (const occurrence of listOccurrences(activity, from, to)) {
    const first = Math.max(toDayNumber(occurrence.startDate), lo);
    const last = Math.min(toDayNumber(occurrence.endDate), hi);
    for (let day = first; day <= last; day++) days.push(fromDayNumber(day));
  }
  return days;
}

/**
 * The clock the materialiser reads: an Amsterdam wall-clock minute, or a date alone meaning the start
 * of that day (nothing of it is over yet), as the tests and the benchmark's generator pass it.
 */
export type MaterialiseAt = LocalMinute | string;

/** The later of two calendar dates (as text they sort in date order). */
function laterDate(a: string, b: string): string {
  return compareDates(a, b) >= 0 ? a : b;
}

function minuteOf(at: MaterialiseAt): LocalMinute {
  return at.length === 10 ? `${at} 00:00` : at;
}

/**
 * next_date: the start of the occurrence going on or next, but not before today (a festival running
 * since yesterday is "on today"); a session that is over no longer counts, so at 14:15 this morning's
 * session has moved next_date on (issue #14). A stored next date before today always means "look again".
 * next_ends_at: when that occurrence is over; past it, the next date must move on (see below).
 * last_date: the end of the final occurrence ('9999-12-31' for a series without end), the archive order.
 */
export function derivedDates(activity: RecurrenceRow, at: MaterialiseAt): Omit<DerivedDates, 'id'> {
  const now = minuteOf(at);
  const today = now.slice(0, 10);
  const next = upcomingOccurrence(activity, now);
  const span = occurrenceSpan(activity);
  let lastDate: string | null = null;
  if (span) {
    if (span.to === null || span.to >= NEVER) lastDate = next ? NEVER : null;
    else lastDate = lastOccurrence(activity, addDays(span.to, 1))?.endDate ?? null;
  }
  return {
    nextDate: next ? laterDate(next.startDate, today) : null,
    nextEndsAt: next ? occurrenceEnd(next, activity) : null,
    lastDate,
  };
}

async function rematerialise(tx: Db, ids: number[], window: StoredWindow, at: MaterialiseAt): Promise<void> {
  const rows = await selectRecurrenceRowsForUpdate(tx, ids);
  await deleteDaysOf(tx, ids);
  await insertDays(
    tx,
    rows.flatMap((row) =>
      occurrenceDays(row, window.fromDate, window.toDate).map((day) => ({ activityId: row.id, day })),
    ),
  );
  await updateDerivedDates(
    tx,
    rows.map((row) => ({ id: row.id, ...derivedDates(row, at) })),
  );
}

/**
 * Call inside the transaction that writes activities, BEFORE writing them (the window lock comes
 * first); then call the returned function after the write, still inside the transaction.
 */
export async function lockOccurrenceWindow(tx: Db, now: MaterialiseAt = minuteInAmsterdam()) {
  await createWindow(tx, windowFor(now.slice(0, 10)));
  const window = (await lockWindow(tx, 'share'))!;
  return (ids: number[]) => rematerialise(tx, ids, window, now);
}

/**
 * Moves next_date on for every activity whose next session is over at `now` (this morning's class at
 * 14:15). Cheap when there is none: one index lookup. Answers how many rows moved on.
 */
export async function refreshEndedSessions(db: Db, now: LocalMinute = minuteInAmsterdam()): Promise<number> {
  return db.transaction(async (tx) => {
    // Window first, then rows: the same lock order as every writer (see the top of this file).
    await lockWindow(tx, 'share');
    const ended = await selectRowsWithEndedSession(tx, now);
    await updateDerivedDates(
      tx,
      ended.map((row) => ({ id: row.id, ...derivedDates(row, now) })),
    );
    return ended.length;
  });
}

/** Rebuilds the rows marked stale, a batch per transaction. Returns how many were rebuilt. */
async function refreshStale(db: Db, now: MaterialiseAt): Promise<number> {
  let done = 0;
  let afterId = 0;
  for (;;) {
    const ids = await selectStaleIds(db, afterId, BATCH);
    if (ids.length === 0) return done;
    await db.transaction(async (tx) => {
      const window = (await lockWindow(tx, 'share'))!;
      await rematerialise(tx, ids, window, now);
    });
    done += ids.length;
    afterId = ids.at(-1)!;
  }
}

function rowsDays(rows: RecurrenceRow[], from: string, to: string) {
  return rows.flatMap((row) => occurrenceDays(row, from, to).map((day) => ({ activityId: row.id, day })));
}

/**
 * Brings everything up to `now`: moves the window, refreshes passed next dates and builds stale rows.
 * Cheap when another process already did it today; safe to run in every process at once.
 */
export async function topUpOccurrences(
  db: Db,
  now: MaterialiseAt = minuteInAmsterdam(),
): Promise<{ rebuilt: number }> {
  const today = now.slice(0, 10);
  const desired = windowFor(today);
  // A new database: the window starts today and every row is still stale, so refreshStale builds all.
  await createWindow(db, desired);
  await db.transaction(async (tx) => {
    const window = await lockWindow(tx, 'update');
    if (!window || window.refreshedOn === today) return;
    if (desired.fromDate < window.fromDate || desired.fromDate > window.toDate) {
      // The clock went back, or the app was off for longer than the window: build everything again.
      await deleteAllDays(tx);
      await markAllStale(tx);
    } else {
      if (desired.toDate > window.toDate) {
        const from = addDays(window.toDate, 1);
        await insertDays(
          tx,
          rowsDays(await selectRowsReaching(tx, from, desired.toDate), from, desired.toDate),
        );
      }
      await deleteDaysBefore(tx, desired.fromDate);
      const passed = await selectRowsWithPassedNextDate(tx, today);
      await updateDerivedDates(
        tx,
        passed.map((row) => ({ id: row.id, ...derivedDates(row, now) })),
      );
    }
    await saveWindow(tx, desired);
  });
  const rebuilt = await refreshStale(db, now);
  // Sessions that ended earlier today, while no process was running (or on another day's clock).
  if (now.length > 10) await refreshEndedSessions(db, now);
  return { rebuilt };
}

/**
 * For code that writes activities without the API (the demo seed, the benchmark's generator, imports):
 * builds their occurrences. Without options it brings everything up to date (new and changed rows);
 * `activityIds` rebuilds those rows; `all` rebuilds every row.
 */
export async function refreshOccurrences(
  db: Db,
  options: {
    activityIds?: number[];
    all?: boolean /** A date or an Amsterdam minute (MaterialiseAt). */;
    today?: string;
  } = {},
): Promise<{ rebuilt: number }> {
  const now = options.today ?? minuteInAmsterdam();
  const result = await topUpOccurrences(db, now);
  let rebuilt = result.rebuilt;
  if (options.all) {
    let afterId = 0;
    for (;;) {
      const ids = await selectIds(db, afterId, BATCH);
      if (ids.length === 0) break;
      await rebuild(db, ids, now);
      rebuilt += ids.length;
      afterId = ids.at(-1)!;
    }
  } else if (options.activityIds?.length) {
    for (let i = 0; i < options.activityIds.length; i += BATCH) {
      const ids = options.activityIds.slice(i, i + BATCH);
      await rebuild(db, ids, now);
      rebuilt += ids.length;
    }
  }
  return { rebuilt };
}

async function rebuild(db: Db, ids: number[], now: MaterialiseAt): Promise<void> {
  await db.transaction(async (tx) => {
    const window = (await lockWindow(tx, 'share'))!;
    await rematerialise(tx, ids, window, now);
  });
}

/** The stored window, for the list queries (date ranges are answered inside it). */
export async function currentWindow(db: Db): Promise<StoredWindow | null> {
  return readWindow(db);
}
