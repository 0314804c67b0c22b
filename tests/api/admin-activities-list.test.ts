import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities, portals, registrations } from '../../src/server/db/schema';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// GET /api/admin/activities: the administrators' table of every activity, upcoming and past.

interface Row {
  id: number;
  title: string;
  titleEn: string | null;
  date: string | null;
  nextDate: string | null;
  lastDate: string | null;
  recurrenceText: string | null;
  activityType: string;
  portalId: number;
  portalName: string | null;
  hasPhoto: boolean;
  thumbnailUrl: string | null;
  participants: number;
}

let t: TestApp;
let admin: string;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  today = todayInAmsterdam();
});
afterAll(async () => t.close());

async function list(query: string, lang?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/activities${query ? `?${query}` : ''}`,
    headers: { cookie: admin, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return {
    res,
    rows: res.statusCode === 200 ? (res.json() as Row[]) : [],
    total: res.headers['x-total-count'],
  };
}

/** Makes the activities with ids in this order appear created one after another, oldest first. */
async function createdInOrder(ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await t.app.db
      .update(activities)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 12, index)) })
      .where(eq(activities.id, id));
  }
}

describe('paging, order and total', () => {
  let portalId: number;
  let ids: number[];

  beforeAll(async () => {
    portalId = (await createPortal(t.app, { name: 'Paginastad' })).id;
    ids = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await createActivity(t.app, admin, { portalId, title: `Pagina-activiteit ${i}` })).id);
    }
    await createdInOrder(ids);
  });

  it('answers ten a page, newest created first, with the total of all matches', async () => {
    const first = await list(`portalId=${portalId}`);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.total).toBe('12');
    expect(first.rows.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    const second = await list(`portalId=${portalId}&offset=10`);
    expect(second.total).toBe('12');
    expect(second.rows.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    const beyond = await list(`portalId=${portalId}&offset=20`);
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe('12');
  });

  it('takes another page size up to 100', async () => {
    const some = await list(`portalId=${portalId}&limit=3&offset=2`);
    expect(some.rows.map((r) => r.id)).toEqual([ids[9], ids[8], ids[7]]);
  });

  it('counts every activity without a filter', async () => {
    const all = await list('limit=100');
    const inDatabase = await t.app.db.$count(activities);
    expect(Number(all.total)).toBe(inDatabase);
    expect(all.rows.length).toBe(Math.min(100, inDatabase));
  });
});

describe('search by title', () => {
  let portalId: number;
  let cafe: number;
  let english: number;
  let other: number;

  beforeAll(async () => {
    portalId = (await createPortal(t.app, { name: 'Zoekstad' })).id;
    cafe = (await createActivity(t.app, admin, { portalId, title: 'Taalcafé Noord' })).id;
    english = (
      await createActivity(t.app, admin, {
        portalId,
        title: 'Wandeling door het park',
        titleEn: 'Walk through the Vondelpark',
      })
    ).id;
    other = (
      await createActivity(t.app, admin, {
        portalId,
        title: 'Schaakavond',
        // Only the titles count: a word elsewhere does not make a match.
        subtitle: 'Ook voor taalcafe-bezoekers',
        description: 'vondelpark',
      })
    ).id;
  });

  const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  it('finds a part of the Dutch title, whatever the case and accents', async () => {
    for (const term of ['taalcafé', 'TAALCAFE', 'alcaf', 'Café Noord']) {
      const found = await list(`portalId=${portalId}&search=${encodeURIComponent(term)}`);
      expect(ids(found.rows), term).toEqual([cafe]);
      expect(found.total).toBe('1');
    }
  });

  it('finds a part of the English title', async () => {
    const found = await list(`portalId=${portalId}&search=vondel`);
    expect(ids(found.rows)).toEqual([english]);
  });

  it('takes % and _ literally and trims the term', async () => {
    expect((await list(`portalId=${portalId}&search=%25`)).rows).toEqual([]);
    expect((await list(`portalId=${portalId}&search=_`)).rows).toEqual([]);
    const padded = await list(`portalId=${portalId}&search=${encodeURIComponent('  schaak  ')}`);
    expect(ids(padded.rows)).toEqual([other]);
  });

  it('finds nothing for a title nobody has, and everything for an empty search', async () => {
    const none = await list(`portalId=${portalId}&search=bestaatniet`);
    expect(none.rows).toEqual([]);
    expect(none.total).toBe('0');
    const empty = await list(`portalId=${portalId}&search=`);
    expect(ids(empty.rows)).toEqual([cafe, english, other].sort((a, b) => a - b));
  });
});

describe('the portal filter', () => {
  it('shows only the chosen portal; empty or "all" means every portal', async () => {
    const a = await createPortal(t.app, { name: 'Filterstad A' });
    const b = await createPortal(t.app, { name: 'Filterstad B' });
    const inA = (await createActivity(t.app, admin, { portalId: a.id, title: 'Filteractiviteit' })).id;
    const inB = (await createActivity(t.app, admin, { portalId: b.id, title: 'Filteractiviteit' })).id;
    const onlyA = await list(`portalId=${a.id}`);
    expect(onlyA.rows.map((r) => r.id)).toEqual([inA]);
    expect(onlyA.rows[0]).toMatchObject({ portalId: a.id, portalName: 'Filterstad A' });
    for (const any of ['portalId=', 'portalId=all', '']) {
      const both = await list(`${any}&search=Filteractiviteit`);
      expect(
        both.rows.map((r) => r.id).sort((x, y) => x - y),
        any,
      ).toEqual([inA, inB]);
    }
    const unknown = await list('portalId=2147483647');
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.rows).toEqual([]);
    expect(unknown.total).toBe('0');
  });
});

describe('what a row says', () => {
  let portalId: number;
  let portalName: string;

  beforeAll(async () => {
    const portal = await createPortal(t.app, { name: 'Rijstad' });
    portalId = portal.id;
    portalName = portal.name;
  });

  it('lists past and upcoming activities alike, with the date to show', async () => {
    const past = await createActivity(t.app, admin, {
      portalId,
      title: 'Voorbij',
      startDate: addDays(today, -400),
    });
    const upcoming = await createActivity(t.app, admin, {
      portalId,
      title: 'Binnenkort',
      startDate: addDays(today, 30),
      endDate: addDays(today, 31),
    });
    const recurring = await createActivity(t.app, admin, {
      portalId,
      title: 'Elke maandag',
      activityType: 'recurring',
      // A stray one-time date is not what a recurring activity shows.
      startDate: addDays(today, 90),
      recurringStartDate: addDays(today, -60),
      recurringEndDate: addDays(today, 60),
      recurringDays: ['monday'],
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
    });
    const undated = await createActivity(t.app, admin, { portalId, title: 'Zonder datum' });
    const { rows } = await list(`portalId=${portalId}&limit=100`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(past.id)).toMatchObject({ title: 'Voorbij', date: addDays(today, -400) });
    expect(byId.get(upcoming.id)).toMatchObject({ date: addDays(today, 30), activityType: 'one-time' });
    expect(byId.get(recurring.id)).toMatchObject({ date: addDays(today, -60), activityType: 'recurring' });
    expect(byId.get(undated.id)).toMatchObject({ date: null });
    // The public list leaves the past one out; the admin table does not.
    expect(rows.map((r) => r.id)).toContain(past.id);
  });

  it('shows a series by its next date and its pattern, and an ended one by its last date (issue 41)', async () => {
    const weekday = (date: string) =>
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][
        (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7
      ]!;
    // Meets on the weekday of the day after tomorrow, so the next date is that day whatever the hour.
    const next = addDays(today, 2);
    const running = await createActivity(t.app, admin, {
      portalId,
      title: 'Loopt nog',
      activityType: 'recurring',
      recurringStartDate: addDays(today, -120),
      recurringDays: [weekday(next)],
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
    });
    const ended = await createActivity(t.app, admin, {
      portalId,
      title: 'Afgelopen reeks',
      activityType: 'recurring',
      recurringStartDate: addDays(today, -120),
      recurringEndDate: addDays(today, -10),
      recurringDays: [weekday(addDays(today, -12))],
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
    });
    const nl = new Map((await list(`portalId=${portalId}&limit=100`, 'nl')).rows.map((r) => [r.id, r]));
    expect(nl.get(running.id)).toMatchObject({
      date: addDays(today, -120),
      nextDate: next,
      lastDate: null,
      recurrenceText: expect.stringMatching(/^Elke \w+dag$/),
    });
    expect(nl.get(ended.id)).toMatchObject({
      nextDate: null,
      lastDate: addDays(today, -12),
      recurrenceText: expect.stringMatching(/^Elke /),
    });
    const en = new Map((await list(`portalId=${portalId}&limit=100`, 'en')).rows.map((r) => [r.id, r]));
    expect(en.get(running.id)!.recurrenceText).toMatch(/^Every \w+day$/);
  });

  it('counts participants and says whether there is a photo and which portal', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer();
    const withPhoto = await createActivity(t.app, admin, {
      portalId,
      title: 'Met foto',
      titleEn: 'With photo',
      startDate: addDays(today, 5),
      imageBase64: `data:image/png;base64,${png.toString('base64')}`,
    });
    const members = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    for (const member of members) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/activities/${withPhoto.id}/register`,
        headers: { cookie: member.cookie },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const without = await createActivity(t.app, admin, { portalId, title: 'Zonder foto' });
    const { rows } = await list(`portalId=${portalId}&limit=100`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(withPhoto.id)).toEqual({
      id: withPhoto.id,
      title: 'Met foto',
      titleEn: 'With photo',
      date: addDays(today, 5),
      nextDate: addDays(today, 5),
      lastDate: null,
      recurrenceText: null,
      activityType: 'one-time',
      portalId,
      portalName,
      hasPhoto: true,
      thumbnailUrl: expect.stringMatching(/^\/api\/images\/[^/]+\/thumb\.webp$/),
      participants: 3,
    });
    // The thumbnail is the one the cards show, and it is served.
    const card = await t.app.inject({ url: `/api/activities/${withPhoto.id}` });
    expect(byId.get(withPhoto.id)!.thumbnailUrl).toBe(card.json().thumbnailUrl);
    expect((await t.app.inject({ url: byId.get(withPhoto.id)!.thumbnailUrl! })).statusCode).toBe(200);
    expect(byId.get(without.id)).toMatchObject({
      hasPhoto: false,
      thumbnailUrl: null,
      participants: 0,
      titleEn: null,
    });
    expect(
      await t.app.db.$count(registrations, eq(registrations.activityId, withPhoto.id)),
      'the count is what is stored',
    ).toBe(3);
  });
});

describe('bad query values', () => {
  it.each([
    ['limit=0', 'limit moet een getal van 1 tot en met 100 zijn.', 'limit must be a number from 1 to 100.'],
    ['limit=101', 'limit moet een getal van 1 tot en met 100 zijn.', 'limit must be a number from 1 to 100.'],
    [
      'limit=tien',
      'limit moet een getal van 1 tot en met 100 zijn.',
      'limit must be a number from 1 to 100.',
    ],
    [
      'offset=-1',
      'offset moet een getal van 0 tot en met 100000 zijn.',
      'offset must be a number from 0 to 100000.',
    ],
    [
      'offset=1.5',
      'offset moet een getal van 0 tot en met 100000 zijn.',
      'offset must be a number from 0 to 100000.',
    ],
    ['portalId=abc', 'Ongeldig nummer.', 'Invalid number.'],
    ['portalId=0', 'Ongeldig nummer.', 'Invalid number.'],
    ['portalId=99999999999', 'Ongeldig nummer.', 'Invalid number.'],
    [
      `search=${'a'.repeat(201)}`,
      'De zoekopdracht is te lang (maximaal 200 tekens).',
      'The search is too long (at most 200 characters).',
    ],
    [
      'search=%00',
      'In deze tekst staan tekens die niet mogen.',
      'This text contains characters that are not allowed.',
    ],
  ])('%s → 400 in both languages', async (query, nl, en) => {
    const dutch = await list(query);
    expect(dutch.res.statusCode, dutch.res.body).toBe(400);
    expect(dutch.res.json().message).toBe(nl);
    expect(dutch.res.headers['x-total-count']).toBeUndefined();
    const english = await list(query, 'en');
    expect(english.res.statusCode).toBe(400);
    expect(english.res.json().message).toBe(en);
  });
});

describe('who may ask', () => {
  it.each([
    ['a visitor', 'anonymous', 401, 'Je moet ingelogd zijn.'],
    // Organisers may come here too (for their own portals); a member who organises nothing may not.
    ['a member', 'member', 403, 'Alleen beheerders en organisatoren mogen dit doen.'],
  ] as const)(
    '%s is refused, even with bad input, and nothing changes',
    async (_label, actor, status, message) => {
      const portal = await createPortal(t.app);
      await createActivity(t.app, admin, { portalId: portal.id });
      const cookie = actor === 'member' ? (await registerMember(t.app)).cookie : undefined;
      const snapshot = async () => ({
        activities: await t.app.db
          .select({ id: activities.id, updatedAt: activities.updatedAt })
          .from(activities)
          .orderBy(activities.id),
        portals: await t.app.db.select().from(portals).orderBy(portals.id),
        registrations: await t.app.db.select().from(registrations),
      });
      const before = await snapshot();
      for (const query of [`portalId=${portal.id}`, '', 'limit=0&portalId=abc']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/activities?${query}`,
          headers: cookie ? { cookie } : {},
        });
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toEqual({ message });
        expect(res.headers['x-total-count']).toBeUndefined();
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
