import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { favorites, registrations, users } from '../../db/schema';
import type { DateKey } from './registrations';

/** id and username only: what the participants section shows (spec section 3), those going on the date. */
export async function selectParticipants(db: Db, key: DateKey): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.activityId, key.activityId),
        key.day === null ? isNull(registrations.day) : eq(registrations.day, key.day),
        eq(registrations.status, 'going'),
      ),
    )
    .orderBy(asc(registrations.registeredAt), asc(users.id));
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
