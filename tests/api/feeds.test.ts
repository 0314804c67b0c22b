import { load } from 'cheerio';
import { between } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { minuteInAmsterdam } from '../../src/domain/recurrence/amsterdam-clock';
import { addDays, type CalendarDate } from '../../src/domain/recurrence/calendar-date';
import { parityRunEnd } from '../../src/domain/recurrence/calendar-event';
import { activities, activityOccurrences } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { refreshOccurrences } from '../../src/server/features/activities/occurrences/occurrences';
import { FEED_MAX_ACTIVITIES } from '../../src/server/features/feeds/service';
import { loginAs, randomAddress } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #10, item 4: the list as a calendar to subscribe to and as an RSS feed. The calendar is read back
// with ical.js, as a calendar app would, and must agree day for day with the API's own date filter.

const PUBLIC_URL = 'https://meedoen.example.nl';
/** As far ahead as a date filter looks (activities/occurrences/occurrences.ts, WINDOW_FUTURE_DAYS). */
const DAYS_AHEAD = 400;

let t: TestApp;
let admin: string;
let today: CalendarDate;
let demoIds: number[];

/** An app on the demo data set, with the ids of its activities. */
async function createDemoApp(): Promise<{ demo: TestApp; ids: number[] }> {
  const demo = await createTestApp({ publicUrl: PUBLIC_URL });
  await seedDemoData(demo.app.db, { withMemberPasswords: false });
  const ids = (await demo.app.db.select({ id: activities.id }).from(activities))
    .map((row) => row.id)
    .sort((a, b) => a - b);
  // The first list request builds the seed's occurrences, as it would after a real start.
  expect((await get('/api/activities', {}, demo)).statusCode).toBe(200);
  return { demo, ids };
}

beforeAll(async () => {
  today = minuteInAmsterdam().slice(0, 10);
  ({ demo: t, ids: demoIds } = await createDemoApp());
  admin = await loginAs(t.app, 'admin');
});
afterAll(async () => t.close());

function get(url: string, headers: Record<string, string> = {}, on: TestApp = t) {
  // Each from an address of its own: this file asks for more feeds than one address may in a minute.
  return on.app.inject({ method: 'GET', url, headers, remoteAddress: randomAddress() });
}

/** The ids of the list's first page as large as a feed: the activities a feed of the same filters holds. */
async function listIds(query: string, on: TestApp = t): Promise<number[]> {
  const res = await get(`/api/activities?limit=${FEED_MAX_ACTIVITIES}&${query}`, {}, on);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityListItem[]).map((item) => item.id);
}

// --- reading a calendar as a calendar app does --------------------------------------------------------

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateOf = (time: ICAL.Time): CalendarDate => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

function parseCalendar(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Times carry TZID=Europe/Amsterdam; the file's own VTIMEZONE is what ical.js resolves them with.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

const idOfUid = (uid: string) => Number(/^activity-(\d+)@meedoen\.example\.nl$/.exec(uid)?.[1]);

/** The Amsterdam days an occurrence takes place on: from its start to just before its (exclusive) end. */
function daysCovered(start: ICAL.Time, end: ICAL.Time): CalendarDate[] {
  const first = dateOf(start);
  if (end.compare(start) <= 0) return [first];
  const last = end.clone();
  if (last.isDate) last.adjust(-1, 0, 0, 0);
  else last.adjust(0, 0, 0, -1);
  const days = [first];
  while (days.at(-1)! < dateOf(last)) days.push(addDays(days.at(-1)!, 1));
  return days;
}

/** Every day within [from, to] the event takes place on, expanded by ical.js (RRULE, RDATE, EXDATE). */
function expandDays(event: ICAL.Event, from: CalendarDate, to: CalendarDate): Set<CalendarDate> {
  const days = new Set<CalendarDate>();
  const iterator = event.iterator();
  for (let next = iterator.next(), n = 0; next && dateOf(next) <= to; next = iterator.next(), n++) {
    if (n > 5000) throw new Error(`runaway expansion of ${event.uid}`);
    const { startDate, endDate } = event.getOccurrenceDetails(next);
    for (const day of daysCovered(startDate, endDate)) if (day >= from && day <= to) days.add(day);
  }
  return days;
}

/** The raw content lines, unfolded (RFC 5545 3.1): a line starting with a space continues the one before. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

/** The unfolded lines inside the VEVENTs (the VTIMEZONE has DTSTART and RRULE lines of its own). */
function eventLines(text: string): string[] {
  let inside = false;
  return unfold(text).filter((line) => {
    if (line === 'BEGIN:VEVENT') inside = true;
    if (line === 'END:VEVENT') inside = false;
    return inside;
  });
}

// --- the tests ----------------------------------------------------------------------------------------

describe('GET /api/activities/:id.ics and the detail route live side by side', () => {
  it('/api/activities/12.ics is the calendar, /api/activities/12 the JSON detail', async () => {
    const id = demoIds[0]!;
    const calendar = await get(`/api/activities/${id}.ics`);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const detail = await get(`/api/activities/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['content-type']).toContain('application/json');
    expect(detail.json().id).toBe(id);
  });
});

describe('the calendar agrees with the date filter for every demo activity', () => {
  // The demo data alone, on an app of its own: the whole upcoming list must fit in one feed, which the
  // other tests' activities (one of them a feed and one more) would overflow.
  let demo: TestApp;
  let ids: number[];
  beforeAll(async () => {
    ({ demo, ids } = await createDemoApp());
  });
  afterAll(async () => demo.close());

  it(`expanded by ical.js over the next ${DAYS_AHEAD} days, gives exactly the days of activity_occurrences`, async () => {
    const last = addDays(today, DAYS_AHEAD);
    const rows = await demo.app.db
      .select({ activityId: activityOccurrences.activityId, day: activityOccurrences.day })
      .from(activityOccurrences)
      .where(between(activityOccurrences.day, today, last));
    const expected = new Map<number, string[]>(ids.map((id) => [id, []]));
    for (const row of rows) expected.get(row.activityId)?.push(String(row.day));

    let recurringSeen = 0;
    for (const id of ids) {
      const res = await get(`/api/activities/${id}.ics`, {}, demo);
      expect(res.statusCode, res.body).toBe(200);
      const { events } = parseCalendar(res.body);
      const days = events.length === 0 ? new Set<string>() : expandDays(events[0]!, today, last);
      expect(events.length).toBeLessThanOrEqual(1);
      if (events[0]?.isRecurring()) recurringSeen++;
      expect([...days].sort(), `activity ${id}`).toEqual(expected.get(id)!.sort());
    }
    // The seed has recurring activities of every kind (weekly, even and odd weeks, n-th weekday).
    expect(recurringSeen).toBeGreaterThanOrEqual(20);
  });

  it('and the list feed holds the same events as the one-activity files', async () => {
    const res = await get('/api/activities.ics', {}, demo);
    const { events } = parseCalendar(res.body);
    const last = addDays(today, DAYS_AHEAD);
    for (const event of events.slice(0, 10)) {
      const single = parseCalendar((await get(`/api/activities/${idOfUid(event.uid)}.ics`, {}, demo)).body)
        .events[0]!;
      expect([...expandDays(event, today, last)]).toEqual([...expandDays(single, today, last)]);
    }
  });

  it('spot-checked through the API: the activities on a day are those the calendar puts on it', async () => {
    const last = addDays(today, DAYS_AHEAD);
    const { events } = parseCalendar((await get('/api/activities.ics', {}, demo)).body);
    const daysById = new Map(events.map((event) => [idOfUid(event.uid), expandDays(event, today, last)]));
    // Tomorrow, next week, the last day ahead, and the fortnight around the next year end with a week 53
    // (2026-W53 / 2027-W01), where odd weeks meet twice in a row and even weeks skip one.
    const runEnd = parityRunEnd(today);
    const days = [addDays(today, 1), addDays(today, 7), last];
    for (let offset = -10; offset <= 10; offset++) days.push(addDays(runEnd, offset));
    for (const day of days.filter((d) => d > today && d <= last)) {
      const fromApi = await listIds(`dateFilter=custom&startDate=${day}&endDate=${day}`, demo);
      const fromCalendar = [...daysById].filter(([, covered]) => covered.has(day)).map(([id]) => id);
      expect(
        fromApi.sort((a, b) => a - b),
        day,
      ).toEqual(fromCalendar.sort((a, b) => a - b));
    }
  });
});

describe('GET /api/activities.ics', () => {
  it('is the upcoming list as a calendar: headers, VTIMEZONE, one event per activity with a stable UID', async () => {
    const res = await get('/api/activities.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="meedoen.ics"');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const { calendar, events } = parseCalendar(res.body);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');
    expect(events.map((event) => idOfUid(event.uid)).sort((a, b) => a - b)).toEqual(
      (await listIds('')).sort((a, b) => a - b),
    );
    // The same UID on every request.
    const again = parseCalendar((await get('/api/activities.ics')).body).events.map((e) => e.uid);
    expect(again).toEqual(events.map((e) => e.uid));
  });

  it('writes times as Amsterdam wall-clock times and DTSTAMP and UNTIL in UTC', async () => {
    const lines = eventLines((await get('/api/activities.ics')).body);
    const starts = lines.filter((line) => line.startsWith('DTSTART'));
    expect(starts.length).toBeGreaterThan(0);
    for (const line of starts)
      expect(line).toMatch(/^DTSTART(;TZID=Europe\/Amsterdam:\d{8}T\d{6}|;VALUE=DATE:\d{8})$/);
    for (const line of lines.filter((l) => l.startsWith('DTSTAMP')))
      expect(line).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    for (const line of lines.filter((l) => l.startsWith('RRULE') && l.includes('UNTIL='))) {
      expect(line).toMatch(/UNTIL=(\d{8}T\d{6}Z|\d{8})(;|$)/);
    }
  });

  it('applies the list filters: only matching activities, and the same ones as the list', async () => {
    const portal = await createPortal(t.app);
    const free = await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Gratis koffie',
      price: 'Gratis',
      startDate: addDays(today, 3),
      startTime: '10:00',
      endTime: '11:00',
    });
    await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Betaalde cursus',
      price: '€15',
      startDate: addDays(today, 4),
    });
    const uids = async (query: string) =>
      parseCalendar((await get(`/api/activities.ics?${query}`)).body)
        .events.map((event) => idOfUid(event.uid))
        .sort((a, b) => a - b);

    expect((await uids(`organizationId=${portal.id}`)).length).toBe(2);
    expect(await uids(`organizationId=${portal.id}&freeOnly=true`)).toEqual([free.id]);
    for (const query of [
      'freeOnly=true',
      'tags=sport',
      'search=wandelen',
      'dateFilter=weekend',
      `dateFilter=custom&startDate=${addDays(today, 10)}&endDate=${addDays(today, 20)}`,
      'meetingScore=4',
      'oneTimeOnly=true',
      'showArchive=true',
    ]) {
      expect(await uids(query), query).toEqual((await listIds(query)).sort((a, b) => a - b));
    }
  });

  it(`holds at most ${FEED_MAX_ACTIVITIES} activities, the next ones first`, async () => {
    const portal = await createPortal(t.app);
    // Straight into the table (the API would take a request each), with their occurrences built after.
    const rows = Array.from({ length: FEED_MAX_ACTIVITIES + 1 }, (_, i) => ({
      portalId: portal.id,
      category: 'sport',
      title: `Reeks ${i}`,
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Teststad',
      postalCode: '1234 AB',
      startDate: addDays(today, 1 + (i % 30)),
    }));
    const ids = (await t.app.db.insert(activities).values(rows).returning({ id: activities.id })).map(
      (r) => r.id,
    );
    await refreshOccurrences(t.app.db, { activityIds: ids });
    const list = await get(`/api/activities?organizationId=${portal.id}&limit=${FEED_MAX_ACTIVITIES}`);
    expect(list.headers['x-total-count']).toBe(String(FEED_MAX_ACTIVITIES + 1));
    const res = await get(`/api/activities.ics?organizationId=${portal.id}`);
    const uids = parseCalendar(res.body).events.map((event) => idOfUid(event.uid));
    expect(uids).toEqual((list.json() as ActivityListItem[]).map((item) => item.id));
  });

  it('answers a wrong filter as the list does, in the person’s language', async () => {
    const res = await get('/api/activities.ics?dateFilter=custom&startDate=2026-13-01', {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid date: use the format yyyy-mm-dd.');
    const favourites = await get('/api/activities.ics?showFavorites=true');
    expect(favourites.statusCode).toBe(401);
  });

  it('has an ETag and answers a poll with nothing new with 304', async () => {
    const first = await get('/api/activities.ics');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const poll = await get('/api/activities.ics', { 'if-none-match': etag });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');
    // Compressed like the rest of the API, and a cache keeps the languages apart.
    const gzipped = await get('/api/activities.ics', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary).toLowerCase()).toContain('accept-language');
    expect(String(gzipped.headers.vary).toLowerCase()).toContain('accept-encoding');
    // Another language is another text.
    const english = await get('/api/activities.ics?lang=en', { 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
  });
});

describe('the iCalendar text', () => {
  let id: number;
  const title =
    'Koffie, taart; en meer \\ gezelligheid bij Café Zonnebloem in de Oude Binnenstad 🌻 voor iedereen';
  // Many multi-byte characters in a row, so folds must fall among them: 'é' is 2 octets, '🌻' 4.
  const description = `Eerste regel.\nTweede regel, met komma; en puntkomma.\n\nNa een witregel: “smakelijk” ☕️ ${'é'.repeat(75)} ${'🌻'.repeat(40)}`;

  beforeAll(async () => {
    const portal = await createPortal(t.app);
    id = (
      await createActivity(t.app, admin, {
        portalId: portal.id,
        title,
        description,
        meetingPoint: 'Bij de ingang, naast de fietsenstalling',
        streetAddress: 'Dorpsstraat 1',
        postalCode: '1234 AB',
        city: 'Teststad',
        startDate: addDays(today, 5),
        startTime: '14:00',
        endTime: '16:30',
      })
    ).id;
  });

  it('folds every line at 75 octets, never inside a character', async () => {
    const res = await get(`/api/activities/${id}.ics`);
    const lines = res.body.split('\r\n');
    expect(res.body.endsWith('END:VCALENDAR')).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    // A multi-byte character is never cut: each raw line is valid UTF-8 by itself.
    const raw = Buffer.from(res.rawPayload).toString('latin1').split('\r\n');
    for (const line of raw) expect(Buffer.from(line, 'latin1').toString('utf8')).not.toContain('\uFFFD');
  });

  it('escapes commas, semicolons, backslashes and newlines, and ical.js reads the text back unchanged', async () => {
    const res = await get(`/api/activities/${id}.ics`);
    const lines = unfold(res.body);
    expect(lines).toContain(
      'SUMMARY:Koffie\\, taart\\; en meer \\\\ gezelligheid bij Café Zonnebloem in de Oude Binnenstad 🌻 voor iedereen',
    );
    const descriptionLine = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(descriptionLine).toContain(
      'Eerste regel.\\nTweede regel\\, met komma\\; en puntkomma.\\n\\nNa een witregel',
    );
    expect(descriptionLine).not.toMatch(/[^\\][,;]/);
    // The file of one activity is named after it, escaped as TEXT too (ical.js does not know NAME, RFC
    // 7986, so it is checked as written).
    const escapedTitle = lines.find((line) => line.startsWith('SUMMARY:'))!.slice('SUMMARY:'.length);
    expect(lines).toContain(`NAME:Meedoen: ${escapedTitle}`);
    expect(lines).toContain(`X-WR-CALNAME:Meedoen: ${escapedTitle}`);
    const event = parseCalendar(res.body).events[0]!;
    expect(event.summary).toBe(title);
    expect(event.description).toContain(description);
    expect(event.location).toBe('Bij de ingang, naast de fietsenstalling, Dorpsstraat 1, 1234 AB Teststad');
  });
});

describe('GET /api/activities/:id.ics', () => {
  it('one activity: its times in Amsterdam, its page as URL, in the person’s language', async () => {
    const portal = await createPortal(t.app);
    const day = addDays(today, 6);
    const created = await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Samen wandelen',
      titleEn: 'Walking together',
      startDate: day,
      startTime: '09:30',
      endTime: '11:00',
    });
    const res = await get(`/api/activities/${created.id}.ics?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meedoen-${created.id}.ics"`);
    const lines = unfold(res.body);
    const compact = day.replaceAll('-', '');
    expect(lines).toContain(`DTSTART;TZID=Europe/Amsterdam:${compact}T093000`);
    expect(lines).toContain(`DTEND;TZID=Europe/Amsterdam:${compact}T110000`);
    expect(lines).toContain(`UID:activity-${created.id}@meedoen.example.nl`);
    expect(lines).toContain(`URL;VALUE=URI:${PUBLIC_URL}/activities/${created.id}`);
    const { events } = parseCalendar(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe('Walking together');
    expect(events[0]!.isRecurring()).toBe(false);
    expect(events[0]!.description).toContain(`${PUBLIC_URL}/activities/${created.id}`);
    // The instant is right too: ical.js turns the wall-clock time into UTC with the file's VTIMEZONE.
    const utcHour = events[0]!.startDate.toJSDate().getUTCHours();
    expect([7, 8]).toContain(utcHour); // 09:30 in summer (+2) or winter (+1)
  });

  it('a series as an RRULE: every other week, with RDATEs past a year end with week 53', async () => {
    const portal = await createPortal(t.app);
    const created = await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Oneven donderdagen',
      activityType: 'recurring',
      recurringFrequency: 'biweekly',
      recurringPattern: 'odd',
      recurringDays: ['thursday'],
      recurringStartDate: today,
      recurringStartTime: '18:30',
      recurringEndTime: '20:00',
    });
    const lines = eventLines((await get(`/api/activities/${created.id}.ics`)).body);
    const rrule = lines.find((line) => line.startsWith('RRULE:'))!;
    expect(rrule).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;WKST=MO;UNTIL=\d{8}T\d{6}Z$/);
    const runEnd = parityRunEnd(today);
    if (runEnd < addDays(today, DAYS_AHEAD - 7)) {
      // The run ends within the window: the days after it are listed, the first a week after W53's.
      const rdate = lines.find((line) => line.startsWith('RDATE;TZID=Europe/Amsterdam:'))!;
      expect(rdate).toContain(`${addDays(runEnd, 4).replaceAll('-', '')}T183000`);
    }
    const monthly = await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Tweede zaterdag',
      activityType: 'recurring',
      recurringFrequency: 'monthly',
      recurringPattern: 'second',
      recurringDays: ['saturday'],
      recurringStartDate: today,
      recurringStartTime: '10:00',
    });
    const monthlyLines = eventLines((await get(`/api/activities/${monthly.id}.ics`)).body);
    expect(monthlyLines).toContain('RRULE:FREQ=MONTHLY;BYDAY=2SA;WKST=MO');
    expect(monthlyLines.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('a series made today without a start date begins today, not months back (issue #41, item 10)', async () => {
    const portal = await createPortal(t.app);
    const created = await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Dagelijks koffie-uurtje',
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      recurringStartTime: '10:00',
      recurringEndTime: '11:00',
    });
    expect(created.recurringStartDate ?? null).toBeNull();
    const dtstart = `DTSTART;TZID=Europe/Amsterdam:${today.replaceAll('-', '')}T100000`;
    expect(eventLines((await get(`/api/activities/${created.id}.ics`)).body)).toContain(dtstart);
    const list = eventLines((await get(`/api/activities.ics?organizationId=${portal.id}`)).body);
    expect(list).toContain(dtstart);
    // Read as a calendar app does: no session before today.
    const { events } = parseCalendar((await get(`/api/activities/${created.id}.ics`)).body);
    expect(dateOf(events[0]!.startDate)).toBe(today);
  });

  it('an unknown id is a 404 in the person’s language; a malformed one a 400', async () => {
    const missing = await get('/api/activities/999999.ics');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Activiteit niet gevonden');
    const english = await get('/api/activities/999999.ics', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.json().message).toBe('Activity not found');
    expect((await get('/api/activities/abc.ics')).statusCode).toBe(400);
  });
});

describe('GET /api/activities.rss', () => {
  it('is RSS 2.0 of the same selection, the next first, each item linking to its page', async () => {
    const res = await get('/api/activities.rss?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const $ = load(res.body, { xml: true });
    expect($('rss').attr('version')).toBe('2.0');
    expect($('channel > title').text()).toBe('Meedoen: activities');
    expect($('channel > language').text()).toBe('en');
    const links = $('item > link')
      .map((_, el) => $(el).text())
      .get();
    const ids = await listIds('lang=en');
    expect(links).toEqual(ids.map((id) => `${PUBLIC_URL}/activities/${id}`));
    const first = $('item').first();
    expect(first.find('guid').attr('isPermaLink')).toBe('true');
    expect(first.find('description').text()).toContain('<strong>When:</strong>');
    expect(Number.isNaN(Date.parse(first.find('pubDate').text()))).toBe(false);
  });

  it('applies the filters and escapes what it shows', async () => {
    const portal = await createPortal(t.app);
    await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Kaas & <wijn> ]]> proeverij ]]> avond',
      description: 'Met <script>alert(1)</script> erbij',
      startDate: addDays(today, 2),
    });
    const res = await get(`/api/activities.rss?organizationId=${portal.id}`);
    const $ = load(res.body, { xml: true });
    expect($('item')).toHaveLength(1);
    expect($('item > title').text()).toBe('Kaas & <wijn> ]]> proeverij ]]> avond');
    expect($('item > description').text()).toContain('Met &lt;script&gt;alert(1)&lt;/script&gt; erbij');
    expect($('channel > title').text()).toBe('Meedoen: activiteiten');
  });
});

describe('RSS titles are plain text', () => {
  it('markup-like text in a title is escaped once, as text, never as HTML or CDATA', async () => {
    const portal = await createPortal(t.app);
    const title = '<b>Vet</b> &amp; <i>schuin</i> & "zo"';
    await createActivity(t.app, admin, { portalId: portal.id, title, startDate: addDays(today, 2) });
    const res = await get(`/api/activities.rss?organizationId=${portal.id}`);
    const $ = load(res.body, { xml: true });
    const element = $('item > title');
    // A reader gets the very characters typed, and no element inside the title.
    expect(element.text()).toBe(title);
    expect(element.children()).toHaveLength(0);
    // In the file: character data escaped once (an '&amp;' typed stays '&amp;' to the reader).
    expect(res.body).toContain(
      '<title>&lt;b&gt;Vet&lt;/b&gt; &amp;amp; &lt;i&gt;schuin&lt;/i&gt; &amp; "zo"</title>',
    );
    expect(res.body).not.toContain('<title><![CDATA[');
  });
});

describe('a changed activity in feeds already written', () => {
  // Each event's text is kept per activity (render-cache.ts) so that a feed of a new filter is cheap;
  // a change must show at once, in a feed asked for before and in one never asked for.
  it('shows the new title at once, in an old and a new filter, in ICS and RSS, in both languages', async () => {
    const portal = await createPortal(t.app);
    const changed = await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Schaken in de bibliotheek',
      startDate: addDays(today, 3),
    });
    await createActivity(t.app, admin, {
      portalId: portal.id,
      title: 'Dammen in het buurthuis',
      startDate: addDays(today, 4),
    });
    const oldFilter = `organizationId=${portal.id}`;
    const feeds = (filter: string) => [
      `/api/activities.ics?${filter}&lang=nl`,
      `/api/activities.ics?${filter}&lang=en`,
      `/api/activities.rss?${filter}&lang=nl`,
      `/api/activities.rss?${filter}&lang=en`,
    ];
    const titlesIn = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      if (url.includes('.ics')) return parseCalendar(res.body).events.map((event) => event.summary);
      const $ = load(res.body, { xml: true });
      return $('item > title')
        .map((_, el) => $(el).text())
        .get();
    };
    for (const url of [...feeds(oldFilter), `/api/activities/${changed.id}.ics`])
      expect(await titlesIn(url)).toContain('Schaken in de bibliotheek');

    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${changed.id}`,
      headers: { cookie: admin },
      payload: { title: 'Schaken en dammen in de bibliotheek' },
    });
    expect(update.statusCode, update.body).toBe(200);

    const newFilter = `organizationId=${portal.id}&oneTimeOnly=true`;
    for (const url of [...feeds(oldFilter), ...feeds(newFilter), `/api/activities/${changed.id}.ics`]) {
      const titles = await titlesIn(url);
      expect(titles, url).toContain('Schaken en dammen in de bibliotheek');
      expect(titles, url).not.toContain('Schaken in de bibliotheek');
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the feeds with their content types', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(Object.keys(paths['/api/activities.ics'].get.responses['200'].content)).toEqual(['text/calendar']);
    expect(paths['/api/activities/{id}.ics'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'id',
    );
    expect(Object.keys(paths['/api/activities.rss'].get.responses['200'].content)).toEqual([
      'application/rss+xml',
    ]);
  });
});
