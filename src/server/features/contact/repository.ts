import type { Db } from '../../db/connect';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<number> {
  const rows = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return rows[0]!.id;
}
