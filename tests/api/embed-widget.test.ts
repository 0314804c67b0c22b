import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities } from '../../src/server/db/schema';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #10, item 1: the widget other sites frame, /iframe/activities. Plain HTML from the server with
// its own style sheet and one fixed script that reports its height (issue #41, item 13); the list's
// filters from the query string.

const PUBLIC_URL = 'https://meedoen.example';
let t: TestApp;
let admin: string;
let today: string;

beforeAll(async () => {
  // A client build of one file, so "/" is the client's page and the widget route must win over it.
  t = await createTestApp(
    { publicUrl: PUBLIC_URL },
    { clientFiles: { 'index.html': '<!doctype html><div id="root"></div>' } },
  );
  admin = await loginAs(t.app, 'admin');
  today = todayInAmsterdam();
});
afterAll(async () => t.close());

/** Every test works inside an organisation of its own, so tests never see each other's rows. */
const freshPortal = () => createPortal(t.app);

function widget(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url: `/iframe/activities?${query}`, headers });
}

/** The cards' titles, in order, as the page shows them (still HTML-escaped). */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/<h2 id="a\d+"><a [^>]*>(.*?)<span class="sr">/g)].map((m) => m[1]!);
}

async function uploadedImageKey(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#facc15' } })
    .png()
    .toBuffer();
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
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

describe('the widget page', () => {
  it('is an HTML page of its own, not the client, with a language, a title and a heading', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, { portalId: p.id, title: 'Koffie', startDate: addDays(today, 1) });
    const res = await widget(`organizationId=${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('<div id="root">');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(res.body).toContain('<title>Activiteiten op Meedoen</title>');
    expect(res.body).toContain('<h1 class="sr">Activiteiten op Meedoen</h1>');
    expect(res.body).toMatch(/<ul class="cards">\n<li><article class="card" aria-labelledby="a\d+">/);
  });

  it('loads no script and no style sheet from elsewhere: its inline style and its one height script', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, { portalId: p.id, title: 'Koffie', startDate: addDays(today, 1) });
    const { body } = await widget(`organizationId=${p.id}`);
    expect(body.match(/<script/gi)).toHaveLength(1);
    expect(body).not.toMatch(/<script[^>]*\ssrc=/i);
    // The script tells the framing page its height, and nothing else.
    expect(body).toMatch(
      /<script>[^<]*postMessage\(\{type:"meedoen:widget-height",height:h\},"\*"\)[^<]*<\/script>\n<\/body>/,
    );
    expect(body).not.toMatch(/<link[^>]+stylesheet/i);
    expect(body).not.toMatch(/@import|url\(/);
    expect(body.match(/<style>/g)).toHaveLength(1);
  });

  it('shows 6 cards when no limit is given, and up to the limit when one is', async () => {
    const p = await freshPortal();
    for (let day = 1; day <= 8; day += 1) {
      await createActivity(t.app, admin, {
        portalId: p.id,
        title: `Dag ${day}`,
        startDate: addDays(today, day),
      });
    }
    const six = await widget(`organizationId=${p.id}`);
    expect(cardTitles(six.body)).toEqual(['Dag 1', 'Dag 2', 'Dag 3', 'Dag 4', 'Dag 5', 'Dag 6']);
    expect(six.body.match(/<article /g)).toHaveLength(6);
    expect(cardTitles((await widget(`organizationId=${p.id}&limit=2`)).body)).toEqual(['Dag 1', 'Dag 2']);
    expect(cardTitles((await widget(`organizationId=${p.id}&limit=50`)).body)).toHaveLength(8);
  });

  it('shows only the cards that match the filters', async () => {
    const p = await freshPortal();
    const base = { portalId: p.id, startDate: addDays(today, 2) };
    await createActivity(t.app, admin, {
      ...base,
      title: 'Gratis wandeling',
      tags: ['wandelen'],
      price: 'Gratis',
    });
    await createActivity(t.app, admin, {
      ...base,
      title: 'Betaalde cursus',
      price: '€ 25',
      ontmoetingsscore: 5,
      category: 'cursussen-lezingen',
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Wekelijks koor',
      activityType: 'recurring',
      recurringDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      recurringStartDate: addDays(today, -10),
      ontmoetingsscore: 4,
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Volgende maand',
      startDate: addDays(today, 40),
    });
    const other = await freshPortal();
    await createActivity(t.app, admin, { portalId: other.id, title: 'Elders', startDate: addDays(today, 2) });

    const titles = async (query: string) =>
      cardTitles((await widget(`organizationId=${p.id}&limit=50&${query}`)).body).sort();
    expect(await titles('')).toEqual([
      'Betaalde cursus',
      'Gratis wandeling',
      'Volgende maand',
      'Wekelijks koor',
    ]);
    expect(await titles('freeOnly=true')).toEqual(['Gratis wandeling', 'Volgende maand', 'Wekelijks koor']);
    expect(await titles('tags=wandelen')).toEqual(['Gratis wandeling']);
    expect(await titles('meetingScore=4')).toEqual(['Betaalde cursus', 'Wekelijks koor']);
    expect(await titles('oneTimeOnly=true')).toEqual([
      'Betaalde cursus',
      'Gratis wandeling',
      'Volgende maand',
    ]);
    expect(await titles('search=cursus')).toEqual(['Betaalde cursus']);
    expect(await titles(`startDate=${addDays(today, 30)}&endDate=${addDays(today, 50)}`)).toEqual([
      'Volgende maand',
      'Wekelijks koor',
    ]);
    expect(await titles('dateFilter=today')).toEqual(['Wekelijks koor']);
    expect(cardTitles((await widget(`portalId=${other.id}`)).body)).toEqual(['Elders']);
  });

  it('answers the same for everyone: a session, showFavorites and showArchive change nothing', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Vorige week',
      startDate: addDays(today, -7),
    });
    await createActivity(t.app, admin, { portalId: p.id, title: 'Morgen', startDate: addDays(today, 1) });
    const member = await loginAs(t.app, 'member');
    const anonymous = await widget(`organizationId=${p.id}`);
    const withSession = await widget(`organizationId=${p.id}&showFavorites=true&showArchive=true`, {
      cookie: member,
    });
    expect(withSession.statusCode).toBe(200);
    expect(cardTitles(withSession.body)).toEqual(['Morgen']);
    expect(withSession.body).toBe(anonymous.body);
  });

  it('shows the empty state in Dutch, and in English with lang=en', async () => {
    const p = await freshPortal();
    const nl = await widget(`organizationId=${p.id}`);
    expect(nl.statusCode).toBe(200);
    expect(nl.body).toContain(
      '<h2>Geen activiteiten gevonden</h2><p>Probeer andere filters of zoektermen.</p>',
    );
    expect(nl.body).not.toContain('<ul class="cards">');
    const en = await widget(`organizationId=${p.id}&lang=en`);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<h2>No activities found</h2><p>Try other filters or search terms.</p>');
  });

  it('links each card to the activity on Meedoen in a new tab, and says so', async () => {
    const p = await freshPortal();
    const activity = await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Schaken',
      startDate: addDays(today, 1),
    });
    const { body } = await widget(`organizationId=${p.id}`);
    expect(body).toContain(
      `<a href="${PUBLIC_URL}/activities/${activity.id}" target="_blank" rel="noopener">Schaken<span class="sr"> (opent in een nieuw tabblad)</span></a>`,
    );
    // "Bekijk alle activiteiten" opens the agenda with the widget's own selection.
    expect(body).toContain(
      `<a href="${PUBLIC_URL}/activities?organizationId=${p.id}" target="_blank" rel="noopener">Bekijk alle activiteiten op Meedoen<span class="sr"> (opent in een nieuw tabblad)</span></a>`,
    );
    // Every link leaves the iframe for a new tab.
    const links = body.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toContain('target="_blank" rel="noopener"');
  });

  it('links "Bekijk alle activiteiten" to the agenda with every filter of the widget, in the API’s names', async () => {
    const p = await freshPortal();
    const city = await createPortal(t.app, { type: 'city' });
    const query =
      `searchQuery=%20wandelen%20&dateFilter=custom&startDate=${addDays(today, 1)}&endDate=${addDays(today, 30)}` +
      `&tags=Natuur,vrienden&portalId=${city.id}&organizationId=${p.id}&meetingScore=3&oneTimeOnly=1` +
      '&freeOnly=true&limit=3&size=small&lang=en';
    const res = await widget(query);
    expect(res.statusCode, res.body).toBe(200);
    const href = /<p class="all"><a href="([^"]+)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/activities`);
    // The names GET /api/activities reads (and the list page, from its address); the widget's own
    // limit, size and language are not filters of the list.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'wandelen',
      dateFilter: 'custom',
      startDate: addDays(today, 1),
      endDate: addDays(today, 30),
      tags: 'natuur,vrienden',
      portalId: String(city.id),
      organizationId: String(p.id),
      meetingScore: '3',
      oneTimeOnly: 'true',
      freeOnly: 'true',
    });
    // Read back by the list's API, the link's query is the same selection the widget showed.
    const list = await t.app.inject({ url: `/api/activities?${url.searchParams}` });
    expect(list.statusCode, list.body).toBe(200);

    const plain = await widget('dateFilter=weekend');
    expect(plain.body).toContain(`<a href="${PUBLIC_URL}/activities?dateFilter=weekend" target="_blank"`);
  });

  it('shows date and time, place, price and the meeting score as text with the stars hidden', async () => {
    const p = await freshPortal();
    const day = addDays(today, 3);
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Bakken',
      titleEn: 'Baking',
      startDate: day,
      startTime: '10:00',
      endTime: '12:30',
      price: '€5',
      city: 'Utrecht',
      ontmoetingsscore: 4,
    });
    const nl = (await widget(`organizationId=${p.id}`)).body;
    const nlDay = new Intl.DateTimeFormat('nl-NL', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
      ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    }).format(new Date(`${day}T00:00:00Z`));
    expect(nl).toContain(`<time datetime="${day}T10:00">${nlDay} · 10:00–12:30</time>`);
    expect(nl).toContain('<span class="sr">Plaats: </span>Utrecht');
    expect(nl).toContain('<span class="sr">Prijs: </span>€\u00a05,00');
    expect(nl).toContain('<span class="stars" aria-hidden="true">★★★★☆</span> Ontmoetingsscore 4 van 5');

    const en = (await widget(`organizationId=${p.id}&lang=en`)).body;
    expect(cardTitles(en)).toEqual(['Baking']);
    expect(en).toContain('<span class="sr">Price: </span>€5.00');
    expect(en).toContain('Meeting score 4 out of 5');
    expect(en).toMatch(new RegExp(`<time datetime="${day}T10:00">[A-Z][a-z]{2},? \\d{1,2} [A-Z][a-z]{2}`));
  });

  it('shows the thumbnail, lazy-loaded, with its size and an empty alt text', async () => {
    const p = await freshPortal();
    const key = await uploadedImageKey();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Met foto',
      startDate: addDays(today, 1),
      imageId: key,
    });
    const { body } = await widget(`organizationId=${p.id}`);
    expect(body).toContain(
      `<img class="pic" src="/api/images/${key}/thumb.webp" alt="" width="480" height="320" loading="lazy" decoding="async">`,
    );
  });

  it('changes the card size with size=small, medium (the default) or large', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, { portalId: p.id, title: 'Koffie', startDate: addDays(today, 1) });
    expect((await widget(`organizationId=${p.id}`)).body).toContain('<body class="medium">');
    for (const size of ['small', 'medium', 'large']) {
      const res = await widget(`organizationId=${p.id}&size=${size}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<body class="${size}">`);
      // The style sheet sets each size's column width.
      expect(res.body).toMatch(new RegExp(`\\.${size}\\{--col:`));
    }
  });

  it('escapes every text: a title with a script element is shown as text', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: '<script>alert("x")</script> & "quotes"',
      description: '<img src=x onerror=alert(1)>',
      city: '"><b>stad</b>',
      startDate: addDays(today, 1),
    });
    const { body } = await widget(`organizationId=${p.id}`);
    // The page's own height script is the only one.
    expect(body.match(/<script/gi)).toHaveLength(1);
    expect(body).not.toContain('<img src=x');
    expect(body).not.toContain('<b>stad');
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('&quot;&gt;&lt;b&gt;stad&lt;/b&gt;');
  });

  it('weighs under 40 KB gzip with 6 cards (the page is all there is: no script file, no style sheet)', async () => {
    const p = await freshPortal();
    const key = await uploadedImageKey();
    // Long, varied texts at the inputs' limits compress worst.
    const words = () => randomBytes(90).toString('base64').replace(/[+/=]/g, ' ');
    for (let i = 0; i < 6; i += 1) {
      await createActivity(t.app, admin, {
        portalId: p.id,
        title: words().slice(0, 200),
        description: `${words()} ${words()} ${words()}`,
        city: words().slice(0, 100),
        price: words().slice(0, 100),
        tags: ['sport', 'muziek', 'outdoor'],
        activityType: 'recurring',
        recurringDays: ['monday', 'wednesday', 'friday'],
        recurringStartDate: addDays(today, -1),
        recurringStartTime: '10:00',
        recurringEndTime: '11:00',
        imageId: key,
      });
    }
    const res = await widget(`organizationId=${p.id}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(cardTitles(html)).toHaveLength(6);
    expect(html.match(/<img /g)).toHaveLength(6);
    const gzipBytes = gzipSync(html, { level: 9 }).length;
    // What the server really sends (its own gzip level) counts too.
    const sentBytes = res.rawPayload.length;
    console.info(
      `widget page with 6 cards: ${Buffer.byteLength(html)} bytes of HTML, ${gzipBytes} gzip level 9, ${sentBytes} as sent`,
    );
    expect(gzipBytes).toBeLessThan(40 * 1024);
    expect(sentBytes).toBeLessThan(40 * 1024);
  });
});

describe('framing and the page policy', () => {
  it('lets any site frame the widget, and allows nothing else: its one script, its one style sheet', async () => {
    const res = await widget('');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // The script source is the hash of exactly the page's one script.
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    const scriptHash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${scriptHash}'`);
    // The style source is the hash of exactly the page's style sheet.
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(sheet).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(res.body).not.toMatch(/ style="/);
  });

  it.each(['/', '/activities', '/embed', '/embed-activities', '/api/activities', '/api/embed/activities'])(
    'keeps every other page unframable: %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('the client still answers "/" (the widget route took only its own path)', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain('<div id="root">');
  });
});

describe('caching', () => {
  it('is public for a minute, with an ETag that answers 304 while the page is the same', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, { portalId: p.id, title: 'Koffie', startDate: addDays(today, 1) });
    const first = await widget(`organizationId=${p.id}`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await widget(`organizationId=${p.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toContain('frame-ancestors *');

    expect(again.headers.vary).toBe('accept-encoding');

    // Sent compressed as the browser asks, the same page either way.
    const br = await widget(`organizationId=${p.id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
    const gzip = await widget(`organizationId=${p.id}`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(first.body);

    // Another size is another page, with another ETag.
    const small = await widget(`organizationId=${p.id}&size=small`, { 'if-none-match': etag });
    expect(small.statusCode).toBe(200);
    expect(small.headers.etag).not.toBe(etag);

    // A change to the activities is a new page.
    await createActivity(t.app, admin, { portalId: p.id, title: 'Thee', startDate: addDays(today, 2) });
    const changed = await widget(`organizationId=${p.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(cardTitles(changed.body)).toEqual(['Koffie', 'Thee']);
  });
});

describe('a query the widget cannot answer', () => {
  it.each([
    ['limit=0', 'limit moet een getal van 1 tot en met 50 zijn.'],
    ['limit=51', 'limit moet een getal van 1 tot en met 50 zijn.'],
    ['limit=zes', 'limit moet een getal van 1 tot en met 50 zijn.'],
    ['size=huge', 'size moet small, medium of large zijn.'],
    ['meetingScore=9', 'Ontmoetingsscore moet een getal van 1 tot en met 5 zijn'],
    ['dateFilter=yesterday', 'dateFilter moet all, today, tomorrow, weekend of custom zijn.'],
    ['freeOnly=ja', 'Gebruik true of false.'],
    ['portalId=abc', 'Ongeldig nummer.'],
    ['startDate=2025-02-30', 'Ongeldige datum: gebruik het formaat jjjj-mm-dd.'],
    [`startDate=2030-05-02&endDate=2030-05-01`, 'De einddatum ligt vóór de begindatum.'],
  ])('%s: a 400 page that says what is wrong, in Dutch', async (query, message) => {
    const before = await t.app.db.select({ n: count() }).from(activities);
    const res = await widget(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.body).toContain('<html lang="nl">');
    expect(res.body).toContain('<h1>Deze activiteiten kunnen niet worden getoond</h1>');
    expect(res.body).toContain(`<p>${message.replace(/"/g, '&quot;')}</p>`);
    expect(res.body).not.toContain('<article');
    // Nothing changed.
    const after = await t.app.db.select({ n: count() }).from(activities);
    expect(after).toEqual(before);
  });

  it('says it in English with lang=en, naming every refused parameter', async () => {
    const res = await widget('lang=en&limit=500&size=tiny');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>These activities cannot be shown</h1>');
    expect(res.body).toContain('<p>limit must be a number from 1 to 50.</p>');
    expect(res.body).toContain('<li>size must be small, medium or large.</li>');
  });

  it('escapes what the person typed when it is part of the message', async () => {
    const res = await widget(`tags=${encodeURIComponent('<b>')}&search=${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<b>');
  });
});
