import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activities, users } from './schema';

// The contact form's messages and the administrators' answers to them (the admin inbox). schema.ts
// re-exports them. The references are read lazily (inside arrow functions), so the two modules may
// import each other.

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  /** The subject-specific fields of the form (activity details, support question, review…). */
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  /** The activity a message is about (a report from going together): its portal's organisers see it. */
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
});

/** Answers an administrator sent from the inbox to a contact message's sender, kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Who answered; kept as a name too, so the answer still says who wrote it after the account is gone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.sentAt)],
);
