import { asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { contactMessages, contactReplies } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/** The answers to these messages, oldest first. */
export async function listReplies(db: Db, messageIds: number[]): Promise<ContactReplyRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
}

/**
 * Keeps an answer with its message and marks the message handled (an answered message is), in one
 * transaction. Null when the message is gone.
 */
export async function insertReply(
  db: Db,
  reply: { messageId: number; userId: number; username: string; text: string },
): Promise<ContactMessageRow | null> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessages)
      .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
      .where(eq(contactMessages.id, reply.messageId))
      .returning();
    if (!message) return null;
    await tx.insert(contactReplies).values(reply);
    return message;
  });
}

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<number> {
  const rows = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return rows[0]!.id;
}

/** One page of messages, newest first (id breaks ties), and how many there are in all. */
export async function listContactMessages(
  db: Db,
  options: { unhandledOnly: boolean; limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where = options.unhandledOnly ? isNull(contactMessages.handledAt) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countUnhandledContactMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.total ?? 0;
}

/**
 * Marks a message handled (now) or not handled; a message already handled keeps the moment it first was.
 * Null when there is no such message.
 */
export async function setContactMessageHandled(
  db: Db,
  id: number,
  handled: boolean,
): Promise<ContactMessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}

/** Whether a message was there to delete. */
export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
