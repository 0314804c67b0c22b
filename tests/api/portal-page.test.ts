import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A page of its own for every portal (issue #44): GET /api/portals/by-slug/{slug} for the client, and the
// page /p/{slug} with its own head for search engines and link previews; an unknown slug is a 404.

const BASE = 'https://meedoen.test';
const INDEX = `<!doctype html>
<html lang="nl">
  <head>
    <meta name="description" content="Meedoen: de site." />
    <title>Meedoen</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
let t: TestApp;
let portal: { id: number; name: string; slug: string };

beforeAll(async () => {
  t = await createTestApp({ publicUrl: BASE }, { clientFiles: { 'index.html': INDEX } });
  portal = await createPortal(t.app, { name: 'Bibliotheek <Oost>', city: 'Eindhoven' });
  await t.app.db.execute(
    sql`update portals set description = 'Boeken, koffie & een praatje.', website_url = 'https://bieb.example'
      where id = ${portal.id}`,
  );
});
afterAll(() => t.close());

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

describe('GET /api/portals/by-slug/{slug}', () => {
  it('answers the portal of a short name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/portals/by-slug/${portal.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: portal.id,
      name: 'Bibliotheek <Oost>',
      slug: portal.slug,
      type: 'organization',
      city: 'Eindhoven',
      description: 'Boeken, koffie & een praatje.',
      websiteUrl: 'https://bieb.example',
    });
  });

  it('answers 404 in the person’s language for an unknown short name', async () => {
    const nl = await t.app.inject({ method: 'GET', url: '/api/portals/by-slug/bestaat-niet' });
    expect(nl.statusCode).toBe(404);
    expect(nl.json()).toEqual({ message: 'Portal niet gevonden' });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/portals/by-slug/bestaat-niet',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ message: 'Portal not found' });
  });
});

describe('GET /p/{slug}', () => {
  it('serves the client with the portal’s own title, description, canonical address and JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/p/${portal.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<div id="root">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Bibliotheek &lt;Oost&gt; · Meedoen</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toBe('Boeken, koffie &amp; een praatje.');
    expect(metaContent(html, 'og:title')).toBe('Bibliotheek &lt;Oost&gt;');
    expect(metaContent(html, 'og:url')).toBe(`${BASE}/p/${portal.slug}`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/p/${portal.slug}">`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Bibliotheek <Oost>',
      url: 'https://bieb.example',
    });
    expect(html).not.toContain('<Oost>');
  });

  it('describes a city without a description of its own, in English for an English browser', async () => {
    const city = await createPortal(t.app, { type: 'city', name: 'Veldhoven' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/p/${city.slug}`,
      headers: { 'accept-language': 'en' },
    });
    expect(metaContent(res.body, 'description')).toBe('Activities in Veldhoven: meet new people near you.');
    expect(metaContent(res.body, 'og:locale')).toBe('en_GB');
  });

  it('answers 404, kept out of search engines, for an unknown short name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/p/bestaat-niet' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<title>Pagina niet gevonden · Meedoen</title>');
  });
});
