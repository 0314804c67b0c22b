import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/domain/constants';
import { imageUrl } from '../../src/domain/images';
import { decodeDataUrlImage, storeImage } from '../../src/server/images/image-store';
import { AppError } from '../../src/server/plugins/errors';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function picture(width: number, height: number, colour = '#3a86ff') {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof AppError ? error.statusCode : -1;
  }
}

describe('storeImage', () => {
  it('stores a PNG and serves it as WebP in both sizes with long-lived cache headers', async () => {
    const png = await picture(2000, 1000).png().toBuffer();
    const { key } = await storeImage(t.app.db, png);

    const full = await t.app.inject({ method: 'GET', url: imageUrl(key, 'full') });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers.etag).toMatch(/^".+"$/);
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const thumb = await t.app.inject({ method: 'GET', url: imageUrl(key, 'thumb') });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
  });

  it('makes a square thumbnail for avatars', async () => {
    const png = await picture(900, 600, '#ff006e').png().toBuffer();
    const { key } = await storeImage(t.app.db, png, { variant: 'avatar' });
    const thumb = await t.app.inject({ method: 'GET', url: imageUrl(key, 'thumb') });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('stores the same bytes once and answers the same id', async () => {
    const png = await picture(300, 200, '#8338ec').png().toBuffer();
    const first = await storeImage(t.app.db, png);
    const second = await storeImage(t.app.db, Buffer.from(png));
    expect(second.id).toBe(first.id);
  });

  it('accepts JPEG, WebP, GIF and AVIF, and follows the EXIF orientation while dropping the metadata', async () => {
    for (const encode of [(s: Sharp) => s.webp(), (s: Sharp) => s.gif(), (s: Sharp) => s.avif()]) {
      const bytes = await encode(picture(64, 48, '#06d6a0')).toBuffer();
      expect((await storeImage(t.app.db, bytes)).id).toBeGreaterThan(0);
    }
    // A portrait photo stored sideways with an orientation tag, plus a GPS-like comment in EXIF.
    const jpeg = await picture(400, 200, '#ffbe0b')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: 'private place' } })
      .toBuffer();
    const { key } = await storeImage(t.app.db, jpeg);
    const full = await t.app.inject({ method: 'GET', url: imageUrl(key, 'full') });
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file that is named like an image: 400', async () => {
    const text = Buffer.from('Dit is geen afbeelding, maar een tekstbestand met de naam foto.png\n');
    expect(await statusOf(storeImage(t.app.db, text))).toBe(400);
  });

  it('refuses an SVG (scripts can hide in it) and a truncated PNG: 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect(await statusOf(storeImage(t.app.db, svg))).toBe(400);
    const png = await picture(200, 200).png().toBuffer();
    expect(await statusOf(storeImage(t.app.db, png.subarray(0, 60)))).toBe(400);
  });

  it('refuses a file over 5 MB: 413, with the Dutch and English message', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff);
    const error = await storeImage(t.app.db, big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(413);
    expect((error as AppError).text.nl).toBe('Bestand te groot. Maximale bestandsgrootte is 5MB.');
    expect((error as AppError).text.en).toMatch(/5MB/);
  });
});

describe('decodeDataUrlImage', () => {
  it('decodes an imageBase64 data URL to the original bytes', async () => {
    const png = await picture(20, 20).png().toBuffer();
    const decoded = decodeDataUrlImage(`data:image/png;base64,${png.toString('base64')}`);
    expect(decoded.equals(png)).toBe(true);
  });

  it('refuses something that is not an image data URL: 400, and an oversized one: 413', () => {
    expect(() => decodeDataUrlImage('data:text/plain;base64,aGFsbG8=')).toThrow(AppError);
    expect(() => decodeDataUrlImage('https://example.com/foto.png')).toThrow(AppError);
    expect(() => decodeDataUrlImage('data:image/png;base64,@@@@')).toThrow(AppError);
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 8)}`;
    try {
      decodeDataUrlImage(huge);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).statusCode).toBe(413);
    }
  });
});

describe('GET /api/images/:key/:size.webp', () => {
  it('answers 304 when the ETag still matches', async () => {
    const png = await picture(120, 80, '#fb5607').png().toBuffer();
    const { key } = await storeImage(t.app.db, png);
    const first = await t.app.inject({ method: 'GET', url: imageUrl(key, 'thumb') });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: imageUrl(key, 'thumb'),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({
      method: 'GET',
      url: imageUrl(key, 'thumb'),
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers a JSON 404 for an unknown image or size', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: imageUrl('0123456789abcdef0123456789abcdef', 'full'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Afbeelding niet gevonden.' });
    const huge = await t.app.inject({ method: 'GET', url: '/api/images/99999999999/full.webp' });
    expect(huge.statusCode).toBe(404);
    const size = await t.app.inject({ method: 'GET', url: '/api/images/1/huge.webp' });
    expect(size.statusCode).toBe(404);
  });

  it('answers 404 for anything that is not a key, in the request language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/abc/full.webp',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Image not found.' });
  });

  it('serves no image by its sequential id: a member avatar is reached only through its random key', async () => {
    const png = await picture(90, 90, '#2a9d8f').png().toBuffer();
    const stored = await storeImage(t.app.db, png, { variant: 'avatar' });
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    for (const size of ['full', 'thumb']) {
      const byId = await t.app.inject({ method: 'GET', url: `/api/images/${stored.id}/${size}.webp` });
      expect(byId.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: imageUrl(stored.key, 'full') })).statusCode).toBe(200);
  });

  it('gives every image a different key, and an ETag that does not reveal the file hash', async () => {
    const a = await storeImage(t.app.db, await picture(30, 30, '#264653').png().toBuffer());
    const b = await storeImage(t.app.db, await picture(30, 30, '#e76f51').png().toBuffer());
    expect(a.key).not.toBe(b.key);
    const res = await t.app.inject({ method: 'GET', url: imageUrl(a.key, 'thumb') });
    expect(res.headers.etag).toBe(`"${a.key}-thumb"`);
  });
});
