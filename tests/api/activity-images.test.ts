import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, images } from '../../src/server/db/schema';
import { loginAs } from '../helpers/accounts';
import { activityPayload, createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let portalId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads a picture through POST /api/upload-image and answers its key. */
async function uploadedKey(colour: string): Promise<string> {
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await png(colour),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed (${res.statusCode}): ${res.body}`);
  return res.json().id;
}

function put(id: number, payload: object, lang = 'nl') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/activities/${id}?lang=${lang}`,
    headers: { cookie: admin },
    payload,
  });
}

async function activityCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(activities);
  return row!.n;
}

describe('imageId in the activity payload', () => {
  it('creates an activity with an uploaded picture by its key', async () => {
    const key = await uploadedKey('#3a86ff');
    const created = await createActivity(t.app, admin, { portalId, imageId: key });
    expect(created.imageUrl).toBe(`/api/images/${key}/full.webp`);
    const fetched = await t.app.inject({ method: 'GET', url: `/api/activities/${created.id}` });
    expect(fetched.json().imageUrl).toBe(`/api/images/${key}/full.webp`);
  });

  it('changes the picture of an activity by key, and keeps it when imageId is absent', async () => {
    const created = await createActivity(t.app, admin, { portalId, imageId: await uploadedKey('#ff006e') });
    const key = await uploadedKey('#8338ec');
    const changed = await put(created.id, { imageId: key });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().imageUrl).toBe(`/api/images/${key}/full.webp`);

    const untouched = await put(created.id, { title: 'Nieuwe titel' });
    expect(untouched.json().imageUrl).toBe(`/api/images/${key}/full.webp`);
  });

  it('uses a generated cover by its key', async () => {
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/generate-activity-image',
      headers: { cookie: admin },
      payload: { title: 'Samen zingen', category: 'muziek' },
    });
    const key = generated.json().id;
    const created = await createActivity(t.app, admin, { portalId, title: 'Samen zingen', imageId: key });
    expect(created.imageUrl).toBe(`/api/images/${key}/full.webp`);
  });

  it('refuses an unknown or malformed key with 400 on imageId, and saves nothing', async () => {
    const before = await activityCount();
    for (const imageId of ['0123456789abcdef0123456789abcdef', 'niet-een-sleutel', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/activities',
        headers: { cookie: admin },
        payload: activityPayload({ portalId, imageId }),
      });
      expect(res.statusCode, imageId).toBe(400);
      expect(res.json()).toEqual({
        message: 'Afbeelding niet gevonden.',
        issues: [{ path: 'imageId', message: 'Afbeelding niet gevonden.' }],
      });
    }
    expect(await activityCount()).toBe(before);

    const key = await uploadedKey('#06d6a0');
    const created = await createActivity(t.app, admin, { portalId, title: 'Blijft zo', imageId: key });
    const refused = await put(
      created.id,
      { title: 'Veranderd', imageId: 'ffffffffffffffffffffffffffffffff' },
      'en',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'imageId', message: 'Image not found.' }]);
    const after = await t.app.inject({ method: 'GET', url: `/api/activities/${created.id}` });
    expect(after.json()).toMatchObject({ title: 'Blijft zo', imageUrl: `/api/images/${key}/full.webp` });
  });

  it('clears the picture with imageId null (or empty)', async () => {
    const created = await createActivity(t.app, admin, { portalId, imageId: await uploadedKey('#ffbe0b') });
    expect(created.imageUrl).not.toBeNull();
    const cleared = await put(created.id, { imageId: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().imageUrl).toBeNull();

    const withoutPicture = await createActivity(t.app, admin, { portalId, imageId: null });
    expect(withoutPicture.imageUrl).toBeNull();

    // '' clears too, like the payload's other optional fields.
    const again = await createActivity(t.app, admin, { portalId, imageId: await uploadedKey('#ffd166') });
    const emptied = await put(again.id, { imageId: '' });
    expect(emptied.json().imageUrl).toBeNull();
  });

  it('still takes imageBase64, and prefers imageId when both are sent', async () => {
    const dataUrl = `data:image/png;base64,${(await png('#ef476f')).toString('base64')}`;
    const viaBase64 = await createActivity(t.app, admin, { portalId, imageBase64: dataUrl });
    expect(viaBase64.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}\/full\.webp$/);

    const imagesBefore = await t.app.db.select({ n: count() }).from(images);
    const key = await uploadedKey('#118ab2');
    const other = `data:image/png;base64,${(await png('#073b4c')).toString('base64')}`;
    const both = await createActivity(t.app, admin, { portalId, imageId: key, imageBase64: other });
    expect(both.imageUrl).toBe(`/api/images/${key}/full.webp`);
    // The base64 picture was not stored at all: only the uploaded one is new.
    const imagesAfter = await t.app.db.select({ n: count() }).from(images);
    expect(imagesAfter[0]!.n).toBe(imagesBefore[0]!.n + 1);
  });

  // Found by the fuzzer (fuzz-admin.test.ts): the picture was stored before the 404.
  it('stores no picture for a change of an activity that does not exist (404)', async () => {
    const dataUrl = `data:image/png;base64,${(await png('#8338ec')).toString('base64')}`;
    const gone = await createActivity(t.app, admin, { portalId });
    await t.app.inject({ method: 'DELETE', url: `/api/activities/${gone.id}`, headers: { cookie: admin } });
    const imagesBefore = await t.app.db.select({ n: count() }).from(images);

    const res = await put(gone.id, { imageBase64: dataUrl });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Activiteit niet gevonden' });
    const imagesAfter = await t.app.db.select({ n: count() }).from(images);
    expect(imagesAfter[0]!.n).toBe(imagesBefore[0]!.n);
  });
});
