import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../src/server/db/schema';
import { loginAs, randomAddress, registerMember } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Item 5 of issue 41: eight 50-megapixel avatars at once took 11.6 s and 280 MB, and nothing limited
// how many a member sent. Pictures are now held to 25 megapixels, read from the header before any
// decoding, and avatar uploads are limited per member (10 an hour) and per address (30 an hour).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(async () => t.close());

const TOO_MANY_PIXELS = {
  nl: 'Deze afbeelding heeft te veel pixels: hoogstens 25 megapixel, bijvoorbeeld 6000 × 4000. Maak de afbeelding kleiner en probeer het opnieuw.',
  en: 'This picture has too many pixels: at most 25 megapixels, for example 6000 × 4000. Make the picture smaller and try again.',
};
const TOO_MANY_UPLOADS = {
  nl: 'Je hebt al veel profielfoto’s geüpload. Probeer het over een uur opnieuw.',
  en: 'You have already uploaded many profile pictures. Please try again in an hour.',
};

function multipart(bytes: Buffer) {
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(url: string, method: 'PUT' | 'POST', cookie: string, bytes: Buffer, extra: object = {}) {
  const body = multipart(bytes);
  return t.app.inject({
    method,
    url,
    remoteAddress: (extra as { remoteAddress?: string }).remoteAddress ?? randomAddress(),
    headers: { cookie, ...body.headers, ...((extra as { headers?: object }).headers ?? {}) },
    payload: body.payload,
  });
}

const uploadAvatar = (
  cookie: string,
  bytes: Buffer,
  extra: { remoteAddress?: string; headers?: object } = {},
) => send('/api/user/avatar', 'PUT', cookie, bytes, extra);

/** A small PNG of one colour, different for every call so no two are the same stored picture. */
function smallPicture(): Promise<Buffer> {
  const background = `#${randomBytes(3).toString('hex')}`;
  return sharp({ create: { width: 40, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
}

/** One colour compresses to a few kilobytes however many pixels it has: the bomb the limit is for. */
function manyPixels(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a86ff' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function imageCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(images);
  return row!.n;
}

describe('the pixel limit', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await manyPixels(5001, 5000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
  });

  it.each(['nl', 'en'] as const)(
    'refuses an avatar over 25 megapixels with a 413 in %s, storing nothing',
    async (lang) => {
      const member = await registerMember(t.app);
      const before = await imageCount();
      const headers = lang === 'en' ? { 'accept-language': 'en' } : {};
      const res = await uploadAvatar(member.cookie, bomb, { headers });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: TOO_MANY_PIXELS[lang] });
      expect(await imageCount()).toBe(before);
      const [row] = await t.app.db
        .select({ avatar: users.avatarImageId })
        .from(users)
        .where(eq(users.id, member.user.id));
      expect(row!.avatar).toBeNull();
    },
  );

  it('refuses an activity picture over 25 megapixels the same way', async () => {
    const res = await send('/api/upload-image', 'POST', admin, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_MANY_PIXELS.nl });
  });

  it('takes a picture of ordinary size', async () => {
    const member = await registerMember(t.app);
    expect((await uploadAvatar(member.cookie, await smallPicture())).statusCode).toBe(200);
  });
});

describe('the avatar upload limits', () => {
  it('takes ten avatars an hour from a member, then answers 429 with Retry-After and keeps the last', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await uploadAvatar(member.cookie, await smallPicture())).statusCode).toBe(200);
    }
    const [before] = await t.app.db
      .select({ avatar: users.avatarImageId })
      .from(users)
      .where(eq(users.id, member.user.id));

    const refused = await uploadAvatar(member.cookie, await smallPicture());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_UPLOADS.nl });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const en = await uploadAvatar(member.cookie, await smallPicture(), {
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ message: TOO_MANY_UPLOADS.en });

    const [after] = await t.app.db
      .select({ avatar: users.avatarImageId })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(after).toEqual(before);
    // Another member has a budget of their own.
    const other = await registerMember(t.app);
    expect((await uploadAvatar(other.cookie, await smallPicture())).statusCode).toBe(200);
  });

  it('takes thirty avatars an hour from one address, whoever sends them', async () => {
    const address = randomAddress();
    const members = await Promise.all([1, 2, 3, 4].map(() => registerMember(t.app)));
    for (let i = 0; i < 30; i++) {
      const res = await uploadAvatar(members[i % 3]!.cookie, await smallPicture(), {
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await uploadAvatar(members[3]!.cookie, await smallPicture(), { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect((await uploadAvatar(members[3]!.cookie, await smallPicture())).statusCode).toBe(200);
  });
});
