import type { Db } from '../../db/connect';
import { mailOutbox } from '../../db/schema';
import type { OutgoingMail } from '../../providers/mailer';
import { storedMail } from './stored-mail';

// A mail that must reach someone is written into the outbox in the same transaction as the change it
// tells of (decision 0034): it exists exactly when the change committed, and the sender (sender.ts) takes
// it from there. The event key names the event, not the mail: writing the same event again adds nothing,
// so a request that is repeated, or a job that runs in two processes, mails once.

export interface MailForEvent {
  /**
   * What happened, to whom, once: 'waitlist-promoted:registration:42', 'date-cancelled:7:2026-12-05:user:3'.
   * A new event of the same kind needs a key of its own (a date, a version, a row id).
   */
  eventKey: string;
  mail: OutgoingMail;
}

/** The longest event key: the key is kept in a unique index, which takes a few kilobytes at most. */
const LONGEST_EVENT_KEY = 500;

/**
 * Puts one mail in the outbox within `tx` (a Drizzle transaction, or the Db for a statement of its own).
 * Answers true when it is new, false when the event already has its mail (nothing is changed then).
 */
export async function enqueueMail(tx: Db, eventKey: string, mail: OutgoingMail): Promise<boolean> {
  return (await enqueueMails(tx, [{ eventKey, mail }])).length === 1;
}

/**
 * Puts several mails in the outbox with one statement within `tx` (a reminder to everyone on a date).
 * Answers the event keys that were new; a key given twice counts once.
 */
export async function enqueueMails(tx: Db, mails: readonly MailForEvent[]): Promise<string[]> {
  const byKey = new Map<string, OutgoingMail>();
  for (const { eventKey, mail } of mails) {
    if (eventKey.length === 0 || eventKey.length > LONGEST_EVENT_KEY) {
      throw new Error(
        `An outbox event key needs 1 to ${LONGEST_EVENT_KEY} characters: ${eventKey.slice(0, 80)}`,
      );
    }
    if (!byKey.has(eventKey)) byKey.set(eventKey, mail);
  }
  if (byKey.size === 0) return [];
  const inserted = await tx
    .insert(mailOutbox)
    .values([...byKey].map(([eventKey, mail]) => ({ eventKey, message: storedMail(mail) })))
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ eventKey: mailOutbox.eventKey });
  return inserted.map((row) => row.eventKey);
}
