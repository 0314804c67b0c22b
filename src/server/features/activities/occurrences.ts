import {
  addDays,
  fromDayNumber,
  toDayNumber,
  todayInAmsterdam,
} from '../../../domain/recurrence/calendar-date';
import {
  lastOccurrence,
  listOccurrences,
  nextOccurrence,
  occurrenceSpan,
} from '../../../domain/recurrence/occurrences';
import type { RecurrenceInput } from '../../../domain/recurrence/recurrence-rule';
import type { Db } from '../../db/connect';
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
 * next_date: the start of the current or next occurrence, but not before today (a festival running
 * since yesterday is "on today"), so a stored next date before today always means "look again".
 * last_date: the end of the final occurrence ('9999-12-31' for a series without end), the archive order.
 */
export function derivedDates(activity: RecurrenceInput, today: string): Omit<DerivedDates, 'id'> {
  const next = nextOccurrence(activity, today);
  const span = occurrenceSpan(activity);
  let lastDate: string | null = null;
  if (span) {
    if (span.to === null || span.to >= NEVER) lastDate = next ? NEVER : null;
    else lastDate = lastOccurrence(activity, addDays(span.to, 1))?.endDate ?? null;
  }
  return { nextDate: next ? (next.startDate < today ? today : next.startDate) : null, lastDate };
}

async function rematerialise(tx: Db, ids: number[], window: StoredWindow, today: string): Promise<void> {
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
    rows.map((row) => ({ id: row.id, ...derivedDates(row, today) })),
  );
}

/**
 * Call inside the transaction that writes activities, BEFORE writing them (the window lock comes
 * first); then call the returned function after the write, still inside the transaction.
 */
export async function lockOccurrenceWindow(tx: Db, today = todayInAmsterdam()) {
  await createWindow(tx, windowFor(today));
  const window = (await lockWindow(tx, 'share'))!;
  return (ids: number[]) => rematerialise(tx, ids, window, today);
}

/** Rebuilds the rows marked stale, a batch per transaction. Returns how many were rebuilt. */
async function refreshStale(db: Db, today: string): Promise<number> {
  let done = 0;
  let afterId = 0;
  for (;;) {
    const ids = await selectStaleIds(db, afterId, BATCH);
    if (ids.length === 0) return done;
    await db.transaction(async (tx) => {
      const window = (await lockWindow(tx, 'share'))!;
      await rematerialise(tx, ids, window, today);
    });
    done += ids.length;
    afterId = ids.at(-1)!;
  }
}

function rowsDays(rows: RecurrenceRow[], from: string, to: string) {
  return rows.flatMap((row) => occurrenceDays(row, from, to).map((day) => ({ activityId: row.id, day })));
}

/**
 * Brings everything up to `today`: moves the window, refreshes passed next dates and builds stale rows.
 * Cheap when another process already did it today; safe to run in every process at once.
 */
export async function topUpOccurrences(db: Db, today = todayInAmsterdam()): Promise<{ rebuilt: number }> {
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
        passed.map((row) => ({ id: row.id, ...derivedDates(row, today) })),
      );
    }
    await saveWindow(tx, desired);
  });
  return { rebuilt: await refreshStale(db, today) };
}

/**
 * For code that writes activities without the API (the demo seed, the benchmark's generator, imports):
 * builds their occurrences. Without options it brings everything up to date (new and changed rows);
 * `activityIds` rebuilds those rows; `all` rebuilds every row.
 */
export async function refreshOccurrences(
  db: Db,
  options: { activityIds?: number[]; all?: boolean; today?: string } = {},
): Promise<{ rebuilt: number }> {
  const today = options.today ?? todayInAmsterdam();
  const result = await topUpOccurrences(db, today);
  let rebuilt = result.rebuilt;
  if (options.all) {
    let afterId = 0;
    for (;;) {
      const ids = await selectIds(db, afterId, BATCH);
      if (ids.length === 0) break;
      await rebuild(db, ids, today);
      rebuilt += ids.length;
      afterId = ids.at(-1)!;
    }
  } else if (options.activityIds?.length) {
    for (let i = 0; i < options.activityIds.length; i += BATCH) {
      const ids = options.activityIds.slice(i, i + BATCH);
      await rebuild(db, ids, today);
      rebuilt += ids.length;
    }
  }
  return { rebuilt };
}

async function rebuild(db: Db, ids: number[], today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const window = (await lockWindow(tx, 'share'))!;
    await rematerialise(tx, ids, window, today);
  });
}

/** The stored window, for the list queries (date ranges are answered inside it). */
export async function currentWindow(db: Db): Promise<StoredWindow | null> {
  return readWindow(db);
}
