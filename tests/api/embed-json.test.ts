import { brotliDecompressSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityListItem,
  activityListItemSchema,
  activityListSchema,
} from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities } from '../../src/server/db/schema';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #10, item 3: the activity list as JSON for other sites, at /api/embed/activities and
// /api/iframe/activities: the list's public filters and a limit, readable from any origin without
// credentials, with an ETag and a short public cache, and in the OpenAPI document.

const PATHS = ['/api/embed/activities', '/api/iframe/activities'] as const;
const OTHER_SITE = 'https://buurthuis.example';

let t: TestApp;
let admin: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  today = todayInAmsterdam();
});
afterAll(async () => t.close());

const freshPortal = () => createPortal(t.app);

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { origin: OTHER_SITE, ...headers } });
}

async function titles(url: string): Promise<string[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityListItem[]).map((a) => a.title).sort();
}

/** An organisation with activities that every filter tells apart. */
async function filterFixture() {
  const p = await freshPortal();
  const base = { portalId: p.id, startDate: addDays(today, 2) };
  await createActivity(t.app, admin, { ...base, title: 'Gratis wandeling', tags: ['wandelen'] });
  await createActivity(t.app, admin, {
    ...base,
    title: 'Betaalde cursus',
    price: '€ 25',
    ontmoetingsscore: 5,
  });
  await createActivity(t.app, admin, {
    portalId: p.id,
    title: 'Dagelijks koor',
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
  await createActivity(t.app, admin, { portalId: p.id, title: 'Vorige week', startDate: addDays(today, -7) });
  return p;
}

describe.each(PATHS)('GET %s', (path) => {
  it('answers the cards of the list, in the list schema, 6 by default', async () => {
    const p = await freshPortal();
    for (let day = 1; day <= 8; day += 1) {
      await createActivity(t.app, admin, {
        portalId: p.id,
        title: `Dag ${day}`,
        startDate: addDays(today, day),
      });
    }
    const res = await get(`${path}?organizationId=${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const items = activityListSchema.parse(res.json());
    expect(items.map((a) => a.title)).toEqual(['Dag 1', 'Dag 2', 'Dag 3', 'Dag 4', 'Dag 5', 'Dag 6']);
    expect(res.headers['x-total-count']).toBe('8');
    // Card for card what the list answers for the same filter and page.
    const list = await t.app.inject({ url: `/api/activities?organizationId=${p.id}&limit=6` });
    expect(res.json()).toEqual(list.json());

    // Compressed as the browser asks: the same JSON.
    const br = await get(`${path}?organizationId=${p.id}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(res.body);
    expect(br.headers.vary).toBe('Accept-Language, accept-encoding');

    expect((await get(`${path}?organizationId=${p.id}&limit=3`)).json()).toHaveLength(3);
    expect((await get(`${path}?organizationId=${p.id}&limit=50`)).json()).toHaveLength(8);
  });

  it('filters with every filter of the list', async () => {
    const p = await filterFixture();
    const other = await freshPortal();
    await createActivity(t.app, admin, { portalId: other.id, title: 'Elders', startDate: addDays(today, 2) });
    const q = (query: string) => `${path}?organizationId=${p.id}&limit=50&${query}`;
    expect(await titles(q(''))).toEqual([
      'Betaalde cursus',
      'Dagelijks koor',
      'Gratis wandeling',
      'Volgende maand',
    ]);
    expect(await titles(q('freeOnly=true'))).toEqual([
      'Dagelijks koor',
      'Gratis wandeling',
      'Volgende maand',
    ]);
    expect(await titles(q('tags=wandelen,onbekend'))).toEqual(['Gratis wandeling']);
    expect(await titles(q('meetingScore=4'))).toEqual(['Betaalde cursus', 'Dagelijks koor']);
    expect(await titles(q('oneTimeOnly=1'))).toEqual([
      'Betaalde cursus',
      'Gratis wandeling',
      'Volgende maand',
    ]);
    expect(await titles(q('search=wandeling'))).toEqual(['Gratis wandeling']);
    expect(await titles(q('searchQuery=cursus'))).toEqual(['Betaalde cursus']);
    expect(await titles(q('dateFilter=today'))).toEqual(['Dagelijks koor']);
    expect(
      await titles(q(`startDate=${addDays(today, 35)}&endDate=${addDays(today, 45)}&oneTimeOnly=true`)),
    ).toEqual(['Volgende maand']);
    expect(await titles(`${path}?portalId=${other.id}`)).toEqual(['Elders']);
  });

  it('answers the texts in English with lang=en', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Fietstocht',
      titleEn: 'Bike ride',
      startDate: addDays(today, 1),
    });
    const [item] = (await get(`${path}?organizationId=${p.id}&lang=en`)).json() as ActivityListItem[];
    expect(item!.title).toBe('Bike ride');
    expect(item!.categoryLabel).toBe('Sports');
  });

  it('is readable from any origin, never with credentials', async () => {
    const res = await get(`${path}?limit=1`);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });

  it('answers a preflight for any origin, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: `${path}?limit=1`,
      headers: {
        origin: OTHER_SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
    expect(res.headers['access-control-allow-headers']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('is the same for everyone: a session and showFavorites or showArchive change nothing', async () => {
    const p = await filterFixture();
    const { cookie } = await registerMember(t.app);
    const anonymous = await get(`${path}?organizationId=${p.id}`);
    const member = await get(`${path}?organizationId=${p.id}&showFavorites=true&showArchive=true`, {
      cookie,
    });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe(anonymous.body);
    expect(member.headers['set-cookie']).toBeUndefined();
  });

  it('carries no private data: card fields only, no participants', async () => {
    const p = await freshPortal();
    const activity = await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Samen eten',
      startDate: addDays(today, 1),
      contactPhone: '06-12345678',
      contactPerson: 'Jan Geheim',
    });
    const { cookie, user } = await registerMember(t.app);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/register`,
      headers: { cookie },
    });
    expect(joined.statusCode).toBe(200);
    const res = await get(`${path}?organizationId=${p.id}`);
    const [item] = res.json() as Record<string, unknown>[];
    expect(Object.keys(item!).sort()).toEqual(Object.keys(activityListItemSchema.shape).sort());
    expect(res.body).not.toContain(user.username);
    expect(res.body).not.toContain('Jan Geheim');
    expect(res.body).not.toContain('06-12345678');
  });

  it('sends an ETag and a one-minute public cache, and 304 while the answer is the same', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, { portalId: p.id, title: 'Koffie', startDate: addDays(today, 1) });
    const first = await get(`${path}?organizationId=${p.id}`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toContain('Accept-Language');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(`${path}?organizationId=${p.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['access-control-allow-origin']).toBe('*');

    await createActivity(t.app, admin, { portalId: p.id, title: 'Thee', startDate: addDays(today, 2) });
    const changed = await get(`${path}?organizationId=${p.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as ActivityListItem[]).map((a) => a.title)).toEqual(['Koffie', 'Thee']);
  });

  it.each([
    ['limit=0', 'limit moet een getal van 1 tot en met 50 zijn.', 'limit must be a number from 1 to 50.'],
    ['limit=51', 'limit moet een getal van 1 tot en met 50 zijn.', 'limit must be a number from 1 to 50.'],
    ['size=huge', 'size moet small, medium of large zijn.', 'size must be small, medium or large.'],
    [
      'meetingScore=6',
      'Ontmoetingsscore moet een getal van 1 tot en met 5 zijn',
      'Meeting score must be a number from 1 to 5',
    ],
    ['oneTimeOnly=maybe', 'Gebruik true of false.', 'Use true or false.'],
    ['organizationId=x', 'Ongeldig nummer.', 'Invalid number.'],
    [
      'endDate=31-12-2030',
      'Ongeldige datum: gebruik het formaat jjjj-mm-dd.',
      'Invalid date: use the format yyyy-mm-dd.',
    ],
  ])('refuses %s with a 400 in the person’s language, readable cross-origin', async (query, nl, en) => {
    const before = await t.app.db.select({ n: count() }).from(activities);
    const dutch = await get(`${path}?${query}`);
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().message).toBe(nl);
    expect(dutch.headers['access-control-allow-origin']).toBe('*');
    expect(dutch.headers['cache-control']).toBeUndefined();
    const english = await get(`${path}?${query}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.json().message).toBe(en);
    expect((await get(`${path}?${query}&lang=en`)).json().message).toBe(en);
    // Nothing changed.
    expect(await t.app.db.select({ n: count() }).from(activities)).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('declares both paths with every filter, a limit and the list response', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of PATHS) {
      const operation = doc.paths[path]?.get;
      expect(operation, path).toBeDefined();
      const names = (operation.parameters as { name: string; in: string }[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'search',
          'dateFilter',
          'tags',
          'portalId',
          'organizationId',
          'meetingScore',
          'oneTimeOnly',
          'freeOnly',
          'startDate',
          'endDate',
          'limit',
          'size',
          'lang',
        ]),
      );
      expect(names).not.toContain('showFavorites');
      const ok = operation.responses['200'].content['application/json'].schema;
      expect(ok.type).toBe('array');
      expect(Object.keys(ok.items.properties).sort()).toEqual(
        Object.keys(activityListItemSchema.shape).sort(),
      );
      expect(operation.responses['400']).toBeDefined();
    }
    // The widget page is HTML, not part of the API.
    expect(doc.paths['/iframe/activities']).toBeUndefined();
  });
});
