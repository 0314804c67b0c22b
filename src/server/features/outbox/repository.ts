import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';

// The outbox's statements on mail_outbox (decision 0034). Every time is the database's clock, so the
// processes behind one database agree on what is due and whose claim has run out. A claim adds one to
// `attempts`, and the claimant's later writes name that count: once another process has taken a mail
// over, the first one's writes find nothing to change.

export interface ClaimedMail {
  id: number;
  eventKey: string;
  message: unknown;
  /** This claim's attempt, 1 for the first. */
  attempts: number;
}

/**
 * Claims up to `batch` due mails for `leaseMs`, oldest due first: not sent, their time come, fewer than
 * `mostAttempts` attempts, and not held by another claim (or held past its lease: a process that
 * stopped). SKIP LOCKED: processes claiming at once each get other rows. One statement, so the claim is
 * committed when this returns.
 */
export async function claimDueMails(
  db: Db,
  { batch, leaseMs, mostAttempts }: { batch: number; leaseMs: number; mostAttempts: number },
): Promise<ClaimedMail[]> {
  const result = await run<{ id: string; event_key: string; message: unknown; attempts: number }>(
    db,
    sql`
    with due as materialized (
      select id from mail_outbox
      where sent_at is null and send_after <= now() and attempts < ${mostAttempts}
        and (claimed_until is null or claimed_until <= now())
      order by send_after, id
      limit ${batch}
      for update skip locked
    )
    update mail_outbox m
    set claimed_until = now() + ${leaseMs}::int * interval '1 millisecond', attempts = m.attempts + 1
    from due
    where m.id = due.id
    returning m.id, m.event_key, m.message, m.attempts`,
  );
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      eventKey: row.event_key,
      message: row.message,
      attempts: row.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Marks a claimed mail sent (also when its lease ran out meanwhile: it did go out). */
export async function markSent(db: Db, mail: ClaimedMail): Promise<void> {
  await run(
    db,
    sql`
    update mail_outbox set sent_at = now(), claimed_until = null
    where id = ${mail.id} and sent_at is null`,
  );
}

/**
 * Records a failed attempt and when to try again, if this claim still holds the mail. Answers whether
 * it did (false: another process took it over, and its own attempt counts).
 */
export async function markFailed(
  db: Db,
  mail: ClaimedMail,
  error: string,
  retryInMs: number,
): Promise<boolean> {
  const result = await run(
    db,
    sql`
    update mail_outbox
    set last_error = ${error}, claimed_until = null,
      send_after = now() + ${retryInMs}::int * interval '1 millisecond'
    where id = ${mail.id} and attempts = ${mail.attempts} and sent_at is null
    returning id`,
  );
  return result.rows.length === 1;
}

/** Gives a claimed mail back untried (the lease would run out, or the app is closing): due at once. */
export async function releaseClaim(db: Db, mail: ClaimedMail): Promise<void> {
  await run(
    db,
    sql`
    update mail_outbox set claimed_until = null, attempts = attempts - 1
    where id = ${mail.id} and attempts = ${mail.attempts} and sent_at is null`,
  );
}

/** Marks a mail the mailer cannot read as given up at once: trying it again cannot help. */
export async function giveUp(db: Db, mail: ClaimedMail, error: string, mostAttempts: number): Promise<void> {
  await run(
    db,
    sql`
    update mail_outbox set last_error = ${error}, claimed_until = null, attempts = greatest(attempts, ${mostAttempts})
    where id = ${mail.id} and attempts = ${mail.attempts} and sent_at is null`,
  );
}

/** Deletes the mails sent more than `days` days ago; answers how many. */
export async function deleteSentBefore(db: Db, days: number): Promise<number> {
  const result = await run(
    db,
    sql`
    delete from mail_outbox where sent_at < now() - ${days}::int * interval '1 day'`,
  );
  return result.rowCount;
}

export interface GivenUpMail {
  id: number;
  eventKey: string;
  attempts: number;
  lastError: string | null;
}

/**
 * The mails whose last attempt was claimed by a process that stopped before it could say how it went,
 * so nobody has logged them as given up: each is answered once (its claim is cleared here).
 */
export async function takeAbandonedLastAttempts(db: Db, mostAttempts: number): Promise<GivenUpMail[]> {
  const result = await run<{ id: string; event_key: string; attempts: number; last_error: string | null }>(
    db,
    sql`
    update mail_outbox set claimed_until = null
    where sent_at is null and attempts >= ${mostAttempts} and claimed_until <= now()
    returning id, event_key, attempts, last_error`,
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    eventKey: row.event_key,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}

/** One statement through the app's pool (or the caller's transaction), its rows as they come back. */
async function run<Row = Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<{ rows: Row[]; rowCount: number }> {
  const result = (await db.execute(query)) as unknown as { rows: Row[]; rowCount: number | null };
  return { rows: result.rows, rowCount: result.rowCount ?? 0 };
}
