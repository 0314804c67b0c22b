import { and, asc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DateChange } from '../../../../domain/recurrence/date-changes';
import type { Db } from '../../../db/connect';
import { changedDatesJsonSql } from '../../../db/date-changes-sql';
import { nextDateFullSql } from '../../../db/next-date-full';
import { activities, activityOccurrences, occurrenceWindow } from '../../../db/schema';

// SQL of the occurrence materialiser (see occurrences.ts). Every function takes the transaction it
// runs in: a Drizzle transaction is a Db too.

export interface StoredWindow {
  fromDate: string;
  toDate: string;
  refreshedOn: string;
}

/** The fields the recurrence engine reads, plus the id. */
export const recurrenceColumns = {
  id: activities.id,
  activityType: activities.activityType,
  startDate: activities.startDate,
  endDate: activities.endDate,
  recurringStartDate: activities.recurringStartDate,
  recurringEndDate: activities.recurringEndDate,
  recurringDays: activities.recurringDays,
  recurringFrequency: activities.recurringFrequency,
  recurringPattern: activities.recurringPattern,
  recurringDates: activities.recurringDates,
  startTime: activities.startTime,
  endTime: activities.endTime,
  recurringStartTime: activities.recurringStartTime,
  recurringEndTime: activities.recurringEndTime,
  // The organiser's cancelled and moved dates, which the engine applies to the rule's dates.
  dateChanges: sql<DateChange[] | null>`${sql.raw(changedDatesJsonSql('"activities"'))}`,
};

/**
 * Whether writing these values can change an activity's dates: some is a field the recurrence engine
 * reads (the database's trigger marks the row's occurrences stale on the same columns).
 */
export function changesDates(values: object): boolean {
  return Object.entries(values).some(
    ([field, value]) =>
      value !== undefined && field !== 'id' && field !== 'dateChanges' && field in recurrenceColumns,
  );
}

/** A row as recurrenceColumns reads it: the columns' own types, and the date changes as JSON. */
export type RecurrenceRow = Pick<
  typeof activities.$inferSelect,
  Exclude<keyof typeof recurrenceColumns, 'dateChanges'>
> & {
  dateChanges: DateChange[] | null;
};

/**
 * The window row, locked: `share` for writers of single activities (they may run side by side),
 * `update` for the top-up that moves the window (it waits for them and they wait for it).
 */
export async function lockWindow(tx: Db, mode: 'share' | 'update'): Promise<StoredWindow | null> {
  const query = selectWindow(tx);
  const [row] = await (mode === 'share' ? query.for('share') : query.for('update'));
  return row ?? null;
}

export async function readWindow(db: Db): Promise<StoredWindow | null> {
  const [row] = await selectWindow(db);
  return row ?? null;
}

/** The one window row (id 1). */
function selectWindow(db: Db) {
  return db
    .select({
      fromDate: occurrenceWindow.fromDate,
      toDate: occurrenceWindow.toDate,
      refreshedOn: occurrenceWindow.refreshedOn,
    })
    .from(occurrenceWindow)
    .where(eq(occurrenceWindow.id, 1));
}

/** Creates the window row unless another process did; true when this call created it. */
export async function createWindow(db: Db, window: StoredWindow): Promise<boolean> {
  const rows = await db
    .insert(occurrenceWindow)
    .values({ id: 1, ...window })
    .onConflictDoNothing()
    .returning({ id: occurrenceWindow.id });
  return rows.length > 0;
}

export async function saveWindow(tx: Db, window: StoredWindow): Promise<void> {
  await tx.update(occurrenceWindow).set(window).where(eq(occurrenceWindow.id, 1));
}

/** The given activities, locked so that a concurrent change of their dates waits for us. */
export async function selectRecurrenceRowsForUpdate(tx: Db, ids: number[]): Promise<RecurrenceRow[]> {
  if (ids.length === 0) return [];
  return tx.select(recurrenceColumns).from(activities).where(inArray(activities.id, ids)).for('update');
}

/** Ids of stale rows (new, or dates changed outside the API), in id order, a batch at a time. */
export async function selectStaleIds(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.occurrencesStale, true), gt(activities.id, afterId)))
    .orderBy(asc(activities.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Ids of all rows, a batch at a time (a full rebuild). */
export async function selectIds(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(gt(activities.id, afterId))
    .orderBy(asc(activities.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Rows that may take place between two dates: every recurring series, and one-time activities whose
 * dates reach into the stretch. Stale rows are left out: they are rebuilt whole anyway.
 */
export async function selectRowsReaching(tx: Db, from: string, to: string): Promise<RecurrenceRow[]> {
  return tx
    .select(recurrenceColumns)
    .from(activities)
    .where(
      and(
        eq(activities.occurrencesStale, false),
        or(
          eq(activities.activityType, 'recurring'),
          and(
            lte(activities.startDate, to),
            sql`coalesce(${activities.endDate}, ${activities.startDate}) >= ${from}`,
          ),
        ),
      ),
    );
}

/** Rows whose stored next date has passed: their next occurrence must be found again. */
export async function selectRowsWithPassedNextDate(tx: Db, today: string): Promise<RecurrenceRow[]> {
  return tx
    .select(recurrenceColumns)
    .from(activities)
    .where(and(lt(activities.nextDate, today), eq(activities.occurrencesStale, false)));
}

/**
 * Rows whose next occurrence is over at `now` (Amsterdam wall clock), locked: their next date must move
 * on. Usually none; the partial index on next_ends_at finds them without reading the table.
 */
export async function selectRowsWithEndedSession(tx: Db, now: string): Promise<RecurrenceRow[]> {
  return tx
    .select(recurrenceColumns)
    .from(activities)
    .where(and(lte(activities.nextEndsAt, now), eq(activities.occurrencesStale, false)))
    .orderBy(activities.id)
    .for('update');
}

const DAY_CHUNK = 10_000;
const UPDATE_CHUNK = 2_000;

export async function deleteDaysOf(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(activityOccurrences).where(inArray(activityOccurrences.activityId, ids));
}

export async function insertDays(tx: Db, rows: { activityId: number; day: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += DAY_CHUNK) {
    await tx
      .insert(activityOccurrences)
      .values(rows.slice(i, i + DAY_CHUNK))
      .onConflictDoNothing();
  }
}

export async function deleteDaysBefore(tx: Db, day: string): Promise<void> {
  await tx.delete(activityOccurrences).where(lt(activityOccurrences.day, day));
}

export async function deleteAllDays(tx: Db): Promise<void> {
  await tx.delete(activityOccurrences);
}

export async function markAllStale(tx: Db): Promise<void> {
  await tx.update(activities).set({ occurrencesStale: true });
}

export interface DerivedDates {
  id: number;
  nextDate: string | null;
  /** Amsterdam wall-clock 'YYYY-MM-DD HH:mm' at which the next occurrence is over. */
  nextEndsAt: string | null;
  lastDate: string | null;
}

/** Stores next/last dates of many rows in one statement per chunk, and marks them up to date. */
export async function updateDerivedDates(tx: Db, updates: DerivedDates[]): Promise<void> {
  for (let i = 0; i < updates.length; i += UPDATE_CHUNK) {
    const values = sql.join(
      updates
        .slice(i, i + UPDATE_CHUNK)
        .map(
          (u) => sql`(${u.id}::int, ${u.nextDate}::date, ${u.nextEndsAt}::timestamp, ${u.lastDate}::date)`,
        ),
      sql`, `,
    );
    // Sets neither dates nor texts, so neither trigger fires. A new next date may be full already
    // (followers take part in every date): its fullness is set with it (db/next-date-full.ts).
    await tx.execute(sql`
      update ${activities} set next_date = v.next_date, next_ends_at = v.next_ends_at,
        last_date = v.last_date, occurrences_stale = false,
        next_date_full = ${sql.raw(nextDateFullSql('activities', 'v.next_date'))}
      from (values ${values}) as v(id, next_date, next_ends_at, last_date)
      where ${activities.id} = v.id`);
  }
}
