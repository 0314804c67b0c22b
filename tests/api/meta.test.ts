import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The server-rendered share page: preview tags, the Event in JSON-LD, and nothing a title can inject.

const BASE = 'https://meedoen.test';
let t: TestApp;
let admin: string;
let portalId: number;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: BASE });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app, { name: 'Buurthuis De Linde' })).id;
});
afterAll(async () => t.close());

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match ? match[1]! : null;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!);
}

describe('GET /meta/:id', () => {
  it('renders Open Graph and Twitter tags, a canonical link and a redirect to the activity', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      title: 'Samen koken in de buurt',
      description: 'We koken met z’n allen een driegangenmenu.',
      startDate: addDays(todayInAmsterdam(), 5),
      startTime: '18:00',
      endTime: '21:00',
    });
    const res = await t.app.inject({ method: 'GET', url: `/meta/${a.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(metaContent(html, 'og:title')).toBe('Samen koken in de buurt');
    expect(metaContent(html, 'og:description')).toBe('We koken met z’n allen een driegangenmenu.');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(`${BASE}/meta/${a.id}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'twitter:title')).toBe('Samen koken in de buurt');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/activities/${a.id}">`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${BASE}/activities/${a.id}">`);
    expect(html).toContain(`<a href="${BASE}/activities/${a.id}">`);
  });

  it('describes the next occurrence as a schema.org Event with location and price', async () => {
    const day = addDays(todayInAmsterdam(), 6);
    const a = await createActivity(t.app, admin, {
      portalId,
      title: 'Salsa voor beginners',
      price: '€7,50',
      startDate: day,
      startTime: '20:00',
      endTime: '22:00',
      meetingPoint: 'Grote zaal',
      streetAddress: 'Lindelaan 3',
      city: 'Utrecht',
      postalCode: '3511 AB',
    });
    const event = jsonLd((await t.app.inject({ method: 'GET', url: `/meta/${a.id}` })).body);
    expect(event['@context']).toBe('https://schema.org');
    expect(event['@type']).toBe('Event');
    expect(event.name).toBe('Salsa voor beginners');
    expect(event.startDate).toMatch(new RegExp(`^${day}T20:00:00\\+0[12]:00$`));
    expect(event.endDate).toMatch(new RegExp(`^${day}T22:00:00\\+0[12]:00$`));
    expect(event.location).toMatchObject({
      '@type': 'Place',
      name: 'Grote zaal',
      address: { streetAddress: 'Lindelaan 3', addressLocality: 'Utrecht', postalCode: '3511 AB' },
    });
    expect(event.offers).toMatchObject({ '@type': 'Offer', price: '7.50', priceCurrency: 'EUR' });
    expect(event.organizer).toMatchObject({ name: 'Buurthuis De Linde' });
  });

  it('uses the next date of a recurring activity', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      activityType: 'recurring',
      recurringStartDate: todayInAmsterdam(),
      recurringDays: ['monday', 'thursday'],
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringStartTime: '10:00',
      price: 'Gratis',
    });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/activities/${a.id}` })).json();
    const event = jsonLd((await t.app.inject({ method: 'GET', url: `/meta/${a.id}` })).body);
    expect(String(event.startDate).slice(0, 10)).toBe(detail.nextDates[0]);
    expect(event.offers).toMatchObject({ price: '0.00' });
  });

  it('carries the places of the next date, and says sold out when it is full', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      startDate: addDays(todayInAmsterdam(), 5),
      capacity: 1,
    });
    const before = jsonLd((await t.app.inject({ method: 'GET', url: `/meta/${a.id}` })).body);
    expect(before).toMatchObject({ maximumAttendeeCapacity: 1, remainingAttendeeCapacity: 1 });
    expect(before.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    const { cookie } = await registerMember(t.app);
    await t.app.inject({ method: 'POST', url: `/api/activities/${a.id}/register`, headers: { cookie } });
    const after = jsonLd((await t.app.inject({ method: 'GET', url: `/meta/${a.id}` })).body);
    expect(after).toMatchObject({ maximumAttendeeCapacity: 1, remainingAttendeeCapacity: 0 });
    expect(after.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    // Without a limit nothing is said of places.
    const open = await createActivity(t.app, admin, { portalId, startDate: addDays(todayInAmsterdam(), 5) });
    const openEvent = jsonLd((await t.app.inject({ method: 'GET', url: `/meta/${open.id}` })).body);
    expect(openEvent).not.toHaveProperty('maximumAttendeeCapacity');
  });

  it('keeps a hostile title as text everywhere', async () => {
    const title = '</script><script>alert("x")</script> & <b>"hi"</b>';
    const a = await createActivity(t.app, admin, {
      portalId,
      title,
      description: '<img src=x onerror=alert(1)>',
      startDate: addDays(todayInAmsterdam(), 2),
    });
    const html = (await t.app.inject({ method: 'GET', url: `/meta/${a.id}` })).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    // Exactly one script element: the JSON-LD, which the title could not close.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ');
    expect(jsonLd(html).name).toBe(title);
    expect(metaContent(html, 'og:title')).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;&quot;hi&quot;&lt;/b&gt;',
    );
  });

  it('tells shared caches that the page depends on Accept-Language, keeping Accept-Encoding', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      title: 'Taalcafé',
      titleEn: 'Language café',
      description: 'Praat Nederlands met buren. '.repeat(60),
      startDate: addDays(todayInAmsterdam(), 3),
    });
    const nl = await t.app.inject({ method: 'GET', url: `/meta/${a.id}` });
    const en = await t.app.inject({
      method: 'GET',
      url: `/meta/${a.id}`,
      headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' },
    });
    expect(nl.headers['cache-control']).toContain('public');
    expect(metaContent(nl.body, 'og:title')).toBe('Taalcafé');
    expect(en.headers['content-encoding']).toBe('gzip');
    const vary = (res: typeof nl) =>
      String(res.headers.vary ?? '')
        .toLowerCase()
        .split(/\s*,\s*/);
    expect(vary(nl)).toContain('accept-language');
    expect(vary(en)).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
    const missing = await t.app.inject({ method: 'GET', url: '/meta/987654' });
    expect(vary(missing)).toContain('accept-language');
  });

  it('answers an unknown id with a 404 page and a malformed one with a 400 page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/meta/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<h1>Activiteit niet gevonden</h1>');
    expect(missing.body).not.toContain('og:title');

    const malformed = await t.app.inject({
      method: 'GET',
      url: '/meta/abc',
      headers: { 'accept-language': 'en' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('text/html');
    expect(malformed.body).toContain('<h1>Invalid activity ID</h1>');
  });
});
