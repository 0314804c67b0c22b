import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import type { UserRow } from '../users/present-user';

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Links a Google account to a user that has none yet; null when it already had one. */
export async function linkGoogleId(db: Db, userId: number, googleId: string): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ googleId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.googleId)))
    .returning();
  return rows[0] ?? null;
}

/** Usernames already taken that are `base` or `base-<something>`, lower-cased. */
export async function takenUsernamesLike(db: Db, base: string): Promise<Set<string>> {
  const lowered = base.toLowerCase();
  const prefix = `${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), sql`lower(${users.username}) like ${prefix}`));
  return new Set(rows.map((r) => r.username));
}
