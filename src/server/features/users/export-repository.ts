import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  activities,
  activityChanges,
  companyMessages,
  contactMessages,
  registrations as dates,
  favorites,
  proposals,
  seriesFollowers,
  sessions,
  userBlocks,
  users,
} from '../../db/schema';

/** Everything stored about a member beyond their own row, for the "download my data" export. */
export async function findMemberData(db: Db, userId: number) {
  const [
    registrations,
    followedSeries,
    favourites,
    sessionRows,
    messages,
    sentToCompany,
    blocked,
    changes,
    proposed,
  ] = await Promise.all([
    db
      .select({
        activityId: dates.activityId,
        title: activities.title,
        date: dates.day,
        status: dates.status,
        everyTime: dates.everyTime,
        comingAlone: dates.comingAlone,
        wantsCompany: dates.wantsCompany,
        companyNote: dates.companyNote,
        registeredAt: dates.registeredAt,
      })
      .from(dates)
      .innerJoin(activities, eq(activities.id, dates.activityId))
      // A skipped date of a followed series is a note to the system, not something the member did.
      .where(and(eq(dates.userId, userId), ne(dates.status, 'skipped')))
      .orderBy(desc(dates.day), desc(dates.registeredAt)),
    db
      .select({
        activityId: seriesFollowers.activityId,
        title: activities.title,
        followedAt: seriesFollowers.followedAt,
      })
      .from(seriesFollowers)
      .innerJoin(activities, eq(activities.id, seriesFollowers.activityId))
      .where(eq(seriesFollowers.userId, userId))
      .orderBy(desc(seriesFollowers.followedAt)),
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
    db
      .select({
        activityId: companyMessages.activityId,
        title: activities.title,
        date: companyMessages.day,
        text: companyMessages.body,
        sentAt: companyMessages.sentAt,
      })
      .from(companyMessages)
      .innerJoin(activities, eq(activities.id, companyMessages.activityId))
      .where(eq(companyMessages.senderId, userId))
      .orderBy(desc(companyMessages.sentAt)),
    db
      .select({ username: users.username, blockedAt: userBlocks.blockedAt })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, userId))
      .orderBy(desc(userBlocks.blockedAt)),
    db
      .select({
        activityId: activityChanges.activityId,
        title: activities.title,
        action: activityChanges.action,
        fields: activityChanges.fields,
        at: activityChanges.createdAt,
      })
      .from(activityChanges)
      .innerJoin(activities, eq(activities.id, activityChanges.activityId))
      .where(eq(activityChanges.userId, userId))
      .orderBy(desc(activityChanges.id)),
    db
      .select({
        title: proposals.title,
        status: proposals.status,
        reason: proposals.reason,
        activity: proposals.payload,
        proposedAt: proposals.createdAt,
        decidedAt: proposals.decidedAt,
      })
      .from(proposals)
      .where(eq(proposals.proposerId, userId))
      .orderBy(desc(proposals.id)),
  ]);
  return {
    registrations,
    followedSeries,
    favourites,
    sessions: sessionRows,
    messages,
    sentToCompany,
    blocked,
    changes,
    proposed,
  };
}
