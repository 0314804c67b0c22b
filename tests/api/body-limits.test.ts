import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/domain/constants';
import { contactMessages } from '../../src/server/db/schema';
import { MAX_JSON_DEPTH } from '../../src/server/plugins/json-body';
import { loginAs, randomAddress } from '../helpers/accounts';
import { activityPayload, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #8 item 1: one big or deeply nested body must not stall the server for everyone. Every route
// takes a small JSON body; only the picture routes take more, and only from someone allowed to send one.

let t: TestApp;
let admin: string;
let member: string;
let portalId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

const TOO_LARGE = { nl: 'Wat je stuurt, is te groot.', en: 'The request is too large.' };
const TOO_DEEP = { nl: 'De gegevens zijn te diep genest.', en: 'The data is nested too deeply.' };

function post(url: string, body: string | Buffer | Readable, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: randomAddress(),
  });
}

const contactMessage = (message: string) =>
  JSON.stringify({
    name: 'Pieter',
    email: 'pieter@example.test',
    subject: 'other',
    customSubject: 'Hoi',
    message,
  });

/** `depth` arrays inside each other around a value, as JSON text. */
const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

async function countMessages() {
  return (await t.app.db.select({ id: contactMessages.id }).from(contactMessages)).length;
}

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3 bytes. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('the default body limit', () => {
  it.each(['/api/contact', '/api/login', '/api/register'])(
    'answers a 64 KB body to %s with 413',
    async (url) => {
      const before = await countMessages();
      const res = await post(url, contactMessage('x'.repeat(64 * 1024)));
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: TOO_LARGE.nl });
      expect(await countMessages()).toBe(before);
    },
  );

  it('answers in English when asked, also without a Content-Length', async () => {
    // A chunked body has no length to check up front: it is counted while it streams in.
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(1024, 0x20));
    const res = await post('/api/contact', Readable.from(chunks), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE.en });
  });

  it('applies to every content type, not only JSON', async () => {
    const res = await post('/api/contact', 'x'.repeat(64 * 1024), { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(413);
  });

  it('still accepts an ordinary message', async () => {
    const res = await post('/api/contact', contactMessage('Mogen we een interview? '.repeat(100)));
    expect(res.statusCode).toBe(201);
  });
});

describe('the nesting limit', () => {
  it('refuses deeper nesting with 400 in the person’s language, before anything is stored', async () => {
    const before = await countMessages();
    const body = contactMessage('x').replace('"x"', nested(MAX_JSON_DEPTH));
    const nl = await post('/api/contact', body);
    expect(nl.statusCode).toBe(400);
    expect(nl.json()).toEqual({ message: TOO_DEEP.nl });
    const en = await post('/api/contact', body, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: TOO_DEEP.en });
    expect(await countMessages()).toBe(before);
  });

  it('lets nesting up to the limit through to the usual validation', async () => {
    const res = await post(
      '/api/login',
      JSON.stringify({ username: 'a', password: 'b', x: 1 }).replace('1', nested(MAX_JSON_DEPTH - 1)),
    );
    expect(res.statusCode).not.toBe(400);
    const wrong = await post('/api/login', nested(MAX_JSON_DEPTH));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).not.toBe(TOO_DEEP.nl);
  });

  it('does not count brackets inside texts, escaped quotes included', async () => {
    const message = `Haakjes: ${'[{'.repeat(100)} en een \\"[[[ citaat"`;
    const res = await post('/api/contact', contactMessage(message));
    expect(res.statusCode).toBe(201);
  });

  it('still refuses __proto__ and constructor.prototype keys', async () => {
    const before = await countMessages();
    const proto = await post(
      '/api/contact',
      contactMessage('x').replace('{', '{"__proto__":{"isAdmin":true},'),
    );
    expect(proto.statusCode).toBe(400);
    const ctor = await post(
      '/api/contact',
      contactMessage('x').replace('{', '{"constructor":{"prototype":{"isAdmin":true}},'),
    );
    expect(ctor.statusCode).toBe(400);
    expect(await countMessages()).toBe(before);
  });
});

describe('the picture routes', () => {
  // Not even JSON: read and parsed, it would be a 400; refused before it is read, it is a 401 or 403.
  const sixMegabytes = '{'.repeat(6 * 1024 * 1024);

  it('refuse an anonymous or member body before reading it', async () => {
    expect((await post('/api/activities', sixMegabytes)).statusCode).toBe(401);
    expect((await post('/api/activities', sixMegabytes, { cookie: member })).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/activities/1',
      payload: sixMegabytes,
      headers: { 'content-type': 'application/json', cookie: member },
    });
    expect(put.statusCode).toBe(403);
    const avatar = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      payload: sixMegabytes,
      headers: { 'content-type': 'application/json' },
    });
    expect(avatar.statusCode).toBe(401);
  });

  it('let an administrator create an activity with a 3 MB picture', async () => {
    const png = await noisePng(1000, 1000);
    expect(png.length).toBeGreaterThan(3_000_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { cookie: admin },
      payload: activityPayload({ portalId, imageBase64: `data:image/png;base64,${png.toString('base64')}` }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().imageUrl).toMatch(/^\/api\/images\//);
  });

  it('answer 413 to an administrator’s body beyond the largest picture', async () => {
    const base64 = 'A'.repeat(Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: activityPayload({ portalId, imageBase64: `data:image/png;base64,${base64}` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE.en });
  });

  it('let a member send a profile picture as JSON or as a file, within the 5 MB file limit', async () => {
    const png = await noisePng(600, 600);
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: { cookie: member },
      payload: { imageBase64: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(json.statusCode, json.body).toBe(200);

    const boundary = 'meedoen-grens';
    const multipart = (bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (bytes: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/avatar',
        headers: { cookie: member, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(bytes),
      });
    expect((await upload(png)).statusCode).toBe(200);
    const tooBig = await upload(Buffer.alloc(IMAGE_MAX_BYTES + 1024, 1));
    expect(tooBig.statusCode).toBe(413);
  });
});
