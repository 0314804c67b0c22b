import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities } from '../../src/server/db/schema';
import { loginAs, registerMember } from '../helpers/accounts';
import { activityPayload, createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let member: string;
let portalId: number;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
  portalId = (await createPortal(t.app, { type: 'city', name: 'Haarlem' })).id;
  today = todayInAmsterdam();
});
afterAll(async () => t.close());

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

describe('permissions', () => {
  it('anonymous: 401 for create, change and delete', async () => {
    const a = await createActivity(t.app, admin, { portalId });
    expect((await send('POST', '/api/activities', undefined, activityPayload({ portalId }))).statusCode).toBe(
      401,
    );
    expect((await send('POST', '/api/activities', undefined, {})).statusCode).toBe(401);
    expect((await send('PUT', `/api/activities/${a.id}`, undefined, { title: 'X' })).statusCode).toBe(401);
    expect((await send('DELETE', `/api/activities/${a.id}`)).statusCode).toBe(401);
  });

  it('member: 403 for create, change and delete', async () => {
    const a = await createActivity(t.app, admin, { portalId });
    expect((await send('POST', '/api/activities', member, activityPayload({ portalId }))).statusCode).toBe(
      403,
    );
    expect((await send('PUT', `/api/activities/${a.id}`, member, { title: 'X' })).statusCode).toBe(403);
    expect((await send('DELETE', `/api/activities/${a.id}`, member)).statusCode).toBe(403);
    const after = await t.app.inject({ url: `/api/activities/${a.id}` });
    expect(after.json().title).toBe(a.title);
  });

  it('anyone may read an activity; the detail has every field', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      title: 'Rondleiding',
      titleEn: 'Guided tour',
      description: 'Een lange beschrijving',
      startDate: addDays(today, 3),
      startTime: '14:00',
    });
    const res = await t.app.inject({ url: `/api/activities/${a.id}?lang=en` });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as ActivityDetail;
    expect(detail).toMatchObject({
      id: a.id,
      title: 'Guided tour',
      titleEn: 'Guided tour',
      description: 'Een lange beschrijving',
      portalName: 'Haarlem',
      startTime: '14:00',
      participantCount: 0,
      nextDates: [addDays(today, 3)],
      nextDate: addDays(today, 3),
      imageUrl: null,
    });
  });
});

describe('GET /api/activities/{id}', () => {
  it("reads the row exactly as the schema's own select does, every column with its type", async () => {
    const { id } = await createActivity(t.app, admin, {
      portalId,
      activityType: 'recurring',
      recurringStartDate: addDays(today, 1),
      recurringDays: ['monday', 'thursday'],
      recurringFrequency: 'weekly',
      recurringStartTime: '10:00',
      recurringEndTime: '11:30',
      tags: ['sport', 'natuur'],
    });
    await send('POST', `/api/activities/${id}/register`, member);
    const [row] = await t.app.db.select().from(activities).where(eq(activities.id, id));
    const { searchVector: _v, headVector: _h, searchText: _s, wordsKey: _k, ...expected } = row!;
    expect(expected.nextEndsAt).toEqual(expect.any(String));
    expect(await t.app.activities.details(id)).toEqual({
      activity: expected,
      imageKey: null,
      welcomerImageKey: null,
      portalName: 'Haarlem',
      participantCount: 1,
      dateChanges: null,
    });
    expect(await t.app.activities.details(999_999)).toBeNull();
  });

  it('reads the details asked for in one turn with one statement, each view its own row', async () => {
    const [one, two] = await Promise.all([
      createActivity(t.app, admin, { portalId, title: 'Samen koken' }),
      createActivity(t.app, admin, { portalId, title: 'Samen zingen' }),
    ]);
    const statements = vi.spyOn(t.app.database.listPool, 'query');
    try {
      const rows = await Promise.all(
        [one.id, two.id, 999_999, one.id].map((id) => t.app.activities.details(id)),
      );
      expect(rows.map((row) => row?.activity.title ?? null)).toEqual([
        'Samen koken',
        'Samen zingen',
        null,
        'Samen koken',
      ]);
      expect(statements).toHaveBeenCalledTimes(1);
      // Nothing is kept: a change shows at the next view.
      await send('PUT', `/api/activities/${one.id}`, admin, { title: 'Samen bakken' });
      expect((await t.app.inject({ url: `/api/activities/${one.id}` })).json().title).toBe('Samen bakken');
    } finally {
      statements.mockRestore();
    }
  });

  it('answers 400 Invalid activity ID for a non-numeric id and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ url: '/api/activities/abc?lang=en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid activity ID');
    for (const id of ['1.5', '-1', '%20', '1e3', "1'"]) {
      expect((await t.app.inject({ url: `/api/activities/${id}` })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/activities/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/activities/99999999999' })).statusCode).toBe(404);
  });
});

describe('create', () => {
  it('answers 201 with the saved activity, with the defaults of spec section 9', async () => {
    const res = await send('POST', '/api/activities', admin, activityPayload({ portalId, title: 'Nieuw' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Nieuw',
      price: 'Gratis',
      ontmoetingsscore: 3,
      activityType: 'one-time',
      isFree: true,
      websiteUrl: null,
    });
  });

  it('checks the required fields with the messages of spec section 5', async () => {
    const res = await send('POST', '/api/activities', admin, {});
    expect(res.statusCode).toBe(400);
    const messages = (res.json().issues as { path: string; message: string }[]).map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Categorie is verplicht',
        'Titel is verplicht',
        'Trefpunt is verplicht',
        'Straatnaam en huisnummer is verplicht',
        'Plaats is verplicht',
        'Postcode is verplicht',
        'Portal is verplicht',
      ]),
    );
    const blank = await send('POST', '/api/activities', admin, activityPayload({ portalId, title: '   ' }));
    expect(blank.json().message).toBe('Titel is verplicht');
    const score = await send(
      'POST',
      '/api/activities',
      admin,
      activityPayload({ portalId, ontmoetingsscore: 6 }),
    );
    expect(score.statusCode).toBe(400);
    const portal = await send('POST', '/api/activities', admin, activityPayload({ portalId: 0 }));
    expect(portal.json().message).toBe('Portal is verplicht');
    const unknownPortal = await send('POST', '/api/activities', admin, activityPayload({ portalId: 999999 }));
    expect(unknownPortal.statusCode).toBe(400);
    const date = await send(
      'POST',
      '/api/activities',
      admin,
      activityPayload({ portalId, startDate: '2026-02-30' }),
    );
    expect(date.statusCode).toBe(400);
    const link = await send(
      'POST',
      '/api/activities',
      admin,
      activityPayload({ portalId, websiteUrl: 'javascript:alert(1)' }),
    );
    expect(link.statusCode).toBe(400);
  });

  it('treats the {host} website placeholder as empty and reads an ISO timestamp as its Amsterdam date', async () => {
    const res = await send(
      'POST',
      '/api/activities',
      admin,
      activityPayload({
        portalId,
        websiteUrl: '{host}',
        ticketUrl: 'tickets.example.nl',
        // 23:30 UTC on 1 March is 2 March in Amsterdam: the old client's "+1 day" bug, read correctly.
        startDate: '2027-03-01T23:30:00.000Z',
        category: 'Sport & Bewegen',
        tags: [' Sport ', 'sport', '', 'Buiten'],
        recurringDays: ['Monday'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      websiteUrl: null,
      ticketUrl: 'https://tickets.example.nl',
      startDate: '2027-03-02',
      category: 'sport',
      tags: ['sport', 'buiten'],
      recurringDays: ['monday'],
    });
  });

  it('stores imageBase64 in the images table and answers URLs, never base64', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e33' } })
      .png()
      .toBuffer();
    const res = await send(
      'POST',
      '/api/activities',
      admin,
      activityPayload({
        portalId,
        startDate: addDays(today, 1),
        imageBase64: `data:image/png;base64,${png.toString('base64')}`,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json() as ActivityDetail;
    expect(detail.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}\/full\.webp$/);
    expect(detail.thumbnailUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}\/thumb\.webp$/);
    expect(res.body).not.toContain('base64');
    const image = await t.app.inject({ url: detail.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const listed = await t.app.inject({ url: `/api/activities?organizationId=${portalId}&limit=100` });
    expect(listed.json().find((a: { id: number }) => a.id === detail.id).imageUrl).toBe(detail.thumbnailUrl);

    const broken = await send(
      'POST',
      '/api/activities',
      admin,
      activityPayload({ portalId, imageBase64: 'data:image/png;base64,AAAA' }),
    );
    expect(broken.statusCode).toBe(400);
  });
});

describe('change and delete', () => {
  it('PUT changes the given fields, keeps the rest and moves the occurrences with the dates', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      title: 'Oud',
      ontmoetingsscore: 5,
      startDate: addDays(today, 2),
    });
    const res = await send('PUT', `/api/activities/${a.id}`, admin, {
      title: 'Nieuw',
      startDate: addDays(today, 20),
      imageBase64: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Nieuw', ontmoetingsscore: 5, nextDate: addDays(today, 20) });
    const inRange = await t.app.inject({
      url: `/api/activities?dateFilter=custom&startDate=${addDays(today, 20)}&endDate=${addDays(today, 20)}&limit=100`,
    });
    expect(inRange.json().map((x: { id: number }) => x.id)).toContain(a.id);
    const old = await t.app.inject({
      url: `/api/activities?dateFilter=custom&startDate=${addDays(today, 2)}&endDate=${addDays(today, 2)}&limit=100`,
    });
    expect(old.json().map((x: { id: number }) => x.id)).not.toContain(a.id);

    const invalid = await send('PUT', `/api/activities/${a.id}`, admin, { city: '' });
    expect(invalid.json().message).toBe('Plaats is verplicht');
    expect((await send('PUT', '/api/activities/999999', admin, { title: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/activities/abc', admin, { title: 'X' })).statusCode).toBe(400);
  });

  it('DELETE removes the activity (204), then 404', async () => {
    const a = await createActivity(t.app, admin, { portalId, startDate: addDays(today, 1) });
    const res = await send('DELETE', `/api/activities/${a.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/activities/${a.id}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/activities/${a.id}`, admin)).statusCode).toBe(404);
  });
});

describe('frequency and pattern (issue 41, item 8)', () => {
  const series = { activityType: 'recurring' as const, recurringDays: ['friday'] };

  it('POST refuses "Om de week" or "Maandelijks" left on every week with a 400 naming the fix, and stores nothing', async () => {
    const title = 'Om de week zonder weken';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { cookie: admin, 'accept-language': 'nl' },
      payload: activityPayload({
        portalId,
        title,
        ...series,
        recurringFrequency: 'biweekly',
        recurringPattern: 'all',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Om de week.*Even weken.*Oneven weken/);
    expect(res.json().issues).toEqual([{ path: 'recurringPattern', message: res.json().message }]);
    expect(await t.app.db.select().from(activities).where(eq(activities.title, title))).toEqual([]);

    const monthly = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: activityPayload({
        portalId,
        ...series,
        recurringFrequency: 'monthly',
        recurringPattern: null,
      }),
    });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().message).toMatch(
      /^Monthly goes with the first, second, third, fourth or last week/,
    );
  });

  it('PUT judges a changed frequency or pattern with what is stored, and leaves other changes alone', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      ...series,
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
    });
    const frequencyOnly = await send('PUT', `/api/activities/${a.id}`, admin, {
      recurringFrequency: 'biweekly',
    });
    expect(frequencyOnly.statusCode).toBe(400);
    expect(frequencyOnly.json().issues[0].path).toBe('recurringPattern');
    const [stored] = await t.app.db.select().from(activities).where(eq(activities.id, a.id));
    expect(stored!.recurringFrequency).toBe('weekly');

    const both = await send('PUT', `/api/activities/${a.id}`, admin, {
      recurringFrequency: 'biweekly',
      recurringPattern: 'odd',
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().recurrenceText).toBe('Om de week op vrijdag (oneven weken)');
    expect(
      (await send('PUT', `/api/activities/${a.id}`, admin, { recurringPattern: 'all' })).statusCode,
    ).toBe(400);
  });

  it('a row saved before the rule keeps meaning every week and can still be edited', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      ...series,
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
    });
    await t.app.db.update(activities).set({ recurringFrequency: 'biweekly' }).where(eq(activities.id, a.id));
    const renamed = await send('PUT', `/api/activities/${a.id}`, admin, { title: 'Nieuwe naam' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().recurrenceText).toBe('Elke vrijdag');
  });
});

describe('without a mail server (issue 41)', () => {
  it('a change e-mails nobody and says so; the confirmation of a deletion names the participants and no one told', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      startDate: addDays(today, 4),
      startTime: '10:00',
    });
    const { cookie } = await registerMember(t.app, { firstName: 'Bram' });
    expect((await send('POST', `/api/activities/${a.id}/register`, cookie)).statusCode).toBe(200);
    const moved = await send('PUT', `/api/activities/${a.id}`, admin, { startTime: '11:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().emailedParticipants).toEqual([]);
    const audience = await t.app.inject({
      url: `/api/admin/activities/${a.id}/participants`,
      headers: { cookie: admin },
    });
    expect(audience.json()).toEqual({ participants: ['Bram'], notified: [] });
  });
});
