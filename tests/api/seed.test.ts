import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../../src/domain/categories';
import { BIO_MAX } from '../../src/domain/constants';
import { patternMismatch } from '../../src/domain/recurrence/pattern-choice';
import { carriesReadableText } from '../../src/domain/site/colour-contrast';
import {
  activities,
  favorites,
  images,
  partners,
  portals,
  registrations,
  seriesFollowers,
  users,
} from '../../src/server/db/schema';
import { checkDemoAgenda } from '../../src/server/db/seed/agenda';
import { addDays, amsterdamToday, dayOfWeek } from '../../src/server/db/seed/dates';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { DEMO_MEMBER_PASSWORD } from '../../src/server/db/seed/members';
import { verifyPassword } from '../../src/server/security/passwords';
import { createTestDatabase } from '../helpers/test-database';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const ORGANISATIONS: [string, string][] = [
  ['Museum Het Lichthuis', 'Eindhoven'],
  ['Sportvereniging De Kempen Actief', 'Eindhoven'],
  ['Bibliotheek Stadshart', 'Utrecht'],
  ['Buurthuis De Ontmoeting', 'Rotterdam'],
  ['Wandelclub Stap voor Stap', 'Amsterdam'],
  ['Muziekschool Klankkleur', 'Den Haag'],
  ['Kookstudio Samen aan Tafel', 'Utrecht'],
  ['Creatief Atelier De Kwast', 'Eindhoven'],
  ['Dansschool In Beweging', 'Rotterdam'],
  ['Taalcafé Open Deur', 'Amsterdam'],
  ['Natuurgroep Groene Long', 'Den Haag'],
  ['Podium De Kleine Zaal', 'Utrecht'],
];

let database: TestDatabase;
let summary: Awaited<ReturnType<typeof seedDemoData>>;
let seedMs = 0;
const today = amsterdamToday();

beforeAll(async () => {
  database = await createTestDatabase();
  const started = performance.now();
  summary = await seedDemoData(database.db, { withMemberPasswords: true });
  seedMs = performance.now() - started;
});
afterAll(async () => database.dispose());

describe('the demo agenda data files', () => {
  it('have no mistakes (unique keys and titles, known categories, cities that match their portal)', () => {
    expect(checkDemoAgenda()).toEqual([]);
  });
});

describe('seedDemoData on an empty database', () => {
  it('loads portals, activities and members, and says how many', () => {
    expect(summary).toEqual({
      portals: 17,
      activities: expect.any(Number),
      members: expect.any(Number),
      partners: 12,
    });
    expect(summary.activities).toBeGreaterThanOrEqual(60);
    expect(summary.members).toBeGreaterThanOrEqual(10);
    console.info(`demo seed: ${Math.round(seedMs)} ms`, summary);
  });

  it('creates the five city portals and the twelve organisations, each with a picture', async () => {
    const rows = await database.db.select().from(portals);
    const cities = rows.filter((p) => p.type === 'city').map((p) => p.slug);
    expect(cities.sort()).toEqual(['amsterdam', 'den-haag', 'eindhoven', 'rotterdam', 'utrecht']);
    const organisations = rows.filter((p) => p.type === 'organization');
    expect(organisations.map((o) => [o.name, o.city]).sort()).toEqual([...ORGANISATIONS].sort());
    for (const portal of rows) {
      expect(portal.description?.length).toBeGreaterThan(40);
      expect(portal.imageId).not.toBeNull();
    }
    for (const organisation of organisations) {
      expect(organisation.websiteUrl).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
    }
  });

  it('has at least 60 activities covering all 13 categories, every one in Dutch and English', async () => {
    const rows = await database.db.select().from(activities);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((a) => a.category))).toEqual(new Set(CATEGORY_KEYS));
    for (const a of rows) {
      for (const text of [
        a.title,
        a.titleEn,
        a.subtitle,
        a.subtitleEn,
        a.description,
        a.descriptionEn,
        a.ontmoetingsscoreExplanation,
        a.ontmoetingsscoreExplanationEn,
        a.keywords,
        a.keywordsEn,
        a.meetingPointEn,
        a.cityEn,
        a.priceEn,
      ]) {
        expect(text, a.title).toBeTruthy();
      }
      expect(a.ontmoetingsscore).toBeGreaterThanOrEqual(1);
      expect(a.ontmoetingsscore).toBeLessThanOrEqual(5);
      expect(a.tags.length).toBeGreaterThanOrEqual(2);
      expect(a.tags.length).toBeLessThanOrEqual(5);
      expect(a.tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
      expect(a.postalCode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
      expect(a.price === 'Gratis' ? a.priceEn === 'Free' : /^€\d+\.\d{2}$/.test(a.price)).toBe(true);
      expect(a.imageId).not.toBeNull();
      for (const url of [a.websiteUrl, a.ticketUrl])
        if (url) expect(url).toMatch(/^https:\/\/[^/]+\.example/);
    }
    // Free and paid, and every meeting score.
    expect(rows.some((a) => a.price === 'Gratis')).toBe(true);
    expect(rows.some((a) => a.price !== 'Gratis')).toBe(true);
    expect(new Set(rows.map((a) => a.ontmoetingsscore)).size).toBe(5);
  });

  it('places every activity in the city of its portal', async () => {
    const rows = await database.db
      .select({
        city: activities.city,
        portalType: portals.type,
        portalName: portals.name,
        portalCity: portals.city,
      })
      .from(activities)
      .innerJoin(portals, eq(portals.id, activities.portalId));
    for (const row of rows) {
      expect(row.city).toBe(row.portalType === 'city' ? row.portalName : row.portalCity);
    }
    // Most activities belong to an organisation, some to a city.
    const byCity = rows.filter((r) => r.portalType === 'city').length;
    expect(byCity).toBeGreaterThan(0);
    expect(byCity).toBeLessThan(rows.length / 2);
  });

  it('has recurring activities of every frequency and pattern', async () => {
    const rows = await database.db.select().from(activities).where(eq(activities.activityType, 'recurring'));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const combinations = new Set(rows.map((a) => `${a.recurringFrequency}/${a.recurringPattern}`));
    for (const wanted of [
      'weekly/all',
      'biweekly/even',
      'biweekly/odd',
      'monthly/first',
      'monthly/second',
      'monthly/third',
      'monthly/fourth',
    ]) {
      expect(combinations, wanted).toContain(wanted);
    }
    // Only combinations a write may store: "Om de week" with "Elke week" would run every week.
    for (const a of rows)
      expect(patternMismatch(a), `${a.title}: ${a.recurringFrequency}/${a.recurringPattern}`).toBeNull();
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    for (const a of rows) {
      expect(a.recurringDays.length).toBeGreaterThan(0);
      expect(a.recurringDays.every((d) => weekdays.includes(d))).toBe(true);
      expect(a.recurringStartDate! < today).toBe(true);
      if (a.recurringEndDate) expect(a.recurringEndDate > today).toBe(true);
      expect(a.recurringStartTime).toMatch(/^\d{2}:\d{2}$/);
      expect(a.recurringEndTime).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(rows.some((a) => a.recurringDays.length > 1)).toBe(true);
    expect(rows.some((a) => a.recurringEndDate !== null)).toBe(true);
  });

  it('has one-time activities today, in the coming week, later, spanning two days, and in the past', async () => {
    const rows = await database.db.select().from(activities).where(eq(activities.activityType, 'one-time'));
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const weekAhead = addDays(today, 7);
    const starts = rows.map((a) => a.startDate!);
    expect(starts.filter((d) => d === today).length).toBeGreaterThanOrEqual(1);
    expect(starts.filter((d) => d >= today && d <= weekAhead).length).toBeGreaterThanOrEqual(5);
    expect(starts.filter((d) => d > addDays(today, 21)).length).toBeGreaterThanOrEqual(3);
    expect(starts.filter((d) => d < today).length).toBeGreaterThanOrEqual(3);
    expect(starts.every((d) => d <= addDays(today, 56))).toBe(true);
    expect(rows.filter((a) => a.endDate! > a.startDate!).length).toBeGreaterThanOrEqual(2);
    for (const a of rows) {
      expect(a.startTime).toMatch(/^\d{2}:\d{2}$/);
      expect(a.endTime).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it('stores each distinct picture once, as WebP', async () => {
    const [{ value: imageCount } = { value: 0 }] = await database.db.select({ value: count() }).from(images);
    const [{ value: distinct } = { value: 0 }] = await database.db
      .select({ value: sql<number>`count(distinct ${activities.imageId})::int` })
      .from(activities);
    expect(distinct).toBeGreaterThanOrEqual(13);
    expect(imageCount).toBeLessThanOrEqual(40);
    const [image] = await database.db.select().from(images).limit(1);
    expect(image!.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(image!.thumbData.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('creates ordinary demo members who can log in with the demo password', async () => {
    const rows = await database.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((u) => u.location))).toEqual(
      new Set(['amsterdam', 'rotterdam', 'den-haag', 'utrecht', 'eindhoven']),
    );
    for (const user of rows) {
      expect(user.isAdmin).toBe(false);
      expect(user.email).toMatch(/@example\.nl$/);
      expect(user.firstName && user.lastName && user.hobbies).toBeTruthy();
      expect(user.bio!.length).toBeLessThanOrEqual(BIO_MAX);
      expect(['man', 'vrouw', 'neutraal']).toContain(user.gender);
    }
    // One hash, shared: argon2 is slow on purpose.
    expect(new Set(rows.map((u) => u.passwordHash)).size).toBe(1);
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_MEMBER_PASSWORD)).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, 'something-else')).toBe(false);
  });

  it('registers members for, and lets them favourite, upcoming activities', async () => {
    const joined = [
      ...(await database.db
        .select({ activity: activities })
        .from(registrations)
        .innerJoin(activities, eq(activities.id, registrations.activityId))),
      ...(await database.db
        .select({ activity: activities })
        .from(seriesFollowers)
        .innerJoin(activities, eq(activities.id, seriesFollowers.activityId))),
    ];
    expect(joined.length).toBeGreaterThanOrEqual(20);
    for (const { activity } of joined) {
      if (activity.activityType === 'one-time') expect(activity.startDate! >= today).toBe(true);
    }
    const [{ value: favourites } = { value: 0 }] = await database.db
      .select({ value: count() })
      .from(favorites);
    expect(favourites).toBeGreaterThanOrEqual(10);
  });

  it('adds nothing twice when it runs again', async () => {
    const counts = async () => {
      const [a] = await database.db.select({ value: count() }).from(activities);
      const [p] = await database.db.select({ value: count() }).from(portals);
      const [u] = await database.db.select({ value: count() }).from(users);
      const [i] = await database.db.select({ value: count() }).from(images);
      const [j] = await database.db.select({ value: count() }).from(registrations);
      const [f] = await database.db.select({ value: count() }).from(seriesFollowers);
      const [r] = await database.db.select({ value: count() }).from(partners);
      return [a?.value, p?.value, u?.value, i?.value, j?.value, f?.value, r?.value];
    };
    const before = await counts();
    const again = await seedDemoData(database.db, { withMemberPasswords: true });
    expect(again).toEqual({ portals: 0, activities: 0, members: 0, partners: 0 });
    expect(await counts()).toEqual(before);
  });
});

describe('the demo partners', () => {
  it('are the twelve organisations, shown, each linked to its portal, with a readable colour', async () => {
    const rows = await database.db
      .select({ name: partners.name, town: partners.town, colour: partners.colour, slug: portals.slug })
      .from(partners)
      .leftJoin(portals, eq(portals.id, partners.portalId))
      .where(eq(partners.shown, true));
    expect(rows.map((r) => [r.name, r.town]).sort()).toEqual([...ORGANISATIONS].sort());
    for (const row of rows) {
      expect(row.slug).not.toBeNull();
      expect(carriesReadableText(row.colour)).toBe(true);
    }
  });
});

describe('seedDemoData without member passwords, on a fixed date', () => {
  // Each test seeds an empty database of its own: one leaves it empty on purpose, the other fills it.
  let other: TestDatabase;
  beforeEach(async () => {
    other = await createTestDatabase();
  });
  afterEach(async () => other.dispose());

  it('loads all or nothing: a failure at the last step leaves the database empty', async () => {
    // The members come last; make the database refuse one of them.
    await other.db.execute(
      sql.raw(`alter table users add constraint no_sanne check (username <> 'sanne.bakker')`),
    );
    await expect(
      seedDemoData(other.db, { withMemberPasswords: false, today: '2026-01-14' }),
    ).rejects.toThrow();
    for (const table of [portals, activities, users, images]) {
      const [row] = await other.db.select({ value: count() }).from(table);
      expect(row?.value).toBe(0);
    }
    await other.db.execute(sql.raw('alter table users drop constraint no_sanne'));
  });

  it('creates members who cannot log in, and lays the agenda out around the given date', async () => {
    // Wednesday 14 January 2026: "this weekend" is 17–18 January.
    const result = await seedDemoData(other.db, { withMemberPasswords: false, today: '2026-01-14' });
    expect(result.members).toBeGreaterThanOrEqual(10);
    const members = await other.db.select({ hash: users.passwordHash }).from(users);
    expect(members.every((m) => m.hash === null)).toBe(true);

    const oneTime = await other.db
      .select({ startDate: activities.startDate })
      .from(activities)
      .where(eq(activities.activityType, 'one-time'));
    const weekend = oneTime.filter((a) => a.startDate === '2026-01-17' || a.startDate === '2026-01-18');
    expect(weekend.length).toBeGreaterThanOrEqual(3);
    expect(oneTime.some((a) => a.startDate === '2026-01-14')).toBe(true);
    expect(oneTime.some((a) => a.startDate === '2026-01-15')).toBe(true);
    expect(dayOfWeek('2026-01-17')).toBe(6);
  });
});
