import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/domain/constants';
import { storedImageResponse } from '../../src/domain/images';
import { images } from '../../src/server/db/schema';
import { loginAs } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
});
afterAll(async () => t.close());

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  cookie: string | null,
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
) {
  const body = multipart(
    options.field ?? 'image',
    options.filename ?? 'foto.png',
    options.type ?? 'image/png',
    bytes,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: { ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.payload,
  });
}

function picture(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

async function imageCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(images);
  return row!.n;
}

describe('POST /api/upload-image', () => {
  it('stores a PNG and a JPEG and answers their key and URLs; the URLs serve WebP', async () => {
    const png = await picture(900, 600, '#3a86ff').png().toBuffer();
    const jpeg = await picture(640, 480, '#ff006e').jpeg().toBuffer();
    for (const [bytes, filename, type] of [
      [png, 'foto.png', 'image/png'],
      [jpeg, 'foto.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(admin, bytes, { filename, type });
      expect(res.statusCode, res.body).toBe(201);
      const body = storedImageResponse.parse(res.json());
      expect(body).toEqual({
        id: body.id,
        url: `/api/images/${body.id}/full.webp`,
        thumbUrl: `/api/images/${body.id}/thumb.webp`,
      });
      expect(res.body).not.toContain('base64');
      for (const url of [body.url, body.thumbUrl]) {
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      }
    }
  });

  it('answers the same id for the same bytes uploaded twice, without a second row', async () => {
    const png = await picture(300, 200, '#8338ec').png().toBuffer();
    const first = await upload(admin, png);
    const before = await imageCount();
    const second = await upload(admin, png, { filename: 'andere-naam.png' });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await imageCount()).toBe(before);
  });

  it('refuses a text file named .png (400 INVALID_IMAGE) and stores nothing', async () => {
    const before = await imageCount();
    const res = await upload(admin, Buffer.from('Dit is geen afbeelding, alleen tekst.\n'), {
      filename: 'nep.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Ongeldig bestandstype. Kies een afbeelding (JPG, PNG, GIF, WebP of AVIF).',
    );
    expect(await imageCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = await imageCount();
    const res = await upload(admin, randomBytes(IMAGE_MAX_BYTES + 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Bestand te groot. Maximale bestandsgrootte is 5MB.');
    expect(await imageCount()).toBe(before);
  });

  it('says which field to use when the file is missing or under another name', async () => {
    const png = await picture(60, 40, '#06d6a0').png().toBuffer();
    const wrongField = await upload(admin, png, { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Stuur de afbeelding in het veld "image".');

    const boundary = 'meedoen-leeg';
    const onlyText = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image?lang=en',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot a file\r\n--${boundary}--\r\n`,
    });
    expect(onlyText.statusCode).toBe(400);
    expect(onlyText.json().message).toBe('Send the picture in the field "image".');
  });

  it('answers 415 to a JSON body: a file is sent as multipart/form-data', async () => {
    const before = await imageCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { cookie: admin },
      payload: { image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'Stuur de afbeelding als bestand (multipart/form-data) in het veld "image".',
    );
    expect(await imageCount()).toBe(before);
  });

  it('is for administrators and organisers: a visitor gets 401, a member 403, and nothing is stored', async () => {
    const png = await picture(120, 80, '#ffbe0b').png().toBuffer();
    const before = await imageCount();
    const visitor = await upload(null, png);
    expect(visitor.statusCode).toBe(401);
    const asMember = await upload(member, png);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Alleen beheerders en organisatoren mogen dit doen.');
    // A member's oversized upload is refused by the guard too (before the body is read), not with 413.
    const bigFromMember = await upload(member, randomBytes(IMAGE_MAX_BYTES + 1024));
    expect(bigFromMember.statusCode).toBe(403);
    expect(await imageCount()).toBe(before);
  });
});
