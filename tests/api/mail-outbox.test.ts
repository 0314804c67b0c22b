import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/connect';
import { enqueueMail, enqueueMails, outboxMessageId } from '../../src/server/features/outbox';
import { MOST_ATTEMPTS } from '../../src/server/features/outbox/retry-schedule';
import { createOutbox } from '../../src/server/features/outbox/sender';
import type { OutgoingMail } from '../../src/server/providers/mailer';
import { headerOf, startTestSmtpServer, type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import { createTestApp, createTestApps, type TestApp, type TestApps } from '../helpers/test-app';

// Issue #43: a mail that must reach someone (a waitlist promotion, a cancelled date, a reminder) is
// written into the outbox with the change it tells of, and goes out through a real SMTP server once per
// event: not when the change rolled back, not twice for a repeated event, not twice from two processes,
// and again later when the mail server refused it. Time is moved by setting send_after and
// claimed_until in the database, never by waiting. Each app also sends every few seconds on its own,
// so what a test writes is made due in the same transaction, and the tests read the mail server and the
// rows rather than which call sent a mail.

const PUBLIC_URL = 'https://meedoen.test';

let smtp: TestSmtpServer;
let t: TestApp;
const logLines: string[] = [];

const mailTo = (to: string, text = 'Er is een plek vrijgekomen: je doet mee.'): OutgoingMail => ({
  to,
  fromName: 'Meedoen',
  subject: 'Je doet mee',
  text,
});

interface OutboxRow {
  event_key: string;
  attempts: number;
  sent: boolean;
  claimed: boolean;
  last_error: string | null;
  /** Seconds until it is due (negative: due). */
  due_in: number;
}

async function outboxRows(): Promise<OutboxRow[]> {
  const { rows } = await t.app.database.query(
    `select event_key, attempts, sent_at is not null as sent, claimed_until is not null as claimed, last_error,
       extract(epoch from send_after - now())::float as due_in
     from mail_outbox order by id`,
  );
  return rows as unknown as OutboxRow[];
}

async function rowOf(eventKey: string): Promise<OutboxRow> {
  const row = (await outboxRows()).find((r) => r.event_key === eventKey);
  if (!row) throw new Error(`no outbox row for ${eventKey}`);
  return row;
}

/** Enqueues in a transaction of its own, then runs `alsoInTx` (SQL) in it before the commit. */
async function enqueueCommitted(db: Db, eventKey: string, mail: OutgoingMail, alsoInTx?: string) {
  return db.transaction(async (tx) => {
    const added = await enqueueMail(tx, eventKey, mail);
    if (alsoInTx) await tx.execute(alsoInTx);
    return added;
  });
}

const sentTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const messageIdOf = (raw: string) => headerOf(raw, 'message-id')[0];
const givenUpLines = (eventKey: string) =>
  logLines.filter((line) => line.includes('given up') && line.includes(eventKey));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(
    { mail: smtp.mailConfig(), publicUrl: PUBLIC_URL, logLevel: 'warn' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.app.outbox.sendDue();
  await t.app.database.query('delete from mail_outbox');
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

describe('the outbox', () => {
  it('sends a mail enqueued in a committed transaction once, with the Message-ID of its event', async () => {
    expect(await enqueueCommitted(t.app.db, 'promoted:1', mailTo('anna@example.test'))).toBe(true);
    await t.app.outbox.sendDue();
    await t.app.outbox.sendDue();

    const mails = sentTo('anna@example.test');
    expect(mails).toHaveLength(1);
    expect(headerOf(mails[0]!.raw, 'subject')).toEqual(['Je doet mee']);
    expect(textBodyOf(mails[0]!.raw)).toContain('Er is een plek vrijgekomen');
    expect(messageIdOf(mails[0]!.raw)).toBe(outboxMessageId('promoted:1', PUBLIC_URL));
    expect(await rowOf('promoted:1')).toMatchObject({ sent: true, claimed: false, attempts: 1 });
  });

  it('adds nothing for an event that has its mail, and sends that mail once', async () => {
    expect(await enqueueCommitted(t.app.db, 'promoted:2', mailTo('bert@example.test', 'De eerste'))).toBe(
      true,
    );
    expect(await enqueueCommitted(t.app.db, 'promoted:2', mailTo('bert@example.test', 'Nog eens'))).toBe(
      false,
    );
    await t.app.outbox.sendDue();
    // After it went out too: the event has had its mail.
    expect(await enqueueCommitted(t.app.db, 'promoted:2', mailTo('bert@example.test', 'Nog eens'))).toBe(
      false,
    );
    await t.app.outbox.sendDue();

    const mails = sentTo('bert@example.test');
    expect(mails).toHaveLength(1);
    expect(textBodyOf(mails[0]!.raw)).toContain('De eerste');
    expect(await outboxRows()).toHaveLength(1);
  });

  it('enqueues many with one statement and answers the new events', async () => {
    await enqueueCommitted(t.app.db, 'reminder:5:ann', mailTo('ann@example.test'));
    const added = await t.app.db.transaction((tx) =>
      enqueueMails(tx, [
        { eventKey: 'reminder:5:ann', mail: mailTo('ann@example.test') },
        { eventKey: 'reminder:5:bob', mail: mailTo('bob@example.test') },
        { eventKey: 'reminder:5:bob', mail: mailTo('bob@example.test') },
        { eventKey: 'reminder:5:cas', mail: mailTo('cas@example.test') },
      ]),
    );
    expect(added.sort()).toEqual(['reminder:5:bob', 'reminder:5:cas']);
    await t.app.outbox.sendDue();
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      'ann@example.test',
      'bob@example.test',
      'cas@example.test',
    ]);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueMail(tx, 'cancelled:3', mailTo('cor@example.test'));
        throw new Error('the change failed after the mail was enqueued');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.outbox.sendDue();

    expect(sentTo('cor@example.test')).toHaveLength(0);
    expect(await outboxRows()).toEqual([]);
  });

  it('sends right after the commit when woken', async () => {
    await enqueueCommitted(t.app.db, 'moved:4', mailTo('dirk@example.test'));
    t.app.outbox.wake();
    await vi.waitFor(() => expect(sentTo('dirk@example.test')).toHaveLength(1), {
      timeout: 10_000,
      interval: 20,
    });
  });

  it('tries a refused mail again once its backoff has passed, under the same Message-ID', async () => {
    smtp.refuseNext(1);
    await enqueueCommitted(t.app.db, 'promoted:6', mailTo('eva@example.test'));
    await t.app.outbox.sendDue();

    expect(sentTo('eva@example.test')).toHaveLength(0);
    const failed = await rowOf('promoted:6');
    expect(failed).toMatchObject({ sent: false, claimed: false, attempts: 1 });
    expect(failed.last_error).toMatch(/451/);
    // The first retry waits a minute: not due yet, so another round leaves it.
    expect(failed.due_in).toBeGreaterThan(50);
    await t.app.outbox.sendDue();
    expect(sentTo('eva@example.test')).toHaveLength(0);

    // The minute has passed.
    await t.app.database.query("update mail_outbox set send_after = now() where event_key = 'promoted:6'");
    await t.app.outbox.sendDue();
    const mails = sentTo('eva@example.test');
    expect(mails).toHaveLength(1);
    expect(messageIdOf(mails[0]!.raw)).toBe(outboxMessageId('promoted:6', PUBLIC_URL));
    expect(await rowOf('promoted:6')).toMatchObject({ sent: true, attempts: 2 });
  });

  it('leaves a claimed mail alone while the lease holds and takes it over after', async () => {
    // As if another process had claimed it and stopped.
    await enqueueCommitted(
      t.app.db,
      'cancelled:7',
      mailTo('fien@example.test'),
      "update mail_outbox set attempts = 1, claimed_until = now() + interval '1 minute' where event_key = 'cancelled:7'",
    );
    await t.app.outbox.sendDue();
    expect(sentTo('fien@example.test')).toHaveLength(0);

    await t.app.database.query(
      "update mail_outbox set claimed_until = now() - interval '1 second' where event_key = 'cancelled:7'",
    );
    await t.app.outbox.sendDue();
    expect(sentTo('fien@example.test')).toHaveLength(1);
    expect(await rowOf('cancelled:7')).toMatchObject({ sent: true, attempts: 2 });
  });

  it('sends a mail again under the same Message-ID when sent_at was never written (the limit)', async () => {
    await enqueueCommitted(t.app.db, 'reminder:8', mailTo('gijs@example.test'));
    await t.app.outbox.sendDue();
    // A process that stopped after the mail server accepted the mail, before it wrote sent_at.
    await t.app.database.query(
      "update mail_outbox set sent_at = null, claimed_until = now() - interval '1 second' where event_key = 'reminder:8'",
    );
    await t.app.outbox.sendDue();

    const ids = sentTo('gijs@example.test').map((mail) => messageIdOf(mail.raw));
    expect(ids).toEqual([
      outboxMessageId('reminder:8', PUBLIC_URL),
      outboxMessageId('reminder:8', PUBLIC_URL),
    ]);
  });

  it('gives a mail up after its last attempt, keeps it and logs it once at warn', async () => {
    smtp.refuseNext(1);
    await enqueueCommitted(
      t.app.db,
      'promoted:9',
      mailTo('hans@example.test'),
      `update mail_outbox set attempts = ${MOST_ATTEMPTS - 1} where event_key = 'promoted:9'`,
    );
    await t.app.outbox.sendDue();
    expect(await rowOf('promoted:9')).toMatchObject({ sent: false, claimed: false, attempts: MOST_ATTEMPTS });
    expect(givenUpLines('promoted:9')).toHaveLength(1);
    expect(JSON.parse(givenUpLines('promoted:9')[0]!).level).toBe(40);
    // The row and the reason, not the mail: no address, no text.
    expect(givenUpLines('promoted:9')[0]).toMatch(/451/);
    expect(givenUpLines('promoted:9')[0]).not.toMatch(/hans@example\.test|plek vrijgekomen/);

    // Due again, it is not tried: it waits for an administrator.
    await t.app.database.query("update mail_outbox set send_after = now() where event_key = 'promoted:9'");
    await t.app.outbox.sendDue();
    await t.app.outbox.sweep();
    expect(sentTo('hans@example.test')).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(1);
    expect(givenUpLines('promoted:9')).toHaveLength(1);
  });

  it("logs once a mail whose last attempt's process stopped", async () => {
    await enqueueCommitted(
      t.app.db,
      'moved:10',
      mailTo('ilse@example.test'),
      `update mail_outbox set attempts = ${MOST_ATTEMPTS}, claimed_until = now() - interval '1 second'
       where event_key = 'moved:10'`,
    );
    expect(await t.app.outbox.sweep()).toMatchObject({ givenUp: 1 });
    expect(await t.app.outbox.sweep()).toMatchObject({ givenUp: 0 });
    expect(givenUpLines('moved:10')).toHaveLength(1);
    expect(await rowOf('moved:10')).toMatchObject({ sent: false, claimed: false });
  });

  it('sweeps sent mails after thirty days and keeps newer and unsent ones', async () => {
    for (const key of ['old', 'recent', 'unsent'])
      await enqueueMail(t.app.db, `sweep:${key}`, mailTo('jan@example.test'));
    await t.app.database.query(
      `update mail_outbox set
         sent_at = case event_key when 'sweep:old' then now() - interval '31 days'
                                  when 'sweep:recent' then now() - interval '29 days' end,
         send_after = now() + interval '1 hour'`,
    );
    expect(await t.app.outbox.sweep()).toMatchObject({ deleted: 1 });
    expect((await outboxRows()).map((row) => row.event_key)).toEqual(['sweep:recent', 'sweep:unsent']);
  });
});

describe('two app processes on one database', () => {
  let race: TestApps;
  let raceSmtp: TestSmtpServer;
  beforeAll(async () => {
    raceSmtp = await startTestSmtpServer();
    race = await createTestApps(2, { mail: raceSmtp.mailConfig(), publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await race?.close();
    await raceSmtp?.close();
  });

  it('send each mail exactly once when they race for it', async () => {
    const [one, two] = race.apps as [TestApp['app'], TestApp['app']];
    const count = 60;
    const keys = Array.from({ length: count }, (_, i) => `race:${i}`);
    await one.db.transaction((tx) =>
      enqueueMails(
        tx,
        keys.map((eventKey, i) => ({ eventKey, mail: mailTo(`lid${i}@example.test`) })),
      ),
    );
    // Both processes send at once, several rounds each, as their ticks and wakes would.
    const [byOne, byTwo] = await Promise.all(
      [one, two, one, two, one, two].map((app) => app.outbox.sendDue()),
    );

    // Each mail counted by one process only (a later call joins the process's round in flight).
    expect(byOne!.sent + byTwo!.sent).toBe(count);

    expect(raceSmtp.received).toHaveLength(count);
    const ids = raceSmtp.received.map((mail) => messageIdOf(mail.raw));
    expect(new Set(ids).size).toBe(count);
    expect(new Set(ids)).toEqual(new Set(keys.map((key) => outboxMessageId(key, PUBLIC_URL))));
    const { rows } = await race.query(
      'select count(*)::int as sent, max(attempts) as most from mail_outbox where sent_at is not null',
    );
    expect(rows[0]).toEqual({ sent: count, most: 1 });
  });
});

describe('without a mail server', () => {
  it('sends nothing, claims nothing and leaves the mail waiting', async () => {
    const bare = createOutbox({ db: t.app.db, mailer: null, publicUrl: PUBLIC_URL, log: t.app.log });
    // Not due for the app's own outbox, which does have a mail server.
    await enqueueCommitted(
      t.app.db,
      'waiting:1',
      mailTo('kees@example.test'),
      "update mail_outbox set send_after = now() + interval '1 hour' where event_key = 'waiting:1'",
    );
    expect(await bare.sendDue()).toEqual({ sent: 0, failed: 0 });
    bare.wake();
    await bare.close();
    expect(await rowOf('waiting:1')).toMatchObject({ attempts: 0, sent: false, claimed: false });
  });
});
