import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { minuteInAmsterdam } from '../../src/domain/recurrence/amsterdam-clock';
import { addDays } from '../../src/domain/recurrence/calendar-date';
import { activities } from '../../src/server/db/schema';
import { refreshOccurrences } from '../../src/server/features/activities/occurrences/occurrences';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #41, item 11: an administrator who keeps the form's default price stores 'Gratis' in the Dutch
// price and nothing in the English one. Free is a fact: every output says it in its own language, for
// new rows and for rows already holding the Dutch word.

let t: TestApp;
let admin: string;
let portalId: number;
/** id → what it was saved with. */
const made = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://meedoen.example.nl' });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
  const today = minuteInAmsterdam().slice(0, 10);
  // Through the API, as the dialog saves it: no price given, so the default.
  const byDefault = await createActivity(t.app, admin, {
    portalId,
    title: 'Koffie met de buren',
    startDate: addDays(today, 2),
  });
  expect(byDefault.price).toBe('Gratis');
  made.set(byDefault.id, 'default');
  // Rows written before: the Dutch word in lower case, and copied into the English price.
  const rows = await t.app.db
    .insert(activities)
    .values(
      [
        { price: 'gratis', priceEn: null, title: 'Leesclub' },
        { price: 'Gratis', priceEn: 'Gratis', title: 'Schaakavond' },
        { price: 'Gratis, donatie welkom', priceEn: null, title: 'Repair café' },
      ].map((row, i) => ({
        ...row,
        portalId,
        category: 'sport',
        meetingPoint: 'Bij de ingang',
        streetAddress: 'Dorpsstraat 1',
        city: 'Teststad',
        postalCode: '1234 AB',
        startDate: addDays(today, 3 + i),
      })),
    )
    .returning({ id: activities.id, price: activities.price });
  await refreshOccurrences(t.app.db, { activityIds: rows.map((row) => row.id) });
  for (const row of rows) made.set(row.id, row.price);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const idOf = (title: string) => [...made].find(([, price]) => price === title)?.[0] ?? [...made.keys()][0]!;

describe('a free activity is free in every language', () => {
  it('the API: list and detail say Free in English, Gratis in Dutch', async () => {
    const english = (
      await get(`/api/activities?organizationId=${portalId}&lang=en`)
    ).json() as ActivityListItem[];
    const dutch = (await get(`/api/activities?organizationId=${portalId}`)).json() as ActivityListItem[];
    const priceIn = (items: ActivityListItem[], id: number) => items.find((item) => item.id === id)?.price;
    for (const [id, price] of made) {
      const expected = price === 'Gratis, donatie welkom' ? price : undefined;
      expect(priceIn(english, id), price).toBe(expected ?? 'Free');
      expect(priceIn(dutch, id), price).toBe(expected ?? 'Gratis');
      expect((await get(`/api/activities/${id}?lang=en`)).json().price, price).toBe(expected ?? 'Free');
    }
  });

  it('RSS and ICS in English say Free', async () => {
    const rss = await get(`/api/activities.rss?organizationId=${portalId}&lang=en`);
    const $ = load(rss.body, { xml: true });
    const descriptions = $('item > description')
      .map((_, el) => $(el).text())
      .get();
    expect(descriptions).toHaveLength(4);
    expect(descriptions.filter((d) => d.includes('<strong>Price:</strong> Free</p>'))).toHaveLength(3);
    expect(descriptions.join()).not.toMatch(/Price:<\/strong> [Gg]ratis</);

    const ics = await get(`/api/activities.ics?organizationId=${portalId}&lang=en`);
    const unfolded = ics.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded.match(/Price: Free/g)).toHaveLength(3);
    expect(unfolded).not.toMatch(/Price: [Gg]ratis\\n/);
    const dutch = (await get(`/api/activities.ics?organizationId=${portalId}&lang=nl`)).body.replace(
      /\r\n[ \t]/g,
      '',
    );
    expect(dutch.match(/Prijs: Gratis\\n/g)).toHaveLength(3);
    // One activity's file too.
    const one = await get(`/api/activities/${idOf('gratis')}.ics?lang=en`);
    expect(one.body.replace(/\r\n[ \t]/g, '')).toContain('Price: Free');
  });

  it('the widget in English says Free', async () => {
    const res = await get(`/iframe/activities?organizationId=${portalId}&lang=en`);
    expect(res.statusCode).toBe(200);
    const $ = load(res.body);
    const chips = $('.chip')
      .map((_, el) => $(el).text())
      .get()
      .filter((text) => text.startsWith('Price'));
    expect(chips.filter((text) => text === 'Price: Free')).toHaveLength(3);
    expect(chips.join()).not.toMatch(/[Gg]ratis(?!,)/);
  });
});
