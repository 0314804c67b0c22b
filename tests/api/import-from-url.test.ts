import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importedActivitySchema } from '../../src/domain/activities/import';
import { activityCreateSchema } from '../../src/domain/activities/input';
import { loginAs } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// POST /api/activities/import-from-url against fixture servers on 127.0.0.1. The allowed one is named
// by host:port in importTestAllowHosts (as IMPORT_TEST_ALLOW_HOSTS would); the other is not, so it stands
// for every address inside the network that a redirect might aim at.

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/import');
const URL_PATH = '/api/activities/import-from-url';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface FixtureServer {
  origin: string;
  hostPort: string;
  hits: string[];
  close(): Promise<void>;
}

async function startServer(routes: Record<string, Handler>): Promise<FixtureServer> {
  const hits: string[] = [];
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://fixture').pathname;
    hits.push(pathname);
    const route = routes[pathname];
    if (route) return route(request, response);
    // Everything else from tests/fixtures/import, as the browser journey serves it.
    const name = path.basename(pathname);
    const type = name.endsWith('.png') ? 'image/png' : 'text/html; charset=utf-8';
    try {
      const body = await readFile(path.join(FIXTURES, name));
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const page =
  (html: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  };
/** A page of `depth` <div>s inside each other, with a picture the import would otherwise store. */
const nestedPage = (depth: number) =>
  `<html><head><meta property="og:image" content="/poster.png"></head><body>${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}</body></html>`;
/** Within the depth limit, but about 2 MB of elements: seconds of parsing. */
const slowPage = () => {
  const unit = `${'<div>'.repeat(200)}x${'</div>'.repeat(200)}`;
  return `<html><head><title>Traag</title></head><body>${unit.repeat(Math.floor(1_900_000 / unit.length))}</body></html>`;
};
let slowPageSent: () => void = () => {};
const eventWithImage = (image: string) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Event', name: 'Met plaatje', image })}</script>`;

let t: TestApp;
let admin: string;
let member: string;
let site: FixtureServer;
let inside: FixtureServer;

beforeAll(async () => {
  inside = await startServer({ '/': page('<title>Intern</title>') });
  site = await startServer({
    '/to-inside': (_request, response) => response.writeHead(302, { location: `${inside.origin}/` }).end(),
    '/to-metadata': (_request, response) =>
      response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/loop': (request, response) => {
      const step = Number(new URL(request.url ?? '', 'http://x').searchParams.get('step') ?? 0);
      response.writeHead(302, { location: `/loop?step=${step + 1}` }).end();
    },
    '/three-hops': (_request, response) => response.writeHead(302, { location: '/hop2' }).end(),
    '/hop2': (_request, response) => response.writeHead(302, { location: '/hop3' }).end(),
    '/hop3': (_request, response) => response.writeHead(302, { location: '/event-graph.html' }).end(),
    '/data.json': (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"x"}'),
    '/huge.html': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(256 * 1024, 'a');
      let sent = 0;
      const more = () => {
        while (sent < 12 && !response.destroyed) {
          sent += 1;
          if (!response.write(chunk)) return response.once('drain', more);
        }
        response.end();
      };
      more();
    },
    '/silent.html': () => {},
    '/nested.html': page(nestedPage(10_000)),
    '/slow.html': (_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(slowPage(), () => slowPageSent());
    },
    '/gone.html': (_request, response) => response.writeHead(404).end(),
    '/image-inside.html': page(eventWithImage('http://169.254.169.254/poster.png')),
    '/image-missing.html': page(eventWithImage('/missing.png')),
    '/image-not-image.html': page(eventWithImage('/event-open-graph.html')),
    '/latin1.html': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      response.end(Buffer.from('<title>Caf\u00e9 avond</title>', 'latin1'));
    },
  });
  t = await createTestApp({ importTestAllowHosts: [site.hostPort] });
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
});
afterAll(async () => {
  await t.close();
  await site.close();
  await inside.close();
});
beforeEach(async () => {
  // Each test starts with a fresh import budget; the limit itself has its own test below.
  await t.app.database.query('delete from rate_limits');
});

function importUrl(url: unknown, options: { cookie?: string | null; lang?: string } = {}) {
  const cookie = options.cookie === undefined ? admin : options.cookie;
  return t.app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: { ...(cookie ? { cookie } : {}), ...(options.lang ? { 'accept-language': options.lang } : {}) },
    payload: url === undefined ? {} : { url },
  });
}

async function imageCount(): Promise<number> {
  const result = await t.app.database.query('select count(*)::int as n from images');
  return (result.rows[0] as { n: number }).n;
}

describe('importing an event page', () => {
  // Each test starts with no picture stored: a picture is stored once by its content, and these pages
  // share one poster, so an import before this test's would leave nothing new to store.
  beforeEach(async () => {
    await t.app.database.query('delete from images');
  });

  it('reads what a page says about who can come as facets, which the activity form takes (issue #45)', async () => {
    const res = await importUrl(`${site.origin}/event-accessible.html`);
    expect(res.statusCode, res.body).toBe(200);
    const body = importedActivitySchema.parse(res.json());
    expect(body).toMatchObject({
      title: 'Prikkelarme middag voor gezinnen',
      price: 'Gratis',
      facets: ['wheelchair', 'step-free', 'hearing-loop', 'quiet', 'children', 'public-transport'],
    });
    const { image: _image, ...fields } = body;
    const parsed = activityCreateSchema.safeParse({ ...fields, category: 'cultuur', portalId: 1 });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.facets).toEqual(body.facets);
  });

  it('reads a JSON-LD event: title, dates, place, price, links, and stores its picture', async () => {
    const before = await imageCount();
    const res = await importUrl(`${site.origin}/event-json-ld.html`);
    expect(res.statusCode, res.body).toBe(200);
    const body = importedActivitySchema.parse(res.json());
    expect(body).toEqual({
      sourceUrl: `${site.origin}/event-json-ld.html`,
      title: 'Koorconcert & samen zingen',
      description: 'Een avond vol koormuziek in de buurt.\n\nIedereen zingt mee & na afloop is er koffie.',
      startDate: '2026-12-12',
      startTime: '19:30',
      endDate: '2026-12-12',
      endTime: '22:00',
      meetingPoint: 'Buurthuis De Boog',
      streetAddress: 'Dorpsstraat 12',
      city: 'Utrecht',
      postalCode: '3511 AB',
      price: '€12.50',
      websiteUrl: 'https://www.example.nl/agenda/koorconcert',
      ticketUrl: 'https://tickets.example.nl/koorconcert',
      image: { id: expect.stringMatching(/^[0-9a-f]{32}$/), url: expect.any(String) },
    });
    expect(body.image?.url).toBe(`/api/images/${body.image?.id}/full.webp`);
    expect(site.hits).toContain('/poster.png');
    expect(await imageCount()).toBe(before + 1);

    const picture = await t.app.inject({ method: 'GET', url: body.image!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('answers the fields the import found in a form the activity payload accepts', async () => {
    const res = await importUrl(`${site.origin}/event-json-ld.html`);
    const { image, ...fields } = res.json();
    expect(image).toBeDefined();
    const parsed = activityCreateSchema.safeParse({ ...fields, category: 'cultuur', portalId: 1 });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject(fields);
  });

  it('reads an event in an @graph after three redirects, in Amsterdam summer time', async () => {
    const res = await importUrl(`${site.origin}/three-hops`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sourceUrl: `${site.origin}/three-hops`,
      title: 'Buurtmaaltijd',
      startDate: '2026-06-20',
      startTime: '18:00',
      endTime: '21:00',
      price: 'Gratis',
      meetingPoint: 'Speeltuin De Pijp',
      image: { id: expect.any(String) },
    });
  });

  it('reads an Open Graph page: title, description, link and picture', async () => {
    const res = await importUrl(`${site.origin}/event-open-graph.html`);
    expect(res.statusCode, res.body).toBe(200);
    const { image, ...rest } = res.json();
    expect(rest).toEqual({
      sourceUrl: `${site.origin}/event-open-graph.html`,
      title: 'Wandeling door het Wilhelminapark',
      description: 'Loop mee met de buurtgids: een uur wandelen & praten, voor iedereen.',
      websiteUrl: 'https://www.example.nl/wandeling',
    });
    expect(image.url).toMatch(/^\/api\/images\/[0-9a-f]{32}\/full\.webp$/);
  });

  it('reads an h-event page', async () => {
    const res = await importUrl(`${site.origin}/event-h-event.html`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Repair Café Oost',
      subtitle: 'Samen kapotte spullen repareren',
      description: 'Neem je kapotte lamp, fiets of trui mee. Vrijwilligers helpen je.',
      startDate: '2026-11-28',
      startTime: '10:00',
      endTime: '13:00',
      meetingPoint: 'Wijkcentrum Oost',
      streetAddress: 'Javastraat 5',
      postalCode: '1094 HA',
      city: 'Amsterdam',
      websiteUrl: 'https://www.example.nl/repair-cafe',
      image: { id: expect.any(String) },
    });
  });

  it('decodes a page in the charset its Content-Type names', async () => {
    const res = await importUrl(`${site.origin}/latin1.html`);
    expect(res.json().title).toBe('Café avond');
  });

  it.each([
    ['a picture on a refused address', '/image-inside.html'],
    ['a picture that is not there', '/image-missing.html'],
    ['a "picture" that is a web page', '/image-not-image.html'],
  ])('imports the page without %s, storing nothing', async (_, pagePath) => {
    const before = await imageCount();
    const res = await importUrl(`${site.origin}${pagePath}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sourceUrl: `${site.origin}${pagePath}`, title: 'Met plaatje' });
    expect(await imageCount()).toBe(before);
  });
});

describe('pages built to be slow to read', () => {
  it('refuses a page of about 100 KB of nested elements with a 422, storing nothing', async () => {
    const images = await imageCount();
    const res = await importUrl(`${site.origin}/nested.html`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Import mislukt: deze pagina is te groot of te diep genest om te lezen.');
    const english = await importUrl(`${site.origin}/nested.html`, { lang: 'en' });
    expect(english.json().message).toBe(
      'Import failed: this page is too large or too deeply nested to read.',
    );
    expect(await imageCount()).toBe(images);
  }, 60_000);

  it('answers other requests while a page is being read', async () => {
    const order: string[] = [];
    const sent = new Promise<void>((resolve) => {
      slowPageSent = resolve;
    });
    const importing = importUrl(`${site.origin}/slow.html`).then((res) => {
      order.push('import');
      return res;
    });
    await sent;
    // The page has reached the import and is being parsed; on the main thread, this timer would wait
    // for the parse to end.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    const res = await importing;
    expect(order).toEqual(['health', 'import']);
    // Read in time it is a page like any other; on a busy machine it may be refused as too slow.
    expect([200, 422]).toContain(res.statusCode);
  }, 60_000);
});

describe('refusing addresses inside the network (SSRF), without the allowance', () => {
  it.each([
    ['127.0.0.1 on a port not allowed', () => `${inside.origin}/`],
    ['2130706433 on the fixture port', () => `${inside.origin.replace('127.0.0.1', '2130706433')}/`],
    ['0x7f.1 on the fixture port', () => `${inside.origin.replace('127.0.0.1', '0x7f.1')}/`],
    ['0177.0.0.1 on the fixture port', () => `${inside.origin.replace('127.0.0.1', '0177.0.0.1')}/`],
    ['127.1 on the fixture port', () => `${inside.origin.replace('127.0.0.1', '127.1')}/`],
    ['localhost on the fixture port', () => `${inside.origin.replace('127.0.0.1', 'localhost')}/`],
    ['[::1] on the fixture port', () => `${inside.origin.replace('127.0.0.1', '[::1]')}/`],
    [
      '[::ffff:127.0.0.1] on the fixture port',
      () => `${inside.origin.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/`,
    ],
    ['http://169.254.169.254/latest/meta-data/', () => 'http://169.254.169.254/latest/meta-data/'],
    ['http://10.0.0.1/', () => 'http://10.0.0.1/'],
    ['http://192.168.1.1/', () => 'http://192.168.1.1/'],
    ['http://100.64.0.1/', () => 'http://100.64.0.1/'],
    ['http://[fd00::1]/', () => 'http://[fd00::1]/'],
    ['http://app.localhost/', () => 'http://app.localhost/'],
    ['http://metadata.google.internal/', () => 'http://metadata.google.internal/'],
    ['ftp://example.nl/agenda.html', () => 'ftp://example.nl/agenda.html'],
    ['file:///etc/passwd', () => 'file:///etc/passwd'],
    ['javascript:alert(1)', () => 'javascript:alert(1)'],
    ['http://user:secret@example.nl/', () => 'http://user:secret@example.nl/'],
  ])('refuses %s with a 400 that says Import mislukt, fetching and storing nothing', async (_, target) => {
    const before = await imageCount();
    const url = target();
    const res = await importUrl(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    expect(res.json().message).toMatch(/^Import mislukt: /);
    expect(inside.hits).toEqual([]);
    expect(await imageCount()).toBe(before);
  });

  it('the allowance is one host:port after URL parsing, not the whole address', async () => {
    // The same server by its decimal name is the same host:port once parsed, so it is allowed …
    const decimal = await importUrl(
      `${site.origin.replace('127.0.0.1', '2130706433')}/event-open-graph.html`,
    );
    expect(decimal.statusCode).toBe(200);
    // … while the other port on the same address is not (the table above).
    const other = await importUrl(`${inside.origin}/`);
    expect(other.statusCode).toBe(400);
    expect(inside.hits).toEqual([]);
  });

  it('says why in English when asked', async () => {
    const res = await importUrl('http://10.0.0.1/', { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Import failed: this address is not on the public internet');
  });

  it('refuses an allowed page that redirects to a server inside the network', async () => {
    const res = await importUrl(`${site.origin}/to-inside`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Import mislukt: dit adres ligt niet op het openbare internet');
    expect(inside.hits).toEqual([]);
    const metadata = await importUrl(`${site.origin}/to-metadata`);
    expect(metadata.statusCode).toBe(400);
  });

  it('refuses more than three redirects', async () => {
    const res = await importUrl(`${site.origin}/loop`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Import mislukt: de pagina stuurt meer dan 3 keer door');
  });

  it('refuses what is not a web page', async () => {
    const res = await importUrl(`${site.origin}/data.json`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Import mislukt: dit adres geeft geen webpagina (HTML)');
    const png = await importUrl(`${site.origin}/poster.png`);
    expect(png.statusCode).toBe(400);
  });

  it('refuses a page over 2 MB with a 413', async () => {
    const res = await importUrl(`${site.origin}/huge.html`);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Import mislukt: het bestand is groter dan 2 MB');
  });

  it('says what the site answered when it answered an error', async () => {
    const res = await importUrl(`${site.origin}/gone.html`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Import mislukt: de pagina antwoordde met 404');
  });

  it('gives up on a site that does not answer within 5 seconds', async () => {
    const started = Date.now();
    const res = await importUrl(`${site.origin}/silent.html`);
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe('Import mislukt: de pagina antwoordde niet binnen 5 seconden');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);
});

describe('who may import, and what they must send', () => {
  it('refuses a visitor with a 401 and a member with a 403, before reading anything', async () => {
    const visitor = await importUrl(`${site.origin}/event-json-ld.html`, { cookie: null });
    expect(visitor.statusCode).toBe(401);
    const hitsBefore = site.hits.length;
    const asMember = await importUrl(`${site.origin}/event-json-ld.html`, { cookie: member });
    expect(asMember.statusCode).toBe(403);
    expect(site.hits.length).toBe(hitsBefore);
  });

  it.each([undefined, '', '   ', null])('answers Geen URL for %o', async (url) => {
    const res = await importUrl(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Geen URL');
    const english = await importUrl(url, { lang: 'en' });
    expect(english.json().message).toBe('No URL');
  });

  it('refuses a URL with control characters or over 2000 characters', async () => {
    expect((await importUrl('http://example.nl/\u0000')).statusCode).toBe(400);
    expect((await importUrl(`http://example.nl/${'a'.repeat(2000)}`)).statusCode).toBe(400);
  });

  it('allows 30 imports a minute per administrator, then answers 429', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await importUrl('http://10.0.0.1/')).statusCode).toBe(400);
    }
    const res = await importUrl(`${site.origin}/event-json-ld.html`);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toMatch(/^Import mislukt: te veel imports/);
  });
});
