import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import {
  digestPicks,
  digestWeek,
  newActivitiesMail,
} from '../../../../domain/activities/new-activities-digest';
import { minuteInAmsterdam } from '../../../../domain/recurrence/amsterdam-clock';
import type { Db } from '../../../db/connect';
import { activities, newActivitiesDigests, users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import type { Mailer, OutgoingMail } from '../../../providers/mailer';
import { createUnsubscribeLinks } from '../../email';
import { type ActivityReader, bothLanguages } from './participant-notices';

// Sends the week's e-mail of new activities (what it says and to whom it names what:
// domain/activities/new-activities-digest.ts) to the members with an e-mail address, 'E-mailmeldingen'
// and 'Nieuwe activiteiten' on. A job asks every few minutes (plugins/jobs.ts); the first process to
// claim the week in the database sends it, any other finds it claimed. A week whose claim committed and
// whose process stopped before the mails went out stays unsent: a week without it is better than twice.

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
  readActivity: ActivityReader,
  mailer: Mailer,
  publicUrl: string,
  /** The site's name as its settings say now: the mails are signed and sent under it. */
  siteName: string,
  now: Date = new Date(),
): Promise<DigestSent | null> {
  const week = digestWeek(minuteInAmsterdam(now));
  if (week === null) return null;
  // The claim, the reads and the count of recipients in one transaction: a failure anywhere before its
  // commit takes the claim back, and the next run tries again. The mails go out after the commit.
  const planned = await db.transaction(async (tx) => {
    const claimed = await tx
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
    // Read through the app's pool (the detail's reads are batched there), not the claim's connection.
    const digest = await digestMails(db, readActivity, since, now, publicUrl, siteName);
    await tx
      .update(newActivitiesDigests)
      .set({ recipients: digest.mails.length })
      .where(eq(newActivitiesDigests.week, week));
    return digest;
  });
  if (planned === null) return null;
  for (const mail of planned.mails) mailer.send(mail);
  return { week, activities: planned.total, recipients: planned.mails.length };
}

/** Each member's digest of the activities added after `since` (up to `now`) and still ahead. */
async function digestMails(
  db: Db,
  readActivity: ActivityReader,
  since: Date,
  now: Date,
  publicUrl: string,
  siteName: string,
): Promise<{ total: number; mails: OutgoingMail[] }> {
  const added = and(
    gt(activities.createdAt, since),
    lte(activities.createdAt, now),
    isNotNull(activities.nextDate),
  );
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(activities).where(added);
  const total = counted?.count ?? 0;
  const mails: OutgoingMail[] = [];
  if (total === 0) return { total, mails };
  const newest = await db
    .select({ id: activities.id })
    .from(activities)
    .where(added)
    .orderBy(desc(activities.createdAt))
    .limit(MOST_READ);
  // Together, so that the detail's reads of one turn go out as one statement (reads-per-turn.ts).
  const read = (
    await Promise.all(
      newest.map(({ id }) =>
        bothLanguages(readActivity, id).catch((error: unknown) => {
          // Deleted since it was counted: left out, the rest still goes.
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        }),
      ),
    )
  ).filter((activity) => activity !== null);

  const members = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      location: users.location,
    })
    .from(users)
    .where(
      and(
        isNotNull(users.email),
        // An address its owner has not confirmed gets nothing but the confirmation.
        isNotNull(users.emailConfirmedAt),
        eq(users.emailNotifications, true),
        eq(users.newActivities, true),
      ),
    );
  const origin = publicUrl.replace(/\/+$/, '');
  const unsubscribe = createUnsubscribeLinks(db, publicUrl);
  for (const member of members) {
    const picks = digestPicks(read, member.location);
    if (picks.length === 0) continue;
    const name = member.firstName?.trim() || member.username;
    const stop = await unsubscribe.linksFor(member.id, 'new-activities');
    const links = { publicUrl: origin, unsubscribePage: stop.page };
    mails.push({
      to: member.email!,
      ...newActivitiesMail(picks, total, name, member.location, links, siteName),
      unsubscribeUrl: stop.oneClick,
    });
  }
  return { total, mails };
}
