import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs, randomAddress } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #45: every output of the agenda carries an activity's facets and filters on them with
// facets=a,b (all must hold): the RSS and iCalendar feeds, the widget, the embed JSON and the share
// page's JSON-LD.

const PUBLIC_URL = 'https://meedoen.example.nl';
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

let t: TestApp;
let admin: string;
let mine: string;
let quietId: number;
let paidId: number;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await loginAs(t.app, 'admin');
  const { id: portalId } = await createPortal(t.app);
  mine = `organizationId=${portalId}`;
  const soon = addDays(todayInAmsterdam(), 4);
  quietId = (
    await createActivity(t.app, admin, {
      portalId,
      title: 'Rustige middag',
      startDate: soon,
      facets: ['wheelchair', 'quiet', 'hearing-loop', 'children'],
    })
  ).id;
  paidId = (
    await createActivity(t.app, admin, {
      portalId,
      title: 'Betaalde les',
      startDate: soon,
      price: '€ 5',
      facets: ['wheelchair'],
    })
  ).id;
  await createActivity(t.app, admin, { portalId, title: 'Niets gezegd', startDate: soon, price: '€ 3' });
});
afterAll(async () => t.close());

function get(url: string, headers: Record<string, string> = {}) {
  // Each from an address of its own: the feeds count requests per address.
  return t.app.inject({ method: 'GET', url, headers, remoteAddress: randomAddress() });
}

/** The RSS items' titles and their categories, in order. */
function rssItems(xml: string): { title: string; categories: string[]; description: string }[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
    title: /<title>(.*?)<\/title>/.exec(item!)![1]!,
    categories: [...item!.matchAll(/<category>(.*?)<\/category>/g)].map((m) => m[1]!),
    description: /<description>([\s\S]*?)<\/description>/.exec(item!)![1]!,
  }));
}

function calendarEvents(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

const categoriesOf = (event: ICAL.Event) =>
  event.component.getAllProperties('categories').flatMap((p) => p.getValues() as string[]);

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!);
}

describe('the RSS feed', () => {
  it('filters on facets, all of them, and names each facet as a category and in the text', async () => {
    const both = await get(`/api/activities.rss?${mine}&facets=wheelchair,quiet`);
    expect(both.statusCode, both.body).toBe(200);
    const [item, ...rest] = rssItems(both.body);
    expect(rest).toEqual([]);
    expect(item!.title).toBe('Rustige middag');
    expect(item!.categories.slice(1)).toEqual([
      'Rolstoeltoegankelijk',
      'Ringleiding',
      'Rustig',
      'Kinderen welkom',
      'Gratis',
    ]);
    expect(item!.description).toContain(
      '<strong>Goed om te weten:</strong> Rolstoeltoegankelijk, Ringleiding, Rustig, Kinderen welkom, Gratis',
    );
    const wheelchair = rssItems((await get(`/api/activities.rss?${mine}&facets=wheelchair`)).body);
    expect(wheelchair.map((i) => i.title).sort()).toEqual(['Betaalde les', 'Rustige middag']);
    expect(wheelchair.find((i) => i.title === 'Betaalde les')!.categories.slice(1)).toEqual([
      'Rolstoeltoegankelijk',
    ]);
    const free = rssItems((await get(`/api/activities.rss?${mine}&facets=free`)).body);
    expect(free.map((i) => i.title)).toEqual(['Rustige middag']);
  });

  it('says the facets in the feed’s language', async () => {
    const [item] = rssItems((await get(`/api/activities.rss?${mine}&facets=quiet&lang=en`)).body);
    expect(item!.categories).toContain('Wheelchair accessible');
    expect(item!.description).toContain('<strong>Good to know:</strong> Wheelchair accessible, Hearing loop');
  });

  it('answers an unknown facet with a 400 in the person’s language', async () => {
    const dutch = await get(`/api/activities.rss?facets=wheelchair,disco`);
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().message).toMatch(/^Onbekend kenmerk\. Kies uit: wheelchair/);
    const english = await get(`/api/activities.rss?facets=disco`, ENGLISH);
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(/^Unknown facet\. Choose from: wheelchair/);
  });
});

describe('the iCalendar feeds', () => {
  it('filter on facets and carry them as CATEGORIES and a line of the description', async () => {
    const res = await get(`/api/activities.ics?${mine}&facets=wheelchair,quiet`);
    expect(res.statusCode, res.body).toBe(200);
    const events = calendarEvents(res.body);
    expect(events.map((e) => e.summary)).toEqual(['Rustige middag']);
    expect(categoriesOf(events[0]!).slice(1)).toEqual([
      'Rolstoeltoegankelijk',
      'Ringleiding',
      'Rustig',
      'Kinderen welkom',
      'Gratis',
    ]);
    expect(events[0]!.description).toContain(
      'Goed om te weten: Rolstoeltoegankelijk, Ringleiding, Rustig, Kinderen welkom, Gratis',
    );
    const wheelchair = calendarEvents((await get(`/api/activities.ics?${mine}&facets=wheelchair`)).body);
    expect(wheelchair.map((e) => e.summary).sort()).toEqual(['Betaalde les', 'Rustige middag']);
    const unknown = await get(`/api/activities.ics?facets=rolstoel`, ENGLISH);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unknown facet/);
  });

  it('one activity’s file names its facets in the person’s language', async () => {
    const [event] = calendarEvents((await get(`/api/activities/${paidId}.ics?lang=en`)).body);
    expect(categoriesOf(event!).slice(1)).toEqual(['Wheelchair accessible']);
    expect(event!.description).toContain('Good to know: Wheelchair accessible');
    const [none] = calendarEvents((await get(`/api/activities.ics?${mine}&search=Niets`)).body);
    expect(none!.summary).toBe('Niets gezegd');
    expect(categoriesOf(none!)).toHaveLength(1);
    expect(none!.description).not.toContain('Goed om te weten');
  });
});

describe('the widget and the embed JSON', () => {
  it('the widget shows each card’s facets as chips with an icon and the label, in its language', async () => {
    const res = await get(`/iframe/activities?${mine}&facets=wheelchair,quiet`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.match(/<article /g)).toHaveLength(1);
    expect(res.body).toContain('Rustige middag');
    const chips = /<ul class="chips facets" aria-label="Goed om te weten">(.*?)<\/ul>/.exec(res.body);
    expect(chips, res.body).not.toBeNull();
    const labels = [
      ...chips![1]!.matchAll(/<li class="chip fct"><span aria-hidden="true">[^<]+<\/span> ([^<]+)<\/li>/g),
    ];
    expect(labels.map((m) => m[1])).toEqual([
      'Rolstoeltoegankelijk',
      'Ringleiding',
      'Rustig',
      'Kinderen welkom',
      'Gratis',
    ]);
    const english = await get(`/iframe/activities?${mine}&facets=wheelchair&lang=en`);
    expect(english.body).toContain('aria-label="Good to know"');
    expect(english.body).toContain('</span> Wheelchair accessible</li>');
    expect(english.body.match(/<article /g)).toHaveLength(2);
  });

  it('a card without facets has no list of them; an unknown facet is the widget’s error page', async () => {
    const none = await get(`/iframe/activities?${mine}&search=Niets`);
    expect(none.body).toContain('Niets gezegd');
    expect(none.body).not.toContain('class="chips facets"');
    const wrong = await get(`/iframe/activities?facets=disco&lang=en`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toMatch(/^text\/html/);
    expect(wrong.body).toContain('Unknown facet. Choose from: wheelchair');
  });

  it('the embed JSON filters on facets and carries them on every card', async () => {
    for (const path of ['/api/embed/activities', '/api/iframe/activities']) {
      const res = await get(`${path}?${mine}&facets=wheelchair`);
      expect(res.statusCode, res.body).toBe(200);
      const cards = res.json() as ActivityListItem[];
      expect(Object.fromEntries(cards.map((c) => [c.title, c.facets]))).toEqual({
        'Rustige middag': ['wheelchair', 'hearing-loop', 'quiet', 'children', 'free'],
        'Betaalde les': ['wheelchair'],
      });
      const both = (await get(`${path}?${mine}&facets=wheelchair,free`)).json() as ActivityListItem[];
      expect(both.map((c) => c.title)).toEqual(['Rustige middag']);
    }
    const dutch = await get(`/api/embed/activities?facets=quiet,disco`);
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().message).toMatch(/^Onbekend kenmerk/);
    const english = await get(`/api/embed/activities?facets=disco`, ENGLISH);
    expect(english.json().message).toMatch(/^Unknown facet/);
  });
});

describe('the share page’s JSON-LD', () => {
  it('says free, the accessibility features, the place’s amenities and the age range', async () => {
    const res = await get(`/meta/${quietId}`);
    expect(res.statusCode).toBe(200);
    const event = jsonLd(res.body);
    expect(event).toMatchObject({
      isAccessibleForFree: true,
      accessibilityFeature: [
        'wheelchairAccessibleEntrance',
        'wheelchairAccessibleRestroom',
        'inductionLoop',
        'lowStimulus',
      ],
      typicalAgeRange: '0-',
    });
    expect((event.location as Record<string, unknown>).amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Rolstoeltoegankelijk', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Ringleiding', value: true },
    ]);
    const english = jsonLd((await get(`/meta/${quietId}`, ENGLISH)).body);
    expect(
      (english.location as { amenityFeature: { name: string }[] }).amenityFeature.map((f) => f.name),
    ).toEqual(['Wheelchair accessible', 'Hearing loop']);
  });

  it('says only what holds: a paid activity is not marked free, and no age range without children', async () => {
    const event = jsonLd((await get(`/meta/${paidId}`)).body);
    expect(event).not.toHaveProperty('isAccessibleForFree');
    expect(event).not.toHaveProperty('typicalAgeRange');
    expect(event.accessibilityFeature).toEqual([
      'wheelchairAccessibleEntrance',
      'wheelchairAccessibleRestroom',
    ]);
  });
});

describe('a changed facet', () => {
  it('shows at once in the feeds, though their texts are kept (render-cache.ts)', async () => {
    // An organisation and activity of its own: tests run in any order, and this one changes its row.
    const { id: portalId } = await createPortal(t.app);
    const own = `organizationId=${portalId}`;
    const { id } = await createActivity(t.app, admin, {
      portalId,
      title: 'Gewijzigde les',
      startDate: addDays(todayInAmsterdam(), 6),
      price: '€ 4',
      facets: ['wheelchair'],
    });
    const before = rssItems((await get(`/api/activities.rss?${own}&facets=wheelchair`)).body);
    expect(before[0]!.categories.slice(1)).toEqual(['Rolstoeltoegankelijk']);
    const calendarBefore = calendarEvents((await get(`/api/activities/${id}.ics`)).body);
    expect(categoriesOf(calendarBefore[0]!).slice(1)).toEqual(['Rolstoeltoegankelijk']);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${id}`,
      headers: { cookie: admin },
      payload: { facets: ['wheelchair', 'quiet'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = rssItems((await get(`/api/activities.rss?${own}&facets=wheelchair`)).body);
    expect(after[0]!.categories.slice(1)).toEqual(['Rolstoeltoegankelijk', 'Rustig']);
    const [event] = calendarEvents((await get(`/api/activities/${id}.ics`)).body);
    expect(categoriesOf(event!).slice(1)).toEqual(['Rolstoeltoegankelijk', 'Rustig']);
    const widget = await get(`/iframe/activities?${own}&facets=quiet`);
    expect(widget.body).toContain('</span> Rustig</li>');
  });
});
