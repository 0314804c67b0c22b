import { and, asc, count, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/database-errors';
import {
  contactMessages,
  proposals,
  sessions,
  userRowColumns,
  users,
  usersAdminDocument,
  usersDirectoryDocument,
} from '../../db/schema';
import { releasePlacesOf } from '../participation';
import type { UserRow } from './present-user';

export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

// Every read and write of user rows, for every feature (accounts, sign-in, Google, administration).
// Rows are always selected as userRowColumns: the row and its avatar key.

async function firstUser(db: Db, where: SQL): Promise<UserRow | null> {
  const rows = await db.select(userRowColumns).from(users).where(where).limit(1);
  return rows[0] ?? null;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  return firstUser(db, eq(users.id, id));
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | null> {
  return firstUser(db, eq(users.googleId, googleId));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return firstUser(db, eq(sql`lower(${users.email})`, email.toLowerCase()));
}

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

/** `%term%` for LIKE with the term's own `%`, `_` and `\` taken literally. */
function containsPattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface UserPage {
  rows: UserRow[];
  total: number;
}

/**
 * One page of members ordered by username, and how many match in all. The search is a substring match
 * on the same expression as a trigram index (see `users_*_search_idx`), so it stays fast on large
 * tables; the ordering walks the unique index on lower(username).
 */
export async function listUsers(
  db: Db,
  options: { search?: string; audience: 'directory' | 'admin'; limit: number; offset: number },
): Promise<UserPage> {
  let where: SQL | undefined;
  if (options.search) {
    const document = options.audience === 'admin' ? usersAdminDocument(users) : usersDirectoryDocument(users);
    where = sql`${document} like ${containsPattern(options.search)}`;
  }
  const [rows, totals] = await Promise.all([
    db
      .select(userRowColumns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.username})`))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Which of a username and an e-mail address already belong to someone other than `exceptId`,
 * case-insensitively (compared with lower(), as the unique indexes compare them).
 */
export async function findClash(
  db: Db,
  values: { username?: string; email?: string | null },
  exceptId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const conditions: SQL[] = [];
  const u = values.username?.toLowerCase();
  const e = values.email?.toLowerCase();
  if (u) conditions.push(eq(sql`lower(${users.username})`, u));
  if (e) conditions.push(eq(sql`lower(${users.email})`, e));
  if (conditions.length === 0) return { username: false, email: false };
  const rows = await db
    .select({
      usernameTaken: u ? sql<boolean>`lower(${users.username}) = ${u}` : sql<boolean>`false`,
      emailTaken: e ? sql<boolean>`coalesce(lower(${users.email}) = ${e}, false)` : sql<boolean>`false`,
    })
    .from(users)
    .where(and(or(...conditions), exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(2);
  return {
    username: rows.some((r) => r.usernameTaken),
    email: rows.some((r) => r.emailTaken),
  };
}

/** Every username but the one of `exceptId`, as typed (features/users/lookalike.ts compares them). */
export async function listUsernames(db: Db, exceptId?: number): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(exceptId === undefined ? undefined : ne(users.id, exceptId));
  return rows.map((r) => r.username);
}

/** Usernames already taken that are `base` or `base-<something>`, lower-cased. */
export async function takenUsernamesLike(db: Db, base: string): Promise<Set<string>> {
  const lowered = base.toLowerCase();
  const prefix = `${escapeLike(lowered)}-%`;
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), sql`lower(${users.username}) like ${prefix}`));
  return new Set(rows.map((r) => r.username));
}

export type WriteResult = { ok: true; user: UserRow } | { ok: false; taken: 'username' | 'email' };

/**
 * Inserts a user. Two sign-ups racing for the same name both pass the clash check; the unique indexes
 * then let exactly one in, and the other learns which field was taken.
 */
export async function insertUserRow(db: Db, values: NewUserRow): Promise<WriteResult> {
  try {
    const rows = await db.insert(users).values(values).returning(userRowColumns);
    return { ok: true, user: rows[0]! };
  } catch (error) {
    return uniqueFailure(error);
  }
}

/** Updates a user; null when the user no longer exists. */
export async function updateUserRow(db: Db, id: number, changes: UserChanges): Promise<WriteResult | null> {
  try {
    const rows = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(userRowColumns);
    return rows[0] ? { ok: true, user: rows[0] } : null;
  } catch (error) {
    return uniqueFailure(error);
  }
}

function uniqueFailure(error: unknown): WriteResult {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  return { ok: false, taken: constraint.includes('email') ? 'email' : 'username' };
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
  verifiedEmail: string | null = null,
): Promise<LinkResult> {
  // The account's address counts as confirmed when it is the one Google vouched for.
  const confirmed = verifiedEmail
    ? sql`case when lower(${users.email}) = ${verifiedEmail.toLowerCase()} then coalesce(${users.emailConfirmedAt}, now()) else ${users.emailConfirmedAt} end`
    : undefined;
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ googleId, updatedAt: new Date(), ...(confirmed ? { emailConfirmedAt: confirmed } : {}) })
        .where(and(eq(users.id, userId), isNull(users.googleId)))
        .returning(userRowColumns);
      const user = rows[0];
      if (!user) return { ok: false, reason: 'already-linked' } as const;
      await deleteSessions(tx, userId, keepSessionId);
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
    if (user) await deleteSessions(tx, userId, keepSessionId);
    return user ?? null;
  });
}

/**
 * Deletes a user with everything that is theirs: sessions, registrations and favourites go with the row
 * (ON DELETE CASCADE), and the contact messages they sent (name, address and text are personal data)
 * are deleted in the same transaction. Answers whether a row was deleted.
 */
export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(contactMessages).where(eq(contactMessages.userId, id));
    // What they proposed and nobody approved goes with them; an approved one is the organisation's
    // activity now, and its proposal row keeps no name (proposer_id is set null).
    await tx.delete(proposals).where(and(eq(proposals.proposerId, id), ne(proposals.status, 'approved')));
    await releasePlacesOf(tx, id);
    const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  });
}

/**
 * Runs a change that may take an administrator away (deleting or demoting one) so that one always
 * remains: every administrator row is locked first, in id order so that two such changes never
 * deadlock, and the change is handed the administrators as they are once any change before it has
 * committed. Two administrators removing each other at the same moment are thus done one after the other.
 */
export async function withAdministratorsLocked<T>(
  db: Db,
  change: (tx: Db, adminIds: number[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.id))
      .for('update');
    return change(
      tx as unknown as Db,
      admins.map((a) => a.id),
    );
  });
}

/** Signs a user out everywhere, except (optionally) the session the request came with. */
export async function deleteSessions(
  db: Db,
  userId: number,
  exceptSessionId?: string | null,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}
