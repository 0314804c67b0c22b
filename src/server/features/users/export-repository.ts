import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { activities, contactMessages, favorites, participants, sessions } from '../../db/schema';

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
