import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { activityId, ownerId } from './cascade-columns';
import { images } from './schema';

// Issue #43's tables beside taking part itself (schema.ts): an organiser's changes of single dates, a
// date's own welcomer, and what members who go together write and block. schema.ts re-exports them.
// The references are read lazily (inside arrow functions), so the two modules may import each other.

/**
 * What an organiser changed of one date of a series (decision 0035): cancelled (with a reason), or moved
 * to another day and/or times. `day` is the date as the rule gives it; the engine reads these rows as
 * exceptions. Undoing keeps the row with both off, so `revision` (a calendar's SEQUENCE) only grows.
 */
export const dateChanges = pgTable(
  'date_changes',
  {
    activityId: activityId(),
    day: date('day', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    reason: text('reason'),
    movedTo: date('moved_to', { mode: 'string' }),
    startTime: text('start_time'),
    endTime: text('end_time'),
    revision: integer('revision').notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.day] })],
);

/** A welcomer for one date, in place of the activity's own (activities.welcomer_*). */
export const dateWelcomers = pgTable(
  'date_welcomers',
  {
    activityId: activityId(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    where: text('where_to_find').notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.day] })],
);

/**
 * A short message between two members who both want company on the same date, mailed through Meedoen
 * without either address (features/company). Kept for the rate limit and for a report to refer to.
 */
export const companyMessages = pgTable(
  'company_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: activityId(),
    day: date('day', { mode: 'string' }),
    senderId: ownerId('sender_id'),
    recipientId: ownerId('recipient_id'),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_messages_sender_idx').on(t.senderId, t.sentAt),
    index('company_messages_recipient_idx').on(t.recipientId, t.sentAt),
  ],
);

/** A member who blocked another: neither sees the other among company, nor can write to them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: ownerId('blocker_id'),
    blockedId: ownerId('blocked_id'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
