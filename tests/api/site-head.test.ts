import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT } from '../../src/domain/site/settings';
import type { SettingsFile } from '../../src/domain/site/transfer';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, createTestApps, type TestApp, type TestApps } from '../helpers/test-app';

// Issue #47: the logo, what the browser gets of the site before any script runs (index.html, the
// manifest, the icon), the share page's site name, and the settings file's export and import.

const INDEX_HTML = `<!doctype html><html lang="nl"><head>
<meta name="description" content="Meedoen: vind activiteiten bij jou in de buurt.">
<meta name="theme-color" content="#facc15" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<title>Meedoen</title>
</head><body><div id="root"><img src="/favicon.svg" alt=""><span>Meedoen</span></div></body></html>`;

const identity = {
  name: 'Samen in Tilburg',
  tagline: { nl: 'Ontmoet Tilburg', en: 'Meet Tilburg' },
  mainColour: '#1d4ed8',
};

function multipart(bytes: Buffer) {
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (width = 120, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
    .png()
    .toBuffer();

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({}, { clientFiles: { 'index.html': INDEX_HTML } });
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
});
afterAll(async () => t.close());

const settings = async (app = t.app) => (await app.inject({ url: '/api/settings' })).json();
const uploadLogo = (bytes: Buffer, cookie = admin, lang = 'nl') => {
  const body = multipart(bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/logo',
    headers: { cookie, 'accept-language': lang, ...body.headers },
    payload: body.payload,
  });
};
const imageCount = async () =>
  (
    (await t.app.db.execute('select count(*)::int as n from images' as never)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('the site logo', () => {
  it('takes an image from an administrator and shows it as logoUrl, square and whole', async () => {
    const res = await uploadLogo(await picture());
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}\/thumb\.webp$/);
    expect((await settings()).logoUrl).toBe(logoUrl);
    const thumb = await t.app.inject({ url: logoUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('removes the logo it replaces', async () => {
    await uploadLogo(await picture());
    const before = await imageCount();
    await uploadLogo(await picture());
    expect(await imageCount()).toBe(before);
  });

  it.each([
    ['not an image', Buffer.from('dit is geen plaatje'), 400],
    ['too large', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 413],
  ])('refuses a file that is %s, in nl and en, and changes nothing', async (_what, bytes, status) => {
    const before = await settings();
    const images = await imageCount();
    const nl = await uploadLogo(bytes);
    expect(nl.statusCode).toBe(status);
    expect(nl.json().message).toMatch(/afbeelding|groot/i);
    const en = await uploadLogo(bytes, admin, 'en');
    expect(en.json().message).toMatch(/picture|image|large/i);
    expect(await settings()).toEqual(before);
    expect(await imageCount()).toBe(images);
  });

  it('lets only administrators change it', async () => {
    const before = await settings();
    expect((await uploadLogo(await picture(), member)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/settings/logo', headers: { cookie: member } }))
        .statusCode,
    ).toBe(403);
    expect(await settings()).toEqual(before);
  });

  it('is kept while a picture row is the logo, and goes with DELETE', async () => {
    await uploadLogo(await picture());
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toBeNull();
  });
});

describe('index.html, the manifest and the icon', () => {
  it("carry the site's name, colour and settings, and follow a change at once", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { identity },
    });
    expect(put.statusCode).toBe(200);
    const page = await t.app.inject({ url: '/activities' });
    expect(page.body).toContain('<title>Samen in Tilburg · Ontmoet Tilburg</title>');
    expect(page.body).toContain('<meta name="application-name" content="Samen in Tilburg">');
    expect(page.body).toContain('<meta name="theme-color" content="#1d4ed8">');
    expect(page.body).not.toContain('#facc15');
    expect(page.body).toContain('--color-primary:#1d4ed8;--color-primary-foreground:#ffffff');
    expect(page.body).toContain('<span>Samen in Tilburg</span>');
    const json = /<script id="site-settings" type="application\/json">([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(json!)).toEqual(await settings());

    const etag = page.headers.etag as string;
    expect((await t.app.inject({ url: '/activities', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { identity: { ...identity, name: 'Meedoen Eindhoven' } },
    });
    const after = await t.app.inject({ url: '/activities', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<meta name="application-name" content="Meedoen Eindhoven">');
  });

  it('serve the manifest and, with a logo, the logo as the icon', async () => {
    await uploadLogo(await picture());
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    const body = manifest.json();
    const now = await settings();
    expect(body).toMatchObject({ name: now.name, theme_color: now.mainColour, description: now.tagline.nl });
    expect(body.icons[0].src).toMatch(/^\/favicon\.png\?v=/);
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain(`<link rel="icon" href="${body.icons[0].src}" type="image/png">`);
    const icon = await t.app.inject({ url: body.icons[0].src });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ width: 64, height: 64, format: 'png' });

    await t.app.inject({ method: 'DELETE', url: '/api/settings/logo', headers: { cookie: admin } });
    expect((await t.app.inject({ url: '/manifest.webmanifest' })).json().icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
    expect((await t.app.inject({ url: '/favicon.ico' })).statusCode).toBe(302);
  });

  it("name the site on an activity's share page", async () => {
    const portal = await createPortal(t.app);
    const activity = await createActivity(t.app, admin, { portalId: portal.id });
    const page = await t.app.inject({ url: `/meta/${activity.id}` });
    const { name } = await settings();
    expect(page.body).toContain(`<meta property="og:site_name" content="${name}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!);
    expect(jsonLd.mainEntityOfPage.publisher).toMatchObject({ '@type': 'Organization', name });
  });
});

describe('with several processes', () => {
  let apps: TestApps;
  beforeAll(async () => {
    apps = await createTestApps(2, {}, { clientFiles: { 'index.html': INDEX_HTML } });
  });
  afterAll(async () => apps.close());

  it("serves the other process's change in the next index.html", async () => {
    const [one, other] = apps.apps as [TestApps['apps'][0], TestApps['apps'][0]];
    expect((await other.inject({ url: '/' })).body).toContain(
      '<meta name="application-name" content="Meedoen">',
    );
    const cookie = await loginAs(one, 'admin');
    await one.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { identity } });
    await expect
      .poll(async () => (await other.inject({ url: '/' })).body, { timeout: 5000 })
      .toContain('<meta name="application-name" content="Samen in Tilburg">');
  });
});

describe('the settings file', () => {
  const page = { nl: '# Over ons\n\nWij zijn Tilburg.', en: '# About us\n\nWe are Tilburg.' };

  async function seedSite() {
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: {
        identity,
        contact: { ...DEFAULT_CONTACT, email: 'hallo@tilburg.nl' },
        registrationOpen: false,
      },
    });
    await uploadLogo(await picture());
    await t.app.db.execute(
      `insert into site_settings (name, value) values ('page:about', '${JSON.stringify(page)}'::jsonb)
       on conflict (name) do update set value = excluded.value` as never,
    );
    const logo = (
      (await t.app.db.execute(
        `select (value #>> '{}')::int as id from site_settings where name = 'logoImageId'` as never,
      )) as unknown as { rows: { id: number }[] }
    ).rows[0]!.id;
    await t.app.db.execute('delete from partners' as never);
    await t.app.db.execute(
      `insert into partners (name, town, description_nl, description_en, colour, website_url, shown, position, logo_image_id)
       values ('Bibliotheek', 'Tilburg', 'Boeken', 'Books', '#123456', 'https://bieb.example.nl', true, 1, ${logo}),
              ('Sportclub', null, 'Sport', 'Sport', '#abcdef', null, false, 2, null)` as never,
    );
  }

  const exportFile = async (app = t.app, cookie = admin) =>
    app.inject({ url: '/api/settings/export', headers: { cookie } });

  it('moves the settings, logo, pages and partners to a fresh site', async () => {
    await seedSite();
    const res = await exportFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meedoen-instellingen.json"');
    const file = res.json();
    expect(file).toMatchObject({ version: 1, pages: { about: page } });
    expect(file.logo).toMatch(/^data:image\/webp;base64,/);
    expect(file.partners).toHaveLength(2);
    expect(file.partners[0].logo).toMatch(/^data:image\/webp;base64,/);

    const fresh = await createTestApp();
    try {
      const freshAdmin = await loginAs(fresh.app, 'admin');
      const imported = await fresh.app.inject({
        method: 'POST',
        url: '/api/settings/import',
        headers: { cookie: freshAdmin },
        payload: file,
      });
      expect(imported.statusCode).toBe(200);
      const mine = await settings();
      const theirs = await settings(fresh.app);
      expect({ ...theirs, logoUrl: null }).toEqual({ ...mine, logoUrl: null });
      expect(theirs.logoUrl).toMatch(/thumb\.webp$/);
      const again = (await exportFile(fresh.app, freshAdmin)).json();
      expect(again.pages).toEqual(file.pages);
      expect(again.settings).toEqual(file.settings);
      const strip = (partners: { logo: string | null }[]) =>
        partners.map(({ logo, ...rest }) => ({ ...rest, hasLogo: logo !== null }));
      expect(strip(again.partners)).toEqual(strip(file.partners));
    } finally {
      await fresh.close();
    }
  });

  it.each([
    [
      'a colour text cannot be read on',
      (f: SettingsFile) => ({
        ...f,
        settings: { ...f.settings, identity: { ...f.settings.identity, mainColour: '#7a7a7a' } },
      }),
      'niet goed leesbaar',
      'hard to read',
    ],
    [
      'a partner without a name',
      (f: SettingsFile) => ({ ...f, partners: [{ ...f.partners[0], name: ' ' }] }),
      'Vul dit in',
      'Required',
    ],
    [
      'a logo that is no picture',
      (f: SettingsFile) => ({ ...f, logo: 'data:image/png;base64,aGFsbG8=' }),
      'afbeelding',
      'image',
    ],
    [
      'a portal that does not exist',
      (f: SettingsFile) => ({ ...f, partners: [{ ...f.partners[0], portalSlug: 'nergens' }] }),
      'nergens',
      'nergens',
    ],
    ['another version', (f: SettingsFile) => ({ ...f, version: 2 }), 'versie 1', 'version 1'],
  ])('refuses %s, in nl and en, and changes nothing', async (_what, spoil, nlText, enText) => {
    await seedSite();
    const file = (await exportFile()).json();
    const before = { settings: await settings(), file: { ...file, exportedAt: undefined } };
    for (const [lang, text] of [
      ['nl', nlText],
      ['en', enText],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/settings/import',
        headers: { cookie: admin, 'accept-language': lang },
        payload: spoil({ ...file, pages: {}, partners: [...file.partners] }),
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(text);
    }
    expect(await settings()).toEqual(before.settings);
    expect({ ...(await exportFile()).json(), exportedAt: undefined }).toEqual(before.file);
  });

  it('is only for administrators', async () => {
    expect((await exportFile(t.app, member)).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/import',
      headers: { cookie: member },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
