import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { digestPicks, digestWeek, newActivitiesMail } from '../../../domain/activities/new-activities-digest';
import type { NoticeActivity } from '../../../domain/activities/participant-notice';
import { minuteInAmsterdam } from '../../../domain/recurrence/session-end';
import type { Db } from '../../db/connect';
import { activities, newActivitiesDigests, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { Mailer } from '../../providers/mailer';
import { getActivity } from './service';

// Sends the week's e-mail of new activities (what it says and to whom it names what:
// domain/activities/new-activities-digest.ts) to the members with an e-mail address, 'E-mailmeldingen'
// and 'Nieuwe activiteiten' on. A job asks every few minutes (plugins/jobs.ts); the first process to
// claim the week in the database sends it, any other finds it claimed. A week claimed and then not sent
// (the process stopped in between) stays unsent: a week without the e-mail is better than one twice.

/** The newest this many new activities are read; a week with more (an import) is counted, not read. */
const MOST_READ = 100;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface DigestSent {
  week: string;
  /** New activities still ahead since the digest before. */
  activities: number;
  recipients: number;
}

/** Sends the digest of the week at `now`, unless it is not due or was claimed already: then null. */
export async function sendNewActivitiesDigest(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  now: Date = new Date(),
): Promise<DigestSent | null> {
  const week = digestWeek(minuteInAmsterdam(now));
  if (week === null) return null;
  const claimed = await db
    .insert(newActivitiesDigests)
    .values({
      week,
      sentAt: now,
      // From the last digest sent; a week back for the first.
      since: sql`coalesce((select max(${newActivitiesDigests.sentAt}) from ${newActivitiesDigests}), ${new Date(now.getTime() - WEEK_MS)})`,
    })
    .onConflictDoNothing()
    .returning({ since: newActivitiesDigests.since });
  const since = claimed[0]?.since;
  if (!since) return null;

  const added = and(
    gt(activities.createdAt, since),
    lte(activities.createdAt, now),
    isNotNull(activities.nextDate),
  );
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(activities).where(added);
  const total = counted?.count ?? 0;
  if (total === 0) return { week, activities: 0, recipients: 0 };
  const newest = await db
    .select({ id: activities.id })
    .from(activities)
    .where(added)
    .orderBy(desc(activities.createdAt))
    .limit(MOST_READ);
  const read: NoticeActivity[] = [];
  for (const { id } of newest) {
    try {
      const [nl, en] = await Promise.all([getActivity(db, id, 'nl'), getActivity(db, id, 'en')]);
      read.push({ nl, en });
    } catch (error) {
      // Deleted since it was counted: left out, the rest still goes.
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }

  const members = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      location: users.location,
    })
    .from(users)
    .where(and(isNotNull(users.email), eq(users.emailNotifications, true), eq(users.newActivities, true)));
  const links = { publicUrl: publicUrl.replace(/\/+$/, '') };
  let recipients = 0;
  for (const member of members) {
    const picks = digestPicks(read, member.location);
    if (picks.length === 0) continue;
    const name = member.firstName?.trim() || member.username;
    mailer.send({ to: member.email!, ...newActivitiesMail(picks, total, name, member.location, links) });
    recipients++;
  }
  await db.update(newActivitiesDigests).set({ recipients }).where(eq(newActivitiesDigests.week, week));
  return { week, activities: total, recipients };
}
