import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ActivityListItem, activityListSchema } from '../../src/domain/activities/response';
import { isFreePrice } from '../../src/domain/price';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let today: string;
/** Every test works inside an organisation portal of its own, so tests never see each other's rows. */
async function freshPortal(type: 'city' | 'organization' = 'organization', name?: string) {
  return createPortal(t.app, { type, name });
}

async function list(query: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities?${query}`,
    headers: cookie ? { cookie } : {},
  });
  return res;
}

async function titles(query: string, cookie?: string): Promise<string[]> {
  const res = await list(query, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityListItem[]).map((a) => a.title);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  today = todayInAmsterdam();
});
afterAll(async () => t.close());

describe('GET /api/activities: default order, archive, paging', () => {
  it('lists upcoming activities by their next occurrence, and past ones only in the archive', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Over tien dagen',
      startDate: addDays(today, 10),
    });
    await createActivity(t.app, admin, { portalId: p.id, title: 'Morgen', startDate: addDays(today, 1) });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Vorige week',
      startDate: addDays(today, -7),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Vorige maand',
      startDate: addDays(today, -30),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Loopt nog',
      startDate: addDays(today, -2),
      endDate: addDays(today, 2),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Elke dag',
      activityType: 'recurring',
      recurringDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      recurringStartDate: addDays(today, -100),
    });
    const upcoming = await titles(`organizationId=${p.id}`);
    expect(upcoming.slice(0, 2).sort()).toEqual(['Elke dag', 'Loopt nog']);
    expect(upcoming.slice(2)).toEqual(['Morgen', 'Over tien dagen']);
    expect(await titles(`organizationId=${p.id}&showArchive=true`)).toEqual(['Vorige week', 'Vorige maand']);
  });

  it('pages with limit and offset and puts the total in X-Total-Count', async () => {
    const p = await freshPortal();
    for (let i = 1; i <= 5; i++) {
      await createActivity(t.app, admin, {
        portalId: p.id,
        title: `Pagina ${i}`,
        startDate: addDays(today, i),
      });
    }
    const res = await list(`organizationId=${p.id}&limit=2&offset=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Total-Count/i);
    expect((res.json() as ActivityListItem[]).map((a) => a.title)).toEqual(['Pagina 3', 'Pagina 4']);
    expect(await titles(`organizationId=${p.id}&offset=4`)).toEqual(['Pagina 5']);
  });

  it('defaults to 24 items and allows at most 100', async () => {
    expect((await list('limit=101')).statusCode).toBe(400);
    expect((await list('limit=100')).statusCode).toBe(200);
  });
});

describe('list items', () => {
  it('are small: a short description, a thumbnail URL, no base64, a recurrence sentence', async () => {
    const p = await freshPortal();
    const long = `${'Een heel lange beschrijving met veel woorden. '.repeat(100)}Einde.`;
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Lang verhaal',
      description: long,
      activityType: 'recurring',
      recurringDays: ['tuesday', 'thursday'],
      recurringStartDate: today,
      keywords: 'praten, koffie,, ',
    });
    const res = await list(`organizationId=${p.id}`);
    const [item] = res.json() as ActivityListItem[];
    expect(item).toBeDefined();
    expect(item!.shortDescription!.length).toBeLessThanOrEqual(200);
    expect(item!.shortDescription!.endsWith('…')).toBe(true);
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('imageBase64');
    expect(item!.recurrenceText).toBe('Elke dinsdag en donderdag');
    expect(item!.tags).toEqual(['praten', 'koffie']);
    expect(item!.nextDate! >= today).toBe(true);
    const en = (await list(`organizationId=${p.id}&lang=en`)).json() as ActivityListItem[];
    expect(en[0]!.recurrenceText).toBe('Every Tuesday and Thursday');
  });

  it('are, field for field and in both languages, the cards of a member’s favourites', async () => {
    // The list writes a card's JSON once and keeps it (card-texts.ts), the favourites are presented
    // and serialised by the route each time: both must make the same card, dates, times, arrays,
    // English texts and nulls alike.
    const p = await freshPortal();
    const oneTime = await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Zingen "samen" \\ één keer',
      titleEn: 'Singing together',
      subtitle: 'Met koffie',
      price: '€ 2,50',
      priceEn: '€2.50',
      cityEn: 'The Hague',
      keywords: 'zingen, koor',
      keywordsEn: 'singing, choir',
      startDate: addDays(today, 3),
      endDate: addDays(today, 4),
      startTime: '19:30',
      endTime: '21:00',
    });
    const recurring = await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Wandelen op de tweede dinsdag 🌳',
      activityType: 'recurring',
      recurringDays: ['tuesday', 'thursday'],
      recurringFrequency: 'monthly',
      recurringPattern: 'second',
      recurringStartDate: today,
      recurringEndDate: addDays(today, 200),
      recurringStartTime: '10:00',
      recurringEndTime: '11:30',
    });
    const { cookie } = await registerMember(t.app);
    for (const { id } of [oneTime, recurring]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/activities/${id}/favorite`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    let english: ActivityListItem[] = [];
    for (const lang of ['nl', 'en']) {
      const cards = (await list(`organizationId=${p.id}&lang=${lang}`)).json() as ActivityListItem[];
      if (lang === 'en') english = cards;
      const favourites = await t.app.inject({
        method: 'GET',
        url: `/api/user/favorites?lang=${lang}`,
        headers: { cookie },
      });
      expect(favourites.statusCode, favourites.body).toBe(200);
      const byId = new Map((favourites.json() as ActivityListItem[]).map((card) => [card.id, card]));
      expect(cards).toHaveLength(2);
      for (const card of cards) expect(card).toEqual(byId.get(card.id));
    }
    expect(english.find((card) => card.id === oneTime.id)).toMatchObject({
      title: 'Singing together',
      city: 'The Hague',
      startTime: '19:30',
      endDate: addDays(today, 4),
    });
  });

  it('returns English texts with lang=en where they exist, Dutch otherwise', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Fietstocht',
      titleEn: 'Bike ride',
      subtitle: 'Door de polder',
      startDate: addDays(today, 3),
    });
    const [item] = (await list(`organizationId=${p.id}&lang=en`)).json() as ActivityListItem[];
    expect(item!.title).toBe('Bike ride');
    expect(item!.subtitle).toBe('Door de polder');
    expect(item!.categoryLabel).toBe('Sports');
    expect(await titles(`organizationId=${p.id}`)).toEqual(['Fietstocht']);
    // Without lang the list is Dutch whatever the browser's language: a page's fetch preload goes out
    // with the browser's Accept-Language, and the Dutch client takes that answer for its own request.
    for (const header of ['en-US,en;q=0.9', 'en']) {
      const res = await t.app.inject({
        url: `/api/activities?organizationId=${p.id}`,
        headers: { 'accept-language': header },
      });
      expect((res.json() as ActivityListItem[]).map((a) => a.title)).toEqual(['Fietstocht']);
    }
    const english = await t.app.inject({
      url: `/api/activities?organizationId=${p.id}&lang=en`,
      headers: { 'accept-language': 'nl' },
    });
    expect((english.json() as ActivityListItem[])[0]!.title).toBe('Bike ride');
  });

  it('keeps a 24-item page under 30 KB', async () => {
    const p = await freshPortal();
    for (let i = 0; i < 24; i++) {
      await createActivity(t.app, admin, {
        portalId: p.id,
        title: `Een activiteit met een behoorlijk lange titel nummer ${i}`,
        subtitle: 'Met een ondertitel die ook niet kort is, zoals vaak',
        description: 'Tekst '.repeat(500),
        tags: ['sport', 'buiten', 'vrienden', 'wandelen'],
        activityType: i % 3 === 0 ? 'recurring' : 'one-time',
        recurringDays: i % 3 === 0 ? ['monday', 'friday'] : [],
        recurringStartDate: i % 3 === 0 ? today : null,
        startDate: i % 3 === 0 ? null : addDays(today, i + 1),
      });
    }
    const res = await list(`organizationId=${p.id}`);
    expect((res.json() as unknown[]).length).toBe(24);
    expect(Buffer.byteLength(res.body)).toBeLessThan(30 * 1024);
  });
});

describe('filters', () => {
  it('search: Dutch stemming, English, accents, typos, and relevance first', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Wandelen in de duinen',
      startDate: addDays(today, 5),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Koffie drinken',
      description: 'Na afloop een korte wandeling',
      startDate: addDays(today, 1),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Museumbezoek',
      titleEn: 'Museum visit',
      subtitle: 'Café en kunst',
      startDate: addDays(today, 2),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Schaken',
      tags: ['bordspel'],
      startDate: addDays(today, 2),
    });
    // Title match (weight A) ranks above a description match.
    expect(await titles(`organizationId=${p.id}&search=wandeling`)).toEqual([
      'Wandelen in de duinen',
      'Koffie drinken',
    ]);
    expect(await titles(`organizationId=${p.id}&searchQuery=visits`)).toEqual(['Museumbezoek']);
    expect(await titles(`organizationId=${p.id}&search=cafe`)).toEqual(['Museumbezoek']);
    expect(await titles(`organizationId=${p.id}&search=museumbezeok`)).toEqual(['Museumbezoek']);
    expect(await titles(`organizationId=${p.id}&search=bordspel`)).toEqual(['Schaken']);
    expect(await titles(`organizationId=${p.id}&search=xylofoon`)).toEqual([]);
    // The tiers page as one list: page 2 of one item continues where page 1 ended.
    expect(await titles(`organizationId=${p.id}&search=wandeling&limit=1`)).toEqual([
      'Wandelen in de duinen',
    ]);
    expect(await titles(`organizationId=${p.id}&search=wandeling&limit=1&offset=1`)).toEqual([
      'Koffie drinken',
    ]);
  });

  it('search: a word with a minus leaves out every activity that mentions it, in any text', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Museumnacht',
      description: 'Ook leuk voor kinderen',
      startDate: addDays(today, 3),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Museumnacht voor volwassenen',
      startDate: addDays(today, 4),
    });
    expect(await titles(`organizationId=${p.id}&search=museumnacht`)).toHaveLength(2);
    expect(await titles(`organizationId=${p.id}&search=museumnacht -kinderen`)).toEqual([
      'Museumnacht voor volwassenen',
    ]);
  });

  it('search: a quoted phrase needs its words side by side; "or" takes either; stop words alone find nothing', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Open atelier in de binnenstad',
      startDate: addDays(today, 3),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Atelier voor iedereen',
      subtitle: 'De deur staat open',
      startDate: addDays(today, 4),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Yoga in het park',
      startDate: addDays(today, 5),
    });
    // websearch_to_tsquery: quotes make a phrase, "or" an alternative.
    expect(await titles(`organizationId=${p.id}&search=${encodeURIComponent('"open atelier"')}`)).toEqual([
      'Open atelier in de binnenstad',
    ]);
    expect(await titles(`organizationId=${p.id}&search=open atelier`)).toEqual([
      'Open atelier in de binnenstad',
      'Atelier voor iedereen',
    ]);
    expect(await titles(`organizationId=${p.id}&search=yoga or atelier`)).toHaveLength(3);
    // Only words that are stop words in Dutch and in English ("was", "had"): no word to match, so the
    // typo match answers (here: nothing is like "was had").
    expect(await titles(`organizationId=${p.id}&search=was had`)).toEqual([]);
  });

  it('tags: any of a comma-separated list', async () => {
    const p = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'A',
      tags: ['sport'],
      startDate: addDays(today, 1),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'B',
      category: 'muziek',
      tags: ['muziek', 'dansen'],
      startDate: addDays(today, 2),
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'C',
      category: 'eten-drinken',
      tags: ['koken'],
      startDate: addDays(today, 3),
    });
    expect(await titles(`organizationId=${p.id}&tags=sport,dansen`)).toEqual(['A', 'B']);
    expect(await titles(`organizationId=${p.id}&tags=Muziek`)).toEqual(['B']);
    expect(await titles(`organizationId=${p.id}&tags=,,,`)).toEqual(['A', 'B', 'C']);
    // The Categorie select sends the category key as the tag: it finds that category's activities.
    expect(await titles(`organizationId=${p.id}&tags=eten-drinken`)).toEqual(['C']);
    const tagsRes = await t.app.inject({ url: '/api/activities/tags' });
    expect(tagsRes.json()).toEqual(expect.arrayContaining(['dansen', 'koken', 'muziek', 'sport']));
  });

  it('portalId: a city portal shows its own activities and those located in its city', async () => {
    const city = await freshPortal('city', `Stad${Date.now()}`);
    const org = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: city.id,
      title: 'Eigen',
      city: 'Elders',
      startDate: addDays(today, 1),
    });
    await createActivity(t.app, admin, {
      portalId: org.id,
      title: 'In de stad',
      city: city.name.toUpperCase(),
      startDate: addDays(today, 2),
    });
    await createActivity(t.app, admin, {
      portalId: org.id,
      title: 'Ergens anders',
      city: 'Elders',
      startDate: addDays(today, 3),
    });
    expect(await titles(`portalId=${city.id}`)).toEqual(['Eigen', 'In de stad']);
    expect(await titles(`organizationId=${org.id}`)).toEqual(['In de stad', 'Ergens anders']);
    expect(await titles('portalId=2147483647')).toEqual([]);
  });

  it("portalId: the portals' cities asked for in one turn are read with one statement", async () => {
    const north = await freshPortal('city', `Noord${Date.now()}`);
    const south = await freshPortal('city', `Zuid${Date.now()}`);
    const org = await freshPortal();
    await createActivity(t.app, admin, {
      portalId: north.id,
      title: 'Noordelijk',
      startDate: addDays(today, 1),
    });
    const statements = vi.spyOn(t.app.database.listPool, 'query');
    try {
      const ids = [north.id, south.id, org.id, 2147483647];
      expect(await Promise.all(ids.map((id) => t.app.activities.list.portalCity(id)))).toEqual([
        north.name.toLowerCase(),
        south.name.toLowerCase(),
        null,
        null,
      ]);
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
    expect(await titles(`portalId=${north.id}`)).toEqual(['Noordelijk']);
  });

  it('meetingScore (at least), oneTimeOnly and freeOnly', async () => {
    const p = await freshPortal();
    const prices = [
      'Gratis',
      'free',
      '€0',
      '€ 0,00',
      '0',
      '€0,-',
      'Gratis, donatie welkom',
      '€5',
      '€ 0,50',
      'Vrijwillige bijdrage',
    ];
    for (const [i, price] of prices.entries()) {
      await createActivity(t.app, admin, {
        portalId: p.id,
        title: `Prijs ${price}`,
        price,
        ontmoetingsscore: (i % 5) + 1,
        startDate: addDays(today, i + 1),
      });
    }
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Wekelijks',
      price: '€10',
      ontmoetingsscore: 5,
      activityType: 'recurring',
      recurringDays: ['friday'],
      recurringStartDate: today,
    });
    const free = await titles(`organizationId=${p.id}&freeOnly=true&limit=100`);
    expect(free.sort()).toEqual(
      prices
        .filter((price) => isFreePrice(price))
        .map((price) => `Prijs ${price}`)
        .sort(),
    );
    expect(free).toHaveLength(7);
    const high = (await list(`organizationId=${p.id}&meetingScore=4&limit=100`)).json() as ActivityListItem[];
    expect(high.length).toBe(5);
    expect(high.every((a) => a.ontmoetingsscore >= 4)).toBe(true);
    const once = await titles(`organizationId=${p.id}&oneTimeOnly=true&limit=100`);
    expect(once).toHaveLength(prices.length);
    expect(once).not.toContain('Wekelijks');
    // The SQL rule (a generated column) and the TypeScript rule agree.
    const rows = await t.app.db.execute(sql`select price, is_free from activities where portal_id = ${p.id}`);
    for (const row of (rows as unknown as { rows: { price: string; is_free: boolean }[] }).rows) {
      expect(row.is_free, row.price).toBe(isFreePrice(row.price));
    }
  });

  it("showFavorites: the signed-in member's favourites; 401 when anonymous", async () => {
    const p = await freshPortal();
    const a = await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Favoriet',
      startDate: addDays(today, 1),
    });
    await createActivity(t.app, admin, { portalId: p.id, title: 'Niet', startDate: addDays(today, 1) });
    const { cookie } = await registerMember(t.app);
    await t.app.inject({ method: 'POST', url: `/api/activities/${a.id}/favorite`, headers: { cookie } });
    expect(await titles(`organizationId=${p.id}&showFavorites=true`, cookie)).toEqual(['Favoriet']);
    expect((await list('showFavorites=true')).statusCode).toBe(401);
    expect(await titles(`organizationId=${p.id}&showFavorites=false`)).toHaveLength(2);
  });

  it('showFavorites with a search: the favourites the words match, those matching in the title first', async () => {
    const p = await freshPortal();
    const make = (title: string, description: string, day: number) =>
      createActivity(t.app, admin, { portalId: p.id, title, description, startDate: addDays(today, day) });
    const inText = await make('Samen koken', 'Wij wandelen na het eten.', 1);
    const inTitle = await make('Wandelen in het bos', 'Een frisse ochtend.', 2);
    const notMatching = await make('Schaken', 'Een potje schaak.', 1);
    await make('Wandelen langs de rivier', 'Niet bij de favorieten.', 1);
    const { cookie } = await registerMember(t.app);
    for (const favourite of [inText, inTitle, notMatching])
      await t.app.inject({
        method: 'POST',
        url: `/api/activities/${favourite.id}/favorite`,
        headers: { cookie },
      });
    expect(await titles(`organizationId=${p.id}&showFavorites=true&search=wandelen`, cookie)).toEqual([
      'Wandelen in het bos',
      'Samen koken',
    ]);
  });
});

describe('nothing in a query string causes a 500', () => {
  const queries = [
    'search=%25',
    "search='",
    'search=%22%22%22',
    'search=%5C%5C',
    'search=a%00b',
    'search=%26%7C!():*',
    'search=-',
    `search=${'x'.repeat(5000)}`,
    `search=${'woord '.repeat(30)}`,
    'limit=-1',
    'limit=abc',
    'limit=1e3',
    'offset=abc',
    'offset=-5',
    'offset=99999999999',
    'tags=,,,',
    `tags=${encodeURIComponent("'; drop table activities; --")}`,
    'tags=a&tags=b',
    'meetingScore=9',
    'meetingScore=abc',
    'meetingScore=all',
    'startDate=2026-02-30',
    'dateFilter=custom&startDate=2026-02-30',
    'dateFilter=custom&startDate=2026-05-10&endDate=2026-05-01',
    'dateFilter=custom&startDate=9999-12-31',
    'dateFilter=custom&endDate=0001-01-01',
    'dateFilter=custom&startDate=0001-01-01&endDate=9999-12-31',
    'dateFilter=yesterday',
    'dateFilter=',
    'portalId=abc',
    'portalId=99999999999999',
    'portalId=-1',
    'organizationId=1.5',
    'showArchive=maybe',
    'showArchive=true&dateFilter=weekend',
    'oneTimeOnly=1&freeOnly=0',
    'lang=xx',
    'limit=1&limit=2',
    'unknown=1',
  ];
  it.each(queries.map((q) => [q.slice(0, 60), q]))('%s', async (_label, query) => {
    const res = await list(query);
    expect([200, 400]).toContain(res.statusCode);
    const body = res.json();
    if (res.statusCode === 400) expect(typeof body.message).toBe('string');
    else expect(Array.isArray(body)).toBe(true);
  });

  it('explains a bad parameter', async () => {
    const res = await t.app.inject({ url: '/api/activities?meetingScore=9&lang=en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Meeting score must be a number from 1 to 5');
    const date = await t.app.inject({
      url: '/api/activities?dateFilter=custom&startDate=2026-02-30&lang=en',
    });
    expect(date.json().message).toBe('Invalid date: use the format yyyy-mm-dd.');
  });
});

describe('GET /api/activities: the declared response schema', () => {
  it('describes exactly what is sent, field for field, with and without the page cache', async () => {
    const p = await freshPortal();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer();
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Met alles',
      titleEn: 'With everything',
      subtitle: 'Een ondertitel',
      description: 'Een lange beschrijving. '.repeat(20),
      tags: ['buiten', 'koffie'],
      price: '€ 5',
      startDate: addDays(today, 2),
      startTime: '10:00',
      endTime: '12:00',
      imageBase64: `data:image/png;base64,${png.toString('base64')}`,
    });
    await createActivity(t.app, admin, {
      portalId: p.id,
      title: 'Elke dinsdag',
      activityType: 'recurring',
      recurringDays: ['tuesday'],
      recurringFrequency: 'biweekly',
      recurringPattern: 'even',
      recurringStartDate: addDays(today, -10),
    });

    for (const query of [`organizationId=${p.id}`, `organizationId=${p.id}&lang=en`, 'search=ondertitel']) {
      // The second request is answered from the page cache: the kept text must fit the schema too.
      for (const attempt of [1, 2]) {
        const res = await list(query);
        expect(res.statusCode, `${query} #${attempt}`).toBe(200);
        const body = JSON.parse(res.body);
        expect(body.length, query).toBeGreaterThan(0);
        // parse() throws on a wrong type and drops a field the schema does not know: equal means exact.
        expect(activityListSchema.parse(body)).toEqual(body);
      }
    }
  });

  it('is the schema the OpenAPI document declares for the list', async () => {
    const document = t.app.swagger() as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }
      >;
    };
    const declared = document.paths['/api/activities']!.get.responses['200']!.content['application/json']!
      .schema as { type: string; items: { properties: Record<string, unknown> } };
    expect(declared.type).toBe('array');
    expect(Object.keys(declared.items.properties).sort()).toEqual(
      Object.keys(activityListSchema.element.shape).sort(),
    );
  });
});
