import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { MailDeliveryError, type Mailer } from '../../providers/mailer';
import { outboxMessageId } from './message-id';
import {
  type ClaimedMail,
  claimDueMails,
  deleteSentBefore,
  type GivenUpMail,
  giveUp,
  markFailed,
  markSent,
  releaseClaim,
  takeAbandonedLastAttempts,
} from './repository';
import { MOST_ATTEMPTS, retryDelayMs } from './retry-schedule';
import { readStoredMail } from './stored-mail';

// Sends what the outbox holds (decision 0034): claims due mails in the database, sends each and waits
// for the mail server's answer, then writes down how it went. One round at a time per process; several
// processes each claim other mails. A mail goes out at least once and, while a claim's lease holds, never
// twice; only a process that stops between the mail server's acceptance and `sent_at` sends it again,
// under the same Message-ID (message-id.ts).

/** Mails claimed per statement. */
const BATCH = 10;
/** Mails sent at once: the mailer keeps two connections open (providers/mailer.ts). */
const LANES = 2;
/**
 * How long a claim holds a mail from other processes. Longer than a batch can take with the mailer's
 * timeouts (a lane's five mails, each well under a minute even on a slow server).
 */
const LEASE_MS = 10 * 60_000;
/** A mail is not started this close to its lease's end: it is given back for the next round instead. */
const LEASE_MARGIN_MS = 2 * 60_000;
/** Sent mails are kept this long (what went out to whom, for an administrator), then deleted. */
const KEEP_SENT_DAYS = 30;

export interface OutboxRound {
  sent: number;
  failed: number;
}

export interface OutboxSweep {
  /** Sent mails deleted for their age. */
  deleted: number;
  /** Mails given up after a process stopped during their last attempt, logged now. */
  givenUp: number;
}

export interface Outbox {
  /**
   * Sends the mails due now, in rounds until none is left, and answers how many went out and failed.
   * Called during a round, it waits for it and then runs one more, so mail committed before the call is
   * tried before it settles. Nothing is sent (and it answers zeros) without a mail server.
   */
  sendDue(): Promise<OutboxRound>;
  /**
   * Starts sendDue in the background, after a commit that put mail in the outbox, so it goes now instead
   * of at the next tick; never throws, never waits (a failure is logged, the next tick tries again).
   */
  wake(): void;
  /** Deletes sent mails past their keeping time and logs the given-up mails nobody logged yet. */
  sweep(): Promise<OutboxSweep>;
}

export interface OutboxParts {
  db: Db;
  /** null: no mail server, nothing is sent; the mails wait in the outbox. */
  mailer: Mailer | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The outbox of one app; `close` lets the round in flight finish and starts no other. */
export function createOutbox({
  db,
  mailer,
  publicUrl,
  log,
}: OutboxParts): Outbox & { close(): Promise<void> } {
  let running: Promise<OutboxRound> | null = null;
  let again = false;
  let closed = false;

  // The row and why, never the mail itself: its address and text stay out of the log.
  const logGivenUp = ({ id, eventKey, attempts, lastError }: GivenUpMail) =>
    log.warn(
      { outbox: { id, eventKey, attempts, lastError } },
      'an e-mail of the outbox was given up; it stays unsent in mail_outbox',
    );

  /** Sends one claimed mail and writes down how it went; a database failure is thrown. */
  async function sendOne(active: Mailer, claimed: ClaimedMail, deadline: number, totals: OutboxRound) {
    if (closed || Date.now() > deadline) {
      await releaseClaim(db, claimed);
      return;
    }
    const mail = readStoredMail(claimed.message);
    if (!mail) {
      await giveUp(db, claimed, 'the stored message is not a mail the mailer can send', MOST_ATTEMPTS);
      totals.failed++;
      logGivenUp({ ...claimed, lastError: 'unreadable message' });
      return;
    }
    try {
      await active.deliver(mail, { messageId: outboxMessageId(claimed.eventKey, publicUrl) });
    } catch (error) {
      const reason = failureText(error);
      totals.failed++;
      const ours = await markFailed(db, claimed, reason, retryDelayMs(claimed.attempts));
      if (ours && claimed.attempts >= MOST_ATTEMPTS) logGivenUp({ ...claimed, lastError: reason });
      else
        log.info(
          { outbox: { id: claimed.id, attempts: claimed.attempts, error: reason } },
          'outbox e-mail not sent yet',
        );
      return;
    }
    totals.sent++;
    await markSent(db, claimed);
  }

  /** Claims and sends batches until none is due. */
  async function round(active: Mailer, totals: OutboxRound): Promise<void> {
    while (!closed) {
      const claimed = await claimDueMails(db, {
        batch: BATCH,
        leaseMs: LEASE_MS,
        mostAttempts: MOST_ATTEMPTS,
      });
      if (claimed.length === 0) return;
      const deadline = Date.now() + LEASE_MS - LEASE_MARGIN_MS;
      const queue = [...claimed];
      const lanes = Array.from({ length: LANES }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          await sendOne(active, next, deadline, totals);
      });
      // A lane whose database write failed stops; what it still held waits for its lease to run out.
      const outcomes = await Promise.allSettled(lanes);
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
      if (claimed.length < BATCH) return;
    }
  }

  function sendDue(): Promise<OutboxRound> {
    if (!mailer || closed) return Promise.resolve({ sent: 0, failed: 0 });
    if (running) {
      again = true;
      return running;
    }
    const active = mailer;
    running = (async () => {
      const totals: OutboxRound = { sent: 0, failed: 0 };
      try {
        do {
          again = false;
          await round(active, totals);
        } while (again && !closed);
        return totals;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    sendDue,
    wake() {
      if (!mailer || closed) return;
      sendDue().catch((error: unknown) => log.warn({ err: error }, 'sending the outbox failed'));
    },
    async sweep() {
      const deleted = await deleteSentBefore(db, KEEP_SENT_DAYS);
      const abandoned = await takeAbandonedLastAttempts(db, MOST_ATTEMPTS);
      for (const mail of abandoned) logGivenUp(mail);
      return { deleted, givenUp: abandoned.length };
    },
    async close() {
      closed = true;
      await running?.catch(() => undefined);
    },
  };
}

/** What goes into last_error: the mail server's reply code and its words, never the SMTP login. */
function failureText(error: unknown): string {
  if (error instanceof MailDeliveryError) {
    return [error.responseCode ?? error.code, error.message].filter(Boolean).join(' ').slice(0, 500);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
