import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  cancellationNoticeMail,
  changeNoticeMail,
  changesWorthANotice,
  type NoticeActivity,
  type NoticeLinks,
  type NoticeMail,
} from '../../../../domain/activities/participant-notice';
import type { ActivityDetail } from '../../../../domain/activities/response';
import type { Language } from '../../../../domain/language';
import type { Db } from '../../../db/connect';
import { users } from '../../../db/schema';
import type { Mailer } from '../../../providers/mailer';
import { createUnsubscribeLinks } from '../../email';

// Telling participants by e-mail when an activity they signed up for changes its time or place, or is
// deleted while it was still to come (what the mail says: domain/activities/participant-notice.ts).
// Only members with an e-mail address, 'E-mailmeldingen' and 'Activiteitsupdates' on. The write is
// what counts: the mails go out after it, in the background (the mailer never throws or waits).

/**
 * One activity's detail as the API shows it (the feature's getActivity, read with the other details of
 * this turn), or an AppError 404 when it does not exist.
 */
export type ActivityReader = (id: number, lang: Language) => Promise<ActivityDetail>;

interface Recipient {
  userId: number;
  email: string;
  name: string;
}

/** The activity and its participants as they were before a write. */
export interface BeforeWrite {
  activity: NoticeActivity;
  recipients: Recipient[];
}

export interface ParticipantNotices {
  /** Reads what a write may change; call before it (a deletion takes the participants with it). */
  before(id: number): Promise<BeforeWrite | null>;
  /**
   * After a change: mails the participants when the time or place changed, and answers the names of
   * those it mailed (none when nothing worth a notice changed), so the administrator hears who was told.
   */
  changed(before: BeforeWrite): Promise<string[]>;
  /** After a deletion: mails the participants when the activity was still to come. */
  deleted(before: BeforeWrite): Promise<void>;
  /** The names of those a deletion now would mail, without mailing anyone: what the confirmation says. */
  toldOfDeletion(id: number): Promise<string[]>;
}

/**
 * The members who take part in an activity: in a date still to come (or waiting for a place on it), in
 * a one-time activity whatever its date, or following the series.
 */
function participantIds(activityId: number) {
  return sql`(select r.user_id from registrations r join activities a on a.id = r.activity_id
    where r.activity_id = ${activityId} and r.status <> 'skipped'
      and (r.day is null or a.activity_type = 'one-time' or r.day >= (now() at time zone 'Europe/Amsterdam')::date)
    union select f.user_id from series_followers f where f.activity_id = ${activityId})`;
}

async function recipientsOf(db: Db, activityId: number): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(
      and(
        inArray(users.id, participantIds(activityId)),
        isNotNull(users.email),
        // An address its owner has not confirmed gets nothing but the confirmation.
        isNotNull(users.emailConfirmedAt),
        eq(users.emailNotifications, true),
        eq(users.activityUpdates, true),
      ),
    );
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email!,
    name: row.firstName?.trim() || row.username,
  }));
}

function sortedNames(people: readonly { name: string }[]): string[] {
  return people.map((person) => person.name).sort((a, b) => a.localeCompare(b, 'nl'));
}

/** Every participant's name as the notices greet them (first name, else username), alphabetically. */
export async function participantNames(db: Db, activityId: number): Promise<string[]> {
  const rows = await db
    .select({ firstName: users.firstName, username: users.username })
    .from(users)
    .where(inArray(users.id, participantIds(activityId)));
  return sortedNames(rows.map((row) => ({ name: row.firstName?.trim() || row.username })));
}

/** An activity's detail in Dutch and in English, as the notices and the weekly digest tell of it. */
export async function bothLanguages(readActivity: ActivityReader, id: number): Promise<NoticeActivity> {
  const [nl, en] = await Promise.all([readActivity(id, 'nl'), readActivity(id, 'en')]);
  return { nl, en };
}

/** null without a mail server: then there is nothing to send and nothing is read. */
export function createParticipantNotices(
  db: Db,
  readActivity: ActivityReader,
  mailer: Mailer | null,
  publicUrl: string,
  /** The site's name as its settings say now (the mails are signed and sent under it). */
  siteName: () => Promise<string>,
): ParticipantNotices | null {
  if (!mailer) return null;
  const origin = publicUrl.replace(/\/+$/, '');
  const unsubscribe = createUnsubscribeLinks(db, publicUrl);
  /** Each participant's mail, with the links that stop activity updates for them alone. */
  async function sendEach(
    recipients: Recipient[],
    mail: (person: Recipient, links: NoticeLinks, site: string) => NoticeMail,
  ) {
    const site = await siteName();
    for (const person of recipients) {
      const stop = await unsubscribe.linksFor(person.userId, 'activity-updates');
      const links = { publicUrl: origin, unsubscribePage: stop.page };
      mailer!.send({ to: person.email, ...mail(person, links, site), unsubscribeUrl: stop.oneClick });
    }
  }
  return {
    async before(id) {
      const recipients = await recipientsOf(db, id);
      if (recipients.length === 0) return null;
      return { activity: await bothLanguages(readActivity, id), recipients };
    },
    async changed(before) {
      const after = await bothLanguages(readActivity, before.activity.nl.id);
      const changes = changesWorthANotice(before.activity.nl, after.nl);
      if (changes.length === 0) return [];
      await sendEach(before.recipients, (person, links, site) =>
        changeNoticeMail(after, changes, person.name, links, site),
      );
      return sortedNames(before.recipients);
    },
    async deleted(before) {
      // Something that is over is cleared away, not cancelled.
      if (before.activity.nl.nextDate === null) return;
      await sendEach(before.recipients, (person, links, site) =>
        cancellationNoticeMail(before.activity, person.name, links, site),
      );
    },
    async toldOfDeletion(id) {
      const recipients = await recipientsOf(db, id);
      if (recipients.length === 0) return [];
      // The same test as deleted() makes: only what is still to come is cancelled by mail.
      const activity = await readActivity(id, 'nl');
      return activity.nextDate === null ? [] : sortedNames(recipients);
    },
  };
}
