import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/providers/mailer';
import { loginAs, randomAddress } from '../helpers/accounts';
import {
  headerOf,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Contact messages forwarded by e-mail, against a real SMTP server on 127.0.0.1 that keeps what it gets.

const SMTP_PASSWORD = 'smtp-Secret-Passw0rd';
let smtp: TestSmtpServer;
let received: ReceivedMail[];

function mailConfig(port: number): MailConfig {
  return { ...smtp.mailConfig(), smtpUrl: `smtp://meedoen:${SMTP_PASSWORD}@127.0.0.1:${port}` };
}

beforeAll(async () => {
  smtp = await startTestSmtpServer(SMTP_PASSWORD);
  received = smtp.received;
});
afterAll(async () => smtp.close());
beforeEach(() => {
  received.length = 0;
});

/** The headers of a raw message, unfolded, as [name, value] in order. */
/** The plain-text body, quoted-printable decoded when it was sent so. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (!/quoted-printable/i.test(headerOf(raw, 'content-transfer-encoding')[0] ?? '')) return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function postContact(t: TestApp, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: randomAddress(), payload });
}

describe('with mail set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mail: mailConfig(smtp.port), publicUrl: 'https://meedoen.test' });
  });
  afterAll(async () => t?.close());

  it('forwards a new message to the team, with Reply-To the sender and every filled field', async () => {
    const res = await postContact(t, {
      name: 'Anna de Vries',
      email: 'anna@example.test',
      subject: 'activity',
      title: 'Wandelen in het bos',
      description: 'Elke zaterdag.\nOok voor beginners: één rondje.',
      startDate: '2030-05-04',
      startTime: '10:00',
      endDate: '',
      city: 'Eindhoven',
      price: 'Gratis',
      category: 'sport',
      message: 'Groet, Anna',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.mailer?.idle();

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['team@meedoen.test']);
    expect(mail.from).toBe('noreply@meedoen.test');
    expect(headerOf(mail.raw, 'to')).toEqual(['team@meedoen.test']);
    expect(headerOf(mail.raw, 'from')).toEqual(['Meedoen <noreply@meedoen.test>']);
    expect(headerOf(mail.raw, 'reply-to')).toEqual(['Anna de Vries <anna@example.test>']);
    expect(headerOf(mail.raw, 'subject')).toEqual(['[Meedoen] Ik heb een activiteit']);
    expect(headerOf(mail.raw, 'content-type')[0]).toMatch(/^text\/plain; charset=utf-8/);

    const body = bodyOf(mail.raw);
    for (const line of [
      'Onderwerp: Ik heb een activiteit',
      'Naam: Anna de Vries',
      'E-mail: anna@example.test',
      'Titel van de activiteit: Wandelen in het bos',
      'Beschrijving:\r\nElke zaterdag.\r\nOok voor beginners: één rondje.',
      'Startdatum: 4 mei 2030',
      'Starttijd: 10:00',
      'Plaats: Eindhoven',
      'Prijs: Gratis',
      'Categorie: Sport & Bewegen',
      'Bericht: Groet, Anna',
      'https://meedoen.test/admin/messages',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).not.toContain('Einddatum');
    expect(body).not.toMatch(/<[a-z]+>/i);
  });

  it("uses the inbox's heading for 'Anders' and says the stars of a review", async () => {
    await postContact(t, {
      name: 'Bert',
      email: 'bert@example.test',
      subject: 'other',
      customSubject: 'Pers',
      message: 'Mogen we een interview?',
    });
    await postContact(t, {
      name: 'Cor',
      email: 'cor@example.test',
      subject: 'review',
      reviewText: 'Top!',
      rating: 4,
    });
    await t.app.mailer?.idle();
    expect(received.map((m) => headerOf(m.raw, 'subject')[0]).sort()).toEqual([
      '[Meedoen] Anders: Pers',
      '[Meedoen] Recensie',
    ]);
    const review = received.find((m) => headerOf(m.raw, 'subject')[0] === '[Meedoen] Recensie')!;
    expect(bodyOf(review.raw)).toContain('Beoordeling: 4 van 5 sterren');
    expect(bodyOf(review.raw)).toContain('Recensie: Top!');
  });

  it('refuses a line break in the name or the subject (400): nothing is stored or sent', async () => {
    const name = await postContact(t, {
      name: 'Anna\r\nBcc: victim@example.test',
      email: 'anna@example.test',
      subject: 'partner',
    });
    expect(name.statusCode).toBe(400);
    const subject = await postContact(t, {
      name: 'Anna',
      email: 'anna@example.test',
      subject: 'other',
      customSubject: 'Hoi\nBcc: victim@example.test',
      message: 'Hallo',
    });
    expect(subject.statusCode).toBe(400);
    await t.app.mailer?.idle();
    expect(received).toHaveLength(0);
  });
});

describe('the mailer itself', () => {
  it('keeps a name or subject with CR/LF in one header: no extra header, no extra recipient', async () => {
    const mailer = createMailer(mailConfig(smtp.port), { warn: () => {} } as unknown as FastifyBaseLogger);
    mailer.send({
      to: 'team@meedoen.test',
      fromName: 'Meedoen',
      replyTo: { name: 'Anna\r\nBcc: victim@example.test', address: 'anna@example.test' },
      subject: 'Hoi\r\nBcc: victim@example.test\r\n\r\nnep-inhoud',
      text: 'Hallo',
    });
    await mailer.idle();
    await mailer.close();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['team@meedoen.test']);
    expect(headerOf(mail.raw, 'bcc')).toEqual([]);
    expect(headerOf(mail.raw, 'reply-to')).toHaveLength(1);
    expect(headerOf(mail.raw, 'subject')).toEqual(['Hoi Bcc: victim@example.test nep-inhoud']);
    expect(bodyOf(mail.raw).trim()).toBe('Hallo');
  });
});

describe('with the mail server down', () => {
  const logLines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const closed = await startTestSmtpServer();
    const port = closed.port;
    await closed.close();
    t = await createTestApp(
      { mail: mailConfig(port), logLevel: 'warn' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
  });
  afterAll(async () => t?.close());

  it('still answers success, keeps the message in the inbox and logs a warning without the password', async () => {
    const res = await postContact(t, {
      name: 'Dirk',
      email: 'dirk@example.test',
      subject: 'support',
      supportDetails: 'Hoe plaats ik een activiteit?',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.mailer?.idle();

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: { cookie: await loginAs(t.app, 'admin') },
    });
    expect(inbox.json()).toEqual([
      expect.objectContaining({
        name: 'Dirk',
        subject: 'support',
        details: { supportDetails: 'Hoe plaats ik een activiteit?' },
      }),
    ]);
    const warnings = logLines.filter((line) => line.includes('sending an e-mail failed'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('ECONNREFUSED');
    expect(logLines.join('\n')).not.toContain(SMTP_PASSWORD);
  });
});

describe('without mail set up', () => {
  it('sends nothing and has no mailer', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.mailer).toBeNull();
      const res = await postContact(t, { name: 'Eva', email: 'eva@example.test', subject: 'partner' });
      expect(res.statusCode).toBe(201);
      expect(received).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
