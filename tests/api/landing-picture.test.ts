import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #11.5: /activities' HTML names the picture of the list's first card as a high-priority preload,
// so on a phone it downloads with the scripts instead of after them. It must be the picture the list's
// first request shows, and follow a write at once.

let t: TestApp;
let admin: string;
let portalId: number;
const today = todayInAmsterdam();

// Each test on an app and database of its own: what the list's first card is must not depend on what
// another test wrote before it.
beforeEach(async () => {
  t = await createTestApp(
    {},
    {
      clientFiles: {
        'index.html':
          '<!doctype html><html><head><title>Meedoen</title></head><body><div id="root"></div></body></html>',
        // As the client build writes it (vite.config.ts): the landing routes.
        '.vite/route-preloads.json': JSON.stringify({
          '/activities': { modules: [], fetches: [] },
          '/activities/:id': { modules: [], fetches: [] },
        }),
      },
    },
  );
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterEach(async () => t.close());

async function uploadedKey(): Promise<string> {
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a86ff' } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed (${res.statusCode}): ${res.body}`);
  return res.json().id;
}

const picturePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

async function html(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res;
}

/** A card without a picture, three days ahead: never the first once a card with a picture is added. */
async function addCardWithoutPicture() {
  await createActivity(t.app, admin, { portalId, title: 'Zonder foto', startDate: addDays(today, 3) });
}

/** A card with a picture, tomorrow: the list's first; with the key of its picture. */
async function addFirstCardWithPicture(): Promise<{ id: number; key: string }> {
  const key = await uploadedKey();
  const { id } = await createActivity(t.app, admin, {
    portalId,
    title: 'Met foto',
    startDate: addDays(today, 1),
    imageId: key,
  });
  return { id, key };
}

describe("/activities' first picture", () => {
  it('is not named while the first card has no picture', async () => {
    await addCardWithoutPicture();
    expect(picturePreloads((await html('/activities')).body)).toEqual([]);
  });

  it("is named after a write that gives the list a first card with a picture: the list's own", async () => {
    await addCardWithoutPicture();
    const first = await addFirstCardWithPicture();
    const list = await t.app.inject({ url: '/api/activities?offset=0' });
    const shown = list.json()[0];
    expect(shown.id).toBe(first.id);
    expect(shown.imageUrl).toBe(`/api/images/${first.key}/thumb.webp`);
    expect(picturePreloads((await html('/activities')).body)).toEqual([shown.imageUrl]);
  });

  it('is named once, keeps its own ETag and answers a repeat visit with 304', async () => {
    await addCardWithoutPicture();
    await addFirstCardWithPicture();
    const res = await html('/activities');
    expect(picturePreloads(res.body)).toHaveLength(1);
    const again = await t.app.inject({
      url: '/activities',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const compressed = await t.app.inject({ url: '/activities', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('is named on /activities only', async () => {
    await addFirstCardWithPicture();
    for (const url of ['/', '/activities/12', '/contact'])
      expect(picturePreloads((await html(url)).body), url).toEqual([]);
  });

  it('follows a deleted first card at once', async () => {
    await addCardWithoutPicture();
    const first = await addFirstCardWithPicture();
    expect(picturePreloads((await html('/activities')).body)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/${first.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(picturePreloads((await html('/activities')).body)).toEqual([]);
  });
});
