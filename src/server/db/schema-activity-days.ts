import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { activityId } from './cascade-columns';

// The days activities take place on, as the list reads them, and the log of which activities changed
// (decisions 0016 and 0020). schema.ts re-exports them.

/** A transaction id (64-bit, never wraps), as pg_current_xact_id() gives it. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which activities changed, by which transaction: written by triggers on activities and
 * activity_occurrences (migration 0010) whatever path wrote, read by every app process's list index to
 * catch up (decision 0016). Rows older than an hour are swept (jobs.ts). No foreign key: a deletion is a
 * change too.
 */
export const listChanges = pgTable(
  'list_changes',
  {
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    activityId: integer('activity_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('list_changes_xid_idx').on(t.xid), index('list_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * The days on which each activity takes place, materialised from the recurrence engine for a rolling
 * window (see `occurrenceWindow`), one row per day: a date filter is then a range scan of
 * (day, activity_id). A festival from 1 to 3 May has three rows.
 */
export const activityOccurrences = pgTable(
  'activity_occurrences',
  {
    activityId: activityId(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.day] }),
    index('activity_occurrences_day_idx').on(t.day, t.activityId),
  ],
);

/** The window `activity_occurrences` holds (one row), and the day derived dates were last brought up to date. */
export const occurrenceWindow = pgTable(
  'occurrence_window',
  {
    id: smallint('id').primaryKey().default(1),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    refreshedOn: date('refreshed_on', { mode: 'string' }).notNull(),
  },
  (t) => [check('occurrence_window_single_row', sql`${t.id} = 1`)],
);
