import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { loginAs, randomAddress } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAs(t.app, 'admin');
});
afterAll(async () => t.close());

function call(method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, lang?: string) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: adminCookie, ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** Sends a message through the public form, as a visitor would. */
async function send(subject: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: randomAddress(),
    payload: { name: 'Anna de Vries', email: 'anna@example.test', subject, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [latest] = await t.app.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return latest!.id;
}

async function row(id: number) {
  const [found] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return found ?? null;
}

describe('the contact inbox', () => {
  let support: number;
  let other: number;
  let review: number;

  beforeAll(async () => {
    support = await send('support', { supportDetails: 'Hoe plaats ik een activiteit?' });
    other = await send('other', { customSubject: 'Pers', message: 'Mogen we een interview?' });
    review = await send('review', { reviewText: 'Top!', rating: 4 });
    // Sent at the same moment or not: newest first is by time, then by id.
    await t.app.db
      .update(contactMessages)
      .set({ createdAt: new Date('2020-01-01T10:00:00Z') })
      .where(eq(contactMessages.id, support));
  });

  it('lists messages newest first with the subject fields and the total in X-Total-Count', async () => {
    const res = await call('GET', '/api/contact-messages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const items = res.json();
    expect(items.map((m: { id: number }) => m.id)).toEqual([review, other, support]);
    expect(items[0]).toMatchObject({
      name: 'Anna de Vries',
      email: 'anna@example.test',
      subject: 'review',
      details: { reviewText: 'Top!', rating: 4 },
      userId: null,
      handledAt: null,
    });
    expect(new Date(items[0].createdAt).toString()).not.toBe('Invalid Date');
  });

  it('pages with limit and offset', async () => {
    const first = await call('GET', '/api/contact-messages?limit=2&offset=0');
    expect(first.json().map((m: { id: number }) => m.id)).toEqual([review, other]);
    expect(first.headers['x-total-count']).toBe('3');
    const second = await call('GET', '/api/contact-messages?limit=2&offset=2');
    expect(second.json().map((m: { id: number }) => m.id)).toEqual([support]);
  });

  it('marks handled and unhandled; the filter and the count follow', async () => {
    expect((await call('GET', '/api/contact-messages/unhandled-count')).json()).toEqual({ count: 3 });

    const marked = await call('PATCH', `/api/contact-messages/${other}`, { handled: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: other, subject: 'other' });
    const handledAt = marked.json().handledAt;
    expect(typeof handledAt).toBe('string');
    expect((await row(other))?.handledAt?.toISOString()).toBe(handledAt);

    // Marking it again keeps the moment it was first handled.
    const again = await call('PATCH', `/api/contact-messages/${other}`, { handled: true });
    expect(again.json().handledAt).toBe(handledAt);

    expect((await call('GET', '/api/contact-messages/unhandled-count')).json()).toEqual({ count: 2 });
    const open = await call('GET', '/api/contact-messages?status=unhandled');
    expect(open.headers['x-total-count']).toBe('2');
    expect(open.json().map((m: { id: number }) => m.id)).toEqual([review, support]);
    expect((await call('GET', '/api/contact-messages?status=all')).headers['x-total-count']).toBe('3');

    const unmarked = await call('PATCH', `/api/contact-messages/${other}`, { handled: false });
    expect(unmarked.json().handledAt).toBeNull();
    expect((await row(other))?.handledAt).toBeNull();
    expect((await call('GET', '/api/contact-messages/unhandled-count')).json()).toEqual({ count: 3 });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await row(review);
    const notBoolean = await call('PATCH', `/api/contact-messages/${review}`, { handled: 'ja' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toBe('Gebruik true of false.');
    const missing = await call('PATCH', `/api/contact-messages/${review}`, {}, 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Use true or false.');
    expect(await row(review)).toEqual(before);

    const status = await call('GET', '/api/contact-messages?status=gelezen');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Deze keuze bestaat niet.');
    expect((await call('GET', '/api/contact-messages?limit=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/contact-messages?limit=101')).statusCode).toBe(400);
    expect((await call('GET', '/api/contact-messages?offset=-1')).statusCode).toBe(400);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, in the request language', async () => {
    const malformed = await call('PATCH', '/api/contact-messages/abc', { handled: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Ongeldig berichtnummer.');
    const unknown = await call('DELETE', '/api/contact-messages/999999', undefined, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Message not found.');
    const tooBig = await call('PATCH', '/api/contact-messages/99999999999', { handled: true });
    expect(tooBig.statusCode).toBe(404);
    expect(tooBig.json().message).toBe('Bericht niet gevonden.');
  });

  it('deletes a message; deleting it again is a 404 and leaves the others', async () => {
    const doomed = await send('partner');
    const res = await call('DELETE', `/api/contact-messages/${doomed}`);
    expect(res.statusCode).toBe(204);
    expect(await row(doomed)).toBeNull();
    expect((await call('DELETE', `/api/contact-messages/${doomed}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/contact-messages')).headers['x-total-count']).toBe('3');
  });
});

describe('the API documentation', () => {
  it('describes the inbox and portal routes', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/contact-messages'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/contact-messages/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'patch',
    ]);
    expect(Object.keys(document.paths['/api/portals/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(document.paths['/api/portals/overview'] ?? {})).toEqual(['get']);
  });
});
