import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { loginAs, randomAddress, registerMember } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const THANKS_NL = 'Bedankt voor je bericht! We reageren binnen 24 uur op werkdagen.';
const THANKS_EN = 'Thank you for your message! We reply within 24 hours on working days.';

const sender = { name: 'Pieter Jansen', email: 'pieter@example.test' };

const valid = {
  activity: {
    ...sender,
    subject: 'activity',
    title: 'Wandelen in het Genneper park',
    description: 'Elke zaterdag een rustige wandeling van een uur.',
    startDate: '2030-05-04',
    startTime: '10:00',
    city: 'Eindhoven',
    price: 'Gratis',
  },
  support: { ...sender, subject: 'support', supportDetails: 'Ik kan mijn profielfoto niet wijzigen.' },
  accessibility: {
    ...sender,
    subject: 'accessibility',
    page: 'https://meedoen.example/activities',
    message: 'Met mijn schermlezer hoor ik niet welk filter aan staat.',
  },
  partner: { ...sender, subject: 'partner' },
  review: { ...sender, subject: 'review', reviewText: 'Fijne avond gehad!', rating: 5 },
  other: { ...sender, subject: 'other', customSubject: 'Pers', message: 'Mogen we een interview?' },
} as const;

function send(payload: unknown, headers: Record<string, string> = {}, remoteAddress = randomAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    headers,
    remoteAddress,
  });
}

async function latestMessage() {
  const [row] = await t.app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  return row;
}

async function countMessages() {
  return (await t.app.db.select({ id: contactMessages.id }).from(contactMessages)).length;
}

describe('POST /api/contact', () => {
  it.each(Object.entries(valid))(
    'accepts a complete %s message with 201 and stores it',
    async (subject, payload) => {
      const res = await send(payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: THANKS_NL });
      const row = await latestMessage();
      expect(row).toMatchObject({
        name: sender.name,
        email: sender.email,
        subject,
        userId: null,
        handledAt: null,
      });
      const { name: _n, email: _e, subject: _s, ...details } = payload;
      expect(row?.details).toEqual(details);
    },
  );

  it('stores the activity details and drops unknown fields', async () => {
    const res = await send({ ...valid.activity, address: 'Stratumsedijk 1', isSpam: true });
    expect(res.statusCode).toBe(201);
    const row = await latestMessage();
    expect(row?.details).toEqual({
      title: 'Wandelen in het Genneper park',
      description: 'Elke zaterdag een rustige wandeling van een uur.',
      startDate: '2030-05-04',
      startTime: '10:00',
      city: 'Eindhoven',
      price: 'Gratis',
      address: 'Stratumsedijk 1',
    });
  });

  it('links the message to the member who is signed in', async () => {
    const { cookie, user } = await registerMember(t.app);
    const res = await send(valid.partner, { cookie });
    expect(res.statusCode).toBe(201);
    expect((await latestMessage())?.userId).toBe(user.id);
  });

  it('thanks in English when asked', async () => {
    const res = await send(valid.support, { 'accept-language': 'en' });
    expect(res.json()).toEqual({ message: THANKS_EN });
  });

  it.each([
    ['title', 'activity'],
    ['description', 'activity'],
    ['startDate', 'activity'],
    ['startTime', 'activity'],
    ['city', 'activity'],
    ['price', 'activity'],
    ['supportDetails', 'support'],
    ['reviewText', 'review'],
    ['customSubject', 'other'],
    ['message', 'other'],
    ['message', 'accessibility'],
  ] as const)(
    'refuses a message without %s for subject %s with 400 and stores nothing',
    async (field, subject) => {
      const before = await countMessages();
      const { [field]: _, ...payload } = valid[subject] as Record<string, unknown>;
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
      expect(await countMessages()).toBe(before);
    },
  );

  it('refuses empty required texts with the Dutch message', async () => {
    const res = await send({ ...valid.other, customSubject: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Zeg waar je bericht over gaat');
    const message = await send({ ...valid.other, message: '' });
    expect(message.json().message).toBe('Schrijf je bericht');
  });

  it('needs only a name and e-mail address for a partner request', async () => {
    expect((await send({ ...valid.partner, name: '' })).json().message).toBe('Vul een naam in');
    expect((await send({ ...valid.partner, email: 'geen-adres' })).json().message).toBe(
      'Dit e-mailadres klopt niet.',
    );
    expect(
      (await send({ name: 'Pieter', email: 'pieter@example.test', subject: 'partner' })).statusCode,
    ).toBe(201);
  });

  it('takes an accessibility report without a page, and the team reads it in the inbox', async () => {
    const report = {
      ...sender,
      subject: 'accessibility',
      message: 'De knop Aanmelden is te klein op mijn telefoon.',
    };
    expect((await send(report)).statusCode).toBe(201);
    const empty = await send({ ...report, message: ' ' }, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Message is required');
    const tooLong = await send({ ...report, page: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues.map((i: { path: string }) => i.path)).toContain('page');

    const admin = await loginAs(t.app, 'admin');
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: { cookie: admin },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()[0]).toMatchObject({
      subject: 'accessibility',
      name: sender.name,
      details: { message: 'De knop Aanmelden is te klein op mijn telefoon.' },
    });
  });

  it('refuses a missing or unknown subject', async () => {
    const missing = await send(sender);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Zeg waar je bericht over gaat');
    const unknown = await send({ ...sender, subject: 'spam' }, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Subject is required');
  });

  it('answers validation errors in English when asked', async () => {
    const res = await send({ ...valid.partner, name: '' }, { 'accept-language': 'en' });
    expect(res.json().message).toBe('Name is required');
  });

  it('refuses a message that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=x&email=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('contact rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { authPerMinute: 10, contactPerHour: 2 } });
  });
  afterAll(async () => limited.close());

  it('accepts a few messages per address per hour, then answers 429 with Retry-After', async () => {
    const from = (ip: string) =>
      limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid.partner, remoteAddress: ip });
    expect((await from('203.0.113.5')).statusCode).toBe(201);
    expect((await from('203.0.113.5')).statusCode).toBe(201);
    const res = await from('203.0.113.5');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    expect(res.json().message).toMatch(/Probeer het later opnieuw/);
    expect((await from('203.0.113.6')).statusCode).toBe(201);
    const rows = await limited.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'partner'));
    expect(rows).toHaveLength(3);
  });
});
