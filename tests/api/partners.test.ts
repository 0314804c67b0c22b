import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/accounts';
import { createPortal } from '../helpers/activity-factory';
import { untilHeard } from '../helpers/list-page';
import { createTestApp, createTestApps, type TestApp } from '../helpers/test-app';

// GET/POST /api/partners, PUT/DELETE /api/partners/{id} and the logo (issue #47, item 4): administrators
// manage the featured partners; everyone sees those shown.

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
});
afterAll(async () => t.close());

const partner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Buurthuis De Ontmoeting',
  town: 'Rotterdam',
  description: { nl: 'Een buurthuis met een open inloop.', en: 'A community centre with drop-in mornings.' },
  colour: '#9D174D',
  websiteUrl: 'https://deontmoeting.example',
  portalId: null,
  shown: true,
  position: 0,
  ...overrides,
});

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin, lang = 'nl') {
  return t.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send('POST', '/api/partners', partner(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; [key: string]: unknown };
};
const list = async (query = '', cookie?: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/partners${query}`, headers: cookie ? { cookie } : {} })
  ).json() as { id: number; name: string; shown: boolean }[];
const allRows = async () => list('?all=true', admin);

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function uploadLogo(id: number, bytes: Buffer, cookie = admin, lang = 'nl') {
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/partners/${id}/logo`,
    headers: {
      cookie,
      'accept-language': lang,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('the partners', () => {
  it("takes an administrator's partner and answers it with initials, text colour and portal", async () => {
    const portal = await createPortal(t.app);
    const created = await create({ portalId: portal.id, websiteUrl: 'deontmoeting.example' });
    expect(created).toMatchObject({
      name: 'Buurthuis De Ontmoeting',
      town: 'Rotterdam',
      colour: '#9d174d',
      textColour: '#ffffff',
      initials: 'BO',
      logoUrl: null,
      websiteUrl: 'https://deontmoeting.example',
      portal: { id: portal.id, slug: portal.slug, name: portal.name },
      shown: true,
    });
    expect((await list()).map((p) => p.id)).toContain(created.id);
  });

  it('shows visitors and members only the partners shown; an administrator gets all with ?all=true', async () => {
    const hidden = await create({ name: 'Verborgen Partner', shown: false });
    const shown = await create({ name: 'Zichtbare Partner' });
    for (const cookie of [undefined, member]) {
      const ids = (await list('', cookie)).map((p) => p.id);
      expect(ids).toContain(shown.id);
      expect(ids).not.toContain(hidden.id);
      // ?all=true is an administrator's only: anyone else still gets the partners shown.
      expect((await list('?all=true', cookie)).map((p) => p.id)).not.toContain(hidden.id);
    }
    expect((await allRows()).map((p) => p.id)).toEqual(expect.arrayContaining([hidden.id, shown.id]));
  });

  it('changes a partner with PUT, the logo staying, and shows the change at once', async () => {
    const created = await create({ name: 'Oude Naam' });
    const res = await send(
      'PUT',
      `/api/partners/${created.id}`,
      partner({ name: 'Nieuwe Naam', shown: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, name: 'Nieuwe Naam', shown: false, initials: 'NN' });
    expect((await list()).map((p) => p.id)).not.toContain(created.id);
    await send('PUT', `/api/partners/${created.id}`, partner({ name: 'Nieuwe Naam', shown: true }));
    expect((await list()).find((p) => p.id === created.id)?.name).toBe('Nieuwe Naam');
  });

  it('refuses a colour text cannot be read on, a bad link and too long texts in nl and en, changing nothing', async () => {
    const created = await create({ name: 'Blijft Zoals Hij Is' });
    const before = await allRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ colour: '#7a7a7a' }, 'niet goed leesbaar', 'hard to read'],
      [{ colour: 'rood' }, 'Kies een kleur als #rrggbb', 'Choose a colour as #rrggbb'],
      [{ websiteUrl: 'javascript:alert(1)' }, 'Deze link klopt niet', 'Invalid link'],
      [{ name: 'x'.repeat(101) }, 'te lang', 'too long'],
      [{ town: 'x'.repeat(101) }, 'te lang', 'too long'],
      [{ description: { nl: 'x'.repeat(301), en: 'ok' } }, 'te lang', 'too long'],
      [{ description: { nl: 'ok', en: ' ' } }, 'Beschrijving is verplicht', 'Description is required'],
      [{ name: '' }, 'Vul een naam in', 'Name is required'],
      [{ position: 1.5 }, 'heel getal', 'whole number'],
    ];
    for (const [overrides, nl, en] of cases) {
      for (const [lang, text] of [
        ['nl', nl],
        ['en', en],
      ] as const) {
        const post = await send('POST', '/api/partners', partner(overrides), admin, lang);
        expect(post.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(post.json().message.toLowerCase()).toContain(text.toLowerCase());
        const put = await send('PUT', `/api/partners/${created.id}`, partner(overrides), admin, lang);
        expect(put.statusCode).toBe(400);
        expect(put.json().message.toLowerCase()).toContain(text.toLowerCase());
      }
    }
    expect(await allRows()).toEqual(before);
  });

  it('refuses a portal that does not exist, in nl and en', async () => {
    const before = await allRows();
    const nl = await send('POST', '/api/partners', partner({ portalId: 999999 }));
    expect(nl.statusCode).toBe(400);
    expect(nl.json().message).toBe('Dit organisatieportaal bestaat niet (meer).');
    const en = await send('POST', '/api/partners', partner({ portalId: 999999 }), admin, 'en');
    expect(en.json().message).toBe('This organisation portal does not exist (any more).');
    expect(await allRows()).toEqual(before);
  });

  it('refuses a member every change with 403, and a visitor with 401, changing nothing', async () => {
    const created = await create({ name: 'Niet Voor Leden' });
    const before = await allRows();
    const attempts = [
      () => send('POST', '/api/partners', partner(), member),
      () => send('PUT', `/api/partners/${created.id}`, partner({ name: 'Gewijzigd' }), member),
      () => send('DELETE', `/api/partners/${created.id}`, undefined, member),
      () => send('DELETE', `/api/partners/${created.id}/logo`, undefined, member),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Alleen beheerders mogen dit doen.');
    }
    const logo = await uploadLogo(created.id, await png('#123456'), member, 'en');
    expect(logo.statusCode).toBe(403);
    expect(logo.json().message).toBe('Only administrators may do this.');
    const visitor = await t.app.inject({ method: 'POST', url: '/api/partners', payload: partner() });
    expect(visitor.statusCode).toBe(401);
    expect(await allRows()).toEqual(before);
  });

  it('answers 404 for a partner that does not exist', async () => {
    for (const res of [
      await send('PUT', '/api/partners/999999', partner()),
      await send('DELETE', '/api/partners/999999'),
      await send('DELETE', '/api/partners/999999/logo'),
      await uploadLogo(999999, await png('#654321')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Deze partner bestaat niet (meer).');
    }
  });

  it('takes a logo as every picture is taken, refuses what is no picture, and removes it', async () => {
    const created = await create({ name: 'Met Logo' });
    const uploaded = await uploadLogo(created.id, await png('#1e3a8a'));
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = uploaded.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}\/thumb\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);

    const before = await allRows();
    const notAPicture = await uploadLogo(created.id, Buffer.from('%PDF-1.4 geen plaatje'), admin, 'en');
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().message).toMatch(/picture|image/i);
    expect(await allRows()).toEqual(before);

    const removed = await send('DELETE', `/api/partners/${created.id}/logo`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    // Nobody shows the picture any more: it is gone.
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('deletes a partner', async () => {
    const created = await create({ name: 'Weg Ermee' });
    const res = await send('DELETE', `/api/partners/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('De partner is verwijderd.');
    expect((await allRows()).map((p) => p.id)).not.toContain(created.id);
    expect((await send('DELETE', `/api/partners/${created.id}`)).statusCode).toBe(404);
  });
});

describe('the partners across processes', () => {
  it('shows a change made in one process in another on the same database', async () => {
    const apps = await createTestApps(2);
    try {
      const [one, two] = apps.apps as [TestApp['app'], TestApp['app']];
      const names = async () =>
        ((await two.inject({ method: 'GET', url: '/api/partners' })).json() as { name: string }[]).map(
          (p) => p.name,
        );
      expect(await names()).toEqual([]);
      const cookie = await loginAs(one, 'admin');
      const created = await one.inject({
        method: 'POST',
        url: '/api/partners',
        headers: { cookie },
        payload: partner({ name: 'Eerste Partner' }),
      });
      expect(created.statusCode).toBe(201);
      await untilHeard(async () => expect(await names()).toEqual(['Eerste Partner']));
      await one.inject({
        method: 'PUT',
        url: `/api/partners/${created.json().id}`,
        headers: { cookie },
        payload: partner({ name: 'Eerste Partner', shown: false }),
      });
      await untilHeard(async () => expect(await names()).toEqual([]));
    } finally {
      await apps.close();
    }
  });
});
