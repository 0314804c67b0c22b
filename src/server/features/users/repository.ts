import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/database-errors';
import {
  activities,
  contactMessages,
  favorites,
  images,
  participants,
  portals,
  sessions,
  userRowColumns,
  users,
  usersAdminDocument,
  usersDirectoryDocument,
} from '../../db/schema';
import type { UserRow } from './present-user';

export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select(userRowColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** `%term%` for LIKE with the term's own `%`, `_` and `\` taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

/** Which of a username and an e-mail address already belong to someone other than `exceptId`. */
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
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(or(...conditions), exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(2);
  return {
    username: Boolean(u) && rows.some((r) => r.username.toLowerCase() === u),
    email: Boolean(e) && rows.some((r) => r.email?.toLowerCase() === e),
  };
}

export type WriteResult = { ok: true; user: UserRow } | { ok: false; taken: 'username' | 'email' };

/** Inserts a user; a race on a unique name or address reports which one was taken. */
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

/**
 * Deletes a user with everything that is theirs: sessions, registrations and favourites go with the row
 * (ON DELETE CASCADE), and the contact messages they sent (name, address and text are personal data)
 * are deleted in the same transaction. Answers whether a row was deleted.
 */
export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(contactMessages).where(eq(contactMessages.userId, id));
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

/**
 * Removes a picture nobody uses any more (a replaced or removed avatar): a profile photo is personal
 * data and should not outlive its use. A picture still shown anywhere stays.
 */
export async function deleteImageIfUnused(db: Db, imageId: number): Promise<void> {
  await db
    .delete(images)
    .where(
      and(
        eq(images.id, imageId),
        sql`not exists (select 1 from ${users} where ${users.avatarImageId} = ${imageId})`,
        sql`not exists (select 1 from ${activities} where ${activities.imageId} = ${imageId})`,
        sql`not exists (select 1 from ${portals} where ${portals.imageId} = ${imageId})`,
      ),
    );
}

/** Everything stored about a member beyond their own row, for the "download my data" export. */
export async function findMemberData(db: Db, userId: number) {
  const [registrations, favourites, sessionRows, messages] = await Promise.all([
    db
      .select({
        activityId: participants.activityId,
        title: activities.title,
        registeredAt: participants.registeredAt,
      })
      .from(participants)
      .innerJoin(activities, eq(activities.id, participants.activityId))
      .where(eq(participants.userId, userId))
      .orderBy(desc(participants.registeredAt)),
    db
      .select({
        activityId: favorites.activityId,
        title: activities.title,
        favoritedAt: favorites.favoritedAt,
      })
      .from(favorites)
      .innerJoin(activities, eq(activities.id, favorites.activityId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.favoritedAt)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        createdAt: contactMessages.createdAt,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        details: contactMessages.details,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(desc(contactMessages.createdAt)),
  ]);
  return { registrations, favourites, sessions: sessionRows, messages };
}
