import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/database-errors';
import { userRowColumns, users } from '../../db/schema';
import type { UserRow } from '../users/present-user';

export type NewUser = typeof users.$inferInsert;

/**
 * The user a login name belongs to: a username or an e-mail address, case-insensitively. Should one
 * person's username be another's e-mail address, the username wins.
 */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const lowered = login.toLowerCase();
  const rows = await db
    .select(userRowColumns)
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered)))
    .orderBy(sql`lower(${users.username}) = ${lowered} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select(userRowColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Which of a username and an e-mail address already belong to someone, case-insensitively. */
export async function findAccountClash(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const u = username.toLowerCase();
  const e = email.toLowerCase();
  const rows = await db
    .select({
      usernameTaken: sql<boolean>`lower(${users.username}) = ${u}`,
      emailTaken: sql<boolean>`lower(${users.email}) = ${e}`,
    })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, u), eq(sql`lower(${users.email})`, e)))
    .limit(2);
  return {
    username: rows.some((r) => r.usernameTaken),
    email: rows.some((r) => r.emailTaken),
  };
}

export type InsertUserResult = { ok: true; user: UserRow } | { ok: false; taken: 'username' | 'email' };

/**
 * Inserts a user. Two sign-ups racing for the same name both pass the clash check; the unique indexes
 * then let exactly one in, and the other learns which field was taken.
 */
export async function insertUser(db: Db, values: NewUser): Promise<InsertUserResult> {
  try {
    const rows = await db.insert(users).values(values).returning(userRowColumns);
    return { ok: true, user: rows[0]! };
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    return { ok: false, taken: violation.includes('email') ? 'email' : 'username' };
  }
}
