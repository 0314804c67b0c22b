import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { activities, contactMessages, contactReplies } from '../../db/schema';

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

/**
 * Which messages an inbox shows: every one (portalIds null, an administrator), or only those about an
 * activity of these portals (an organiser; a message about no activity is the team's).
 */
function aboutPortals(portalIds: number[] | null): SQL | undefined {
  if (portalIds === null) return undefined;
  if (portalIds.length === 0) return sql`false`;
  return sql`${contactMessages.activityId} in (select ${activities.id} from ${activities} where ${inArray(activities.portalId, portalIds)})`;
}

/** The portal of the activity a message is about; null when it is about none (or unknown message). */
export async function portalOfMessage(
  db: Db,
  id: number,
): Promise<{ found: boolean; portalId: number | null }> {
  const [row] = await db
    .select({ portalId: activities.portalId })
    .from(contactMessages)
    .leftJoin(activities, eq(activities.id, contactMessages.activityId))
    .where(eq(contactMessages.id, id));
  return row ? { found: true, portalId: row.portalId } : { found: false, portalId: null };
}

/** One page of messages, newest first (id breaks ties), and how many there are in all. */
export async function listContactMessages(
  db: Db,
  options: { unhandledOnly: boolean; portalIds: number[] | null; limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where = and(
    options.unhandledOnly ? isNull(contactMessages.handledAt) : undefined,
    aboutPortals(options.portalIds),
  );
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

export async function countUnhandledContactMessages(db: Db, portalIds: number[] | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.handledAt), aboutPortals(portalIds)));
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
