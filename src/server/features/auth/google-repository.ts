import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/database-errors';
import { sessions, userRowColumns, users } from '../../db/schema';
import type { UserRow } from '../users/present-user';

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | null> {
  const rows = await db.select(userRowColumns).from(users).where(eq(users.googleId, googleId)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select(userRowColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export type LinkResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'already-linked' | 'linked-elsewhere' };

/**
 * Links a Google account to a user that has none yet and signs the user out everywhere except
 * `keepSessionId`, in one transaction: a session someone else held must not outlive the moment the
 * account gains a new way in. Refused when the user already has a Google account (or is gone) or the
 * Google account belongs to someone else (the unique index decides a race).
 */
export async function linkGoogleId(
  db: Db,
  userId: number,
  googleId: string,
  keepSessionId: string,
): Promise<LinkResult> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ googleId, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.googleId)))
        .returning(userRowColumns);
      const user = rows[0];
      if (!user) return { ok: false, reason: 'already-linked' } as const;
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
      return { ok: true, user } as const;
    });
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    return { ok: false, reason: 'linked-elsewhere' };
  }
}

/**
 * Removes the Google link of a user that has a password, and ends every other session (those may have
 * been opened through Google). Null when the user has no password, is not linked, or is gone.
 */
export async function unlinkGoogleId(db: Db, userId: number, keepSessionId: string): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ googleId: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.googleId), isNotNull(users.passwordHash)))
      .returning(userRowColumns);
    const user = rows[0];
    if (user)
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    return user ?? null;
  });
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
