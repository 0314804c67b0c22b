import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
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

/** Rows of a table about activities (its `activityId`), each led by the activity's id and title, newest first. */
function withActivityTitles<Table extends PgTable & { activityId: PgColumn }, Fields extends SelectedFields>(
  db: Db,
  table: Table,
  query: { fields: Fields; where: SQL; newestFirst: PgColumn },
) {
  return db
    .select({ activityId: table.activityId as Table['activityId'], title: activities.title, ...query.fields })
    .from(table as PgTable)
    .innerJoin(activities, eq(activities.id, table.activityId))
    .where(query.where)
    .orderBy(desc(query.newestFirst));
}

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
    withActivityTitles(db, seriesFollowers, {
      fields: { followedAt: seriesFollowers.followedAt },
      where: eq(seriesFollowers.userId, userId),
      newestFirst: seriesFollowers.followedAt,
    }),
    withActivityTitles(db, favorites, {
      fields: { favoritedAt: favorites.favoritedAt },
      where: eq(favorites.userId, userId),
      newestFirst: favorites.favoritedAt,
    }),
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
    withActivityTitles(db, companyMessages, {
      fields: { date: companyMessages.day, text: companyMessages.body, sentAt: companyMessages.sentAt },
      where: eq(companyMessages.senderId, userId),
      newestFirst: companyMessages.sentAt,
    }),
    db
      .select({ username: users.username, blockedAt: userBlocks.blockedAt })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, userId))
      .orderBy(desc(userBlocks.blockedAt)),
    withActivityTitles(db, activityChanges, {
      fields: {
        action: activityChanges.action,
        fields: activityChanges.fields,
        at: activityChanges.createdAt,
      },
      where: eq(activityChanges.userId, userId),
      newestFirst: activityChanges.id,
    }),
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
