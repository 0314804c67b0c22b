import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { activities, favorites, participants, users } from '../../db/schema';

export async function activityExists(db: Db, activityId: number): Promise<boolean> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
  return Boolean(row);
}

/** id and username only: what the participants section shows (spec section 3). */
export async function selectParticipants(
  db: Db,
  activityId: number,
): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .where(eq(participants.activityId, activityId))
    .orderBy(asc(participants.registeredAt), asc(users.id));
}

export async function isParticipant(db: Db, userId: number, activityId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(and(eq(participants.userId, userId), eq(participants.activityId, activityId)));
  return Boolean(row);
}

/** Exactly once, however many requests race: the primary key decides, a repeat changes nothing. */
export async function insertParticipant(db: Db, userId: number, activityId: number): Promise<void> {
  await db.insert(participants).values({ userId, activityId }).onConflictDoNothing();
}

export async function deleteParticipant(db: Db, userId: number, activityId: number): Promise<void> {
  await db
    .delete(participants)
    .where(and(eq(participants.userId, userId), eq(participants.activityId, activityId)));
}

export async function isFavorite(db: Db, userId: number, activityId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.activityId, activityId)));
  return Boolean(row);
}

export async function insertFavorite(db: Db, userId: number, activityId: number): Promise<void> {
  await db.insert(favorites).values({ userId, activityId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, userId: number, activityId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.activityId, activityId)));
}
