import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/contact';
import { contactMessages, contactReplies } from '../../src/server/db/schema';
import { loginAs, randomAddress, TEST_ADMIN_USERNAME } from '../helpers/accounts';
import { headerOf, startTestSmtpServer, type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #41, item 17: a contact message can be answered from the inbox. The answer goes through the mail
// server to the address the sender gave (no confirmation needed: they asked for an answer by writing)
// and is kept with the message, with when and who. A site with a mail server but no CONTACT_FORWARD_TO
// answers too; one without a mail server says so and keeps nothing.

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

async function sendMessage(t: TestApp): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: randomAddress(),
    payload: {
      name: 'Bert Jansen',
      email: 'bert@example.test',
      subject: 'support',
      supportDetails: 'Hoe zet ik mijn wandelclub in de agenda?',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [latest] = await t.app.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return latest!.id;
}

function reply(t: TestApp, cookie: string, id: number, text: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/contact-messages/${id}/replies`,
    headers: { cookie },
    payload: { text },
  });
}

describe('with a mail server and no CONTACT_FORWARD_TO', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      mail: smtp.mailConfig({ contactForwardTo: null }),
      publicUrl: 'https://meedoen.test',
    });
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(async () => t?.close());
  // A mail an earlier test set going (the confirmation of a member it registered) arrives before this
  // test starts counting.
  beforeEach(async () => {
    await t.app.mailer?.idle();
    smtp.received.length = 0;
  });

  it('keeps a new message in the inbox and mails nobody', async () => {
    await sendMessage(t);
    await t.app.mailer?.idle();
    expect(smtp.received).toHaveLength(0);
  });

  it('mails the answer to the sender and keeps it with the message, with date and who', async () => {
    const id = await sendMessage(t);
    const before = Date.now();
    const res = await reply(t, admin, id, 'Hallo Bert,\nStuur ons de gegevens, dan zetten wij hem erin.');
    expect(res.statusCode, res.body).toBe(201);
    const answered = res.json() as ContactMessage;
    expect(answered.handledAt).not.toBeNull();
    expect(answered.replies).toHaveLength(1);
    expect(answered.replies[0]).toMatchObject({
      username: TEST_ADMIN_USERNAME,
      text: 'Hallo Bert,\nStuur ons de gegevens, dan zetten wij hem erin.',
    });
    expect(Date.parse(answered.replies[0]!.sentAt)).toBeGreaterThanOrEqual(before - 1000);

    await t.app.mailer?.idle();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['bert@example.test']]);
    const mail = smtp.received[0]!;
    expect(headerOf(mail.raw, 'subject')).toEqual(['Re: Ik wil ondersteuning']);
    // No team address to answer to: no Reply-To.
    expect(headerOf(mail.raw, 'reply-to')).toEqual([]);
    const text = textBodyOf(mail.raw);
    expect(text).toContain('Stuur ons de gegevens, dan zetten wij hem erin.');
    expect(text).toContain('> Hoe zet ik mijn wandelclub in de agenda?');

    // The inbox shows the answer under the message.
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: { cookie: admin },
    });
    const listed = (inbox.json() as ContactMessage[]).find((message) => message.id === id);
    expect(listed?.replies.map((r) => r.text)).toEqual([answered.replies[0]!.text]);
  });

  it('refuses an empty answer and an unknown message, changing nothing', async () => {
    const id = await sendMessage(t);
    expect((await reply(t, admin, id, '   ')).statusCode).toBe(400);
    expect((await reply(t, admin, 999_999, 'Hallo')).statusCode).toBe(404);
    await t.app.mailer?.idle();
    expect(smtp.received).toHaveLength(0);
  });

  it('is for administrators only', async () => {
    const id = await sendMessage(t);
    const member = await loginAs(t.app, 'member');
    expect((await reply(t, member, id, 'Hallo')).statusCode).toBe(403);
  });
});

describe('with CONTACT_FORWARD_TO', () => {
  it("answers to the team's address", async () => {
    const t = await createTestApp({ mail: smtp.mailConfig(), publicUrl: 'https://meedoen.test' });
    try {
      const admin = await loginAs(t.app, 'admin');
      const id = await sendMessage(t);
      await t.app.mailer?.idle();
      smtp.received.length = 0;
      expect((await reply(t, admin, id, 'Dank je!')).statusCode).toBe(201);
      await t.app.mailer?.idle();
      expect(headerOf(smtp.received[0]!.raw, 'reply-to')).toEqual(['Meedoen <team@meedoen.test>']);
    } finally {
      await t.close();
    }
  });
});

describe('shown once', () => {
  it('a message box that repeats the question is kept and forwarded once', async () => {
    const t = await createTestApp({ mail: smtp.mailConfig(), publicUrl: 'https://meedoen.test' });
    try {
      const admin = await loginAs(t.app, 'admin');
      const question = 'Kan mijn moeder (82) mee met de wandeling?';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: randomAddress(),
        payload: {
          name: 'Bert Jansen',
          email: 'bert@example.test',
          subject: 'support',
          supportDetails: question,
          message: `${question} `,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      await t.app.mailer?.idle();
      const forwarded = textBodyOf(smtp.received[0]!.raw);
      expect(forwarded.split(question)).toHaveLength(2);
      const inbox = await t.app.inject({
        method: 'GET',
        url: '/api/contact-messages',
        headers: { cookie: admin },
      });
      expect((inbox.json() as ContactMessage[])[0]!.details).toEqual({ supportDetails: question });
    } finally {
      await t.close();
    }
  });
});

describe('without a mail server', () => {
  it('says mail is not set up and keeps nothing', async () => {
    const t = await createTestApp();
    try {
      const admin = await loginAs(t.app, 'admin');
      const id = await sendMessage(t);
      const res = await reply(t, admin, id, 'Hallo');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain('geen mailserver');
      expect(await t.app.db.select().from(contactReplies)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
