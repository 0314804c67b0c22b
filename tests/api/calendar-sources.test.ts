import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities, activityChanges, calendarSources, portalOrganisers } from '../../src/server/db/schema';
import { selectRows } from '../../src/server/db/select-rows';
import { claimDueSources } from '../../src/server/features/sources/repository';
import { loginAs, markAddressConfirmed, registerMember } from '../helpers/accounts';
import { createPortal } from '../helpers/activity-factory';
import { stopMailApp, until } from '../helpers/mail-app';
import { startTestSmtpServer, type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #44 item 3: a calendar source read through the safe fetcher from a local HTTP server. Each event
// becomes or updates one activity; reading twice changes nothing; a changed time reaches the participant
// once; a removed event ends its activity; a broken source changes nothing and says why.

const day = (n: number) => addDays(todayInAmsterdam(), n).replace(/-/g, '');

/** What the fake club's server answers, by path; changed by the tests. */
const site: Record<string, { type: string; body: string | Buffer; etag?: string; location?: string }> = {};
let server: http.Server;
let hostPort: string;
let requests: { path: string; ifNoneMatch?: string }[] = [];

function ics(events: string[]): string {
  const body = events.map((event) => `BEGIN:VEVENT\r\n${event.trim().replace(/\n/g, '\r\n')}\r\nEND:VEVENT`);
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//club//NL\r\n${body.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
}
const concert = (time: string) =>
  `UID:concert@club\nSUMMARY:Koorconcert\nLOCATION:Kerk, Dorpsstraat 3, 2011 LR Haarlem\nDTSTART;TZID=Europe/Amsterdam:${day(10)}T${time}0000\nDTEND;TZID=Europe/Amsterdam:${day(10)}T230000`;
const walk = `UID:walk@club\nSUMMARY:Wandelen\nDTSTART;TZID=Europe/Amsterdam:${day(3)}T100000\nDTEND;TZID=Europe/Amsterdam:${day(3)}T113000\nRRULE:FREQ=WEEKLY`;

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;
let portalId: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, ifNoneMatch: request.headers['if-none-match'] });
    const answer = site[path];
    if (!answer) return response.writeHead(404).end();
    if (answer.location) return response.writeHead(302, { location: answer.location }).end();
    if (answer.etag && request.headers['if-none-match'] === answer.etag) return response.writeHead(304).end();
    response.writeHead(200, { 'content-type': answer.type, ...(answer.etag ? { etag: answer.etag } : {}) });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A real mail server, and the fake club allowed as IMPORT_TEST_ALLOW_HOSTS would.
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    mail: smtp.mailConfig(),
    publicUrl: 'https://meedoen.test',
    importTestAllowHosts: [hostPort],
  });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app, { city: 'Haarlem' })).id;
});
afterAll(async () => {
  await stopMailApp(t, smtp);
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

const url = (path: string) => `http://${hostPort}${path}`;

async function addSource(path: string, cookie = admin, forPortal = portalId) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sources',
    headers: { cookie },
    payload: { url: url(path), portalId: forPortal, needsApproval: false },
  });
}

async function read(id: number, cookie = admin) {
  const res = await t.app.inject({ method: 'POST', url: `/api/sources/${id}/read`, headers: { cookie } });
  return res;
}

async function sourceActivities(sourceId: number) {
  return t.app.db
    .select()
    .from(activities)
    .where(eq(activities.sourceId, sourceId))
    .orderBy(activities.sourceKey);
}

async function activityCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(activities);
  return row!.n;
}

/** A source at `path` serving these events, read once; answers its id. */
async function readSource(path: string, events: string[], etag?: string): Promise<number> {
  site[path] = { type: 'text/calendar; charset=utf-8', body: ics(events), etag };
  const added = await addSource(path);
  expect(added.statusCode, added.body).toBe(201);
  const res = await read(added.json().id);
  expect(res.json().source).toMatchObject({ lastOutcome: 'ok', lastAdded: events.length });
  return added.json().id;
}

describe('a calendar source', () => {
  it('adds each event as one activity, with the portal and defaults filling what the calendar lacks', async () => {
    site['/club.ics'] = {
      type: 'text/calendar; charset=utf-8',
      body: ics([concert('19'), walk]),
      etag: '"v1"',
    };
    const added = await addSource('/club.ics');
    expect(added.statusCode, added.body).toBe(201);
    const sourceId = added.json().id;
    const res = await read(sourceId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toMatchObject({
      lastOutcome: 'ok',
      lastError: null,
      lastAdded: 2,
      kind: 'ics',
    });
    const [concertRow, walkRow] = await sourceActivities(sourceId);
    expect(concertRow).toMatchObject({
      sourceKey: 'concert@club',
      title: 'Koorconcert',
      activityType: 'one-time',
      startTime: '19:00',
      meetingPoint: 'Kerk',
      streetAddress: 'Dorpsstraat 3',
      postalCode: '2011 LR',
      city: 'Haarlem',
      category: 'overige',
    });
    expect(walkRow).toMatchObject({
      sourceKey: 'walk@club',
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringEndDate: null,
      recurringStartTime: '10:00',
      city: 'Haarlem',
      meetingPoint: 'Zie de omschrijving',
    });
    // The list shows it.
    const list = await t.app.inject({ method: 'GET', url: '/api/activities?search=Koorconcert' });
    expect(list.json().map((a: { title: string }) => a.title)).toContain('Koorconcert');
  });

  it('puts the events of a source that needs approval in the queue, once, and publishes nothing', async () => {
    site['/queue.ics'] = { type: 'text/calendar', body: ics([concert('19')]) };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/sources',
      headers: { cookie: admin },
      payload: { url: url('/queue.ics'), portalId, needsApproval: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    const sourceId = added.json().id;
    const before = await activityCount();
    const first = await read(sourceId);
    expect(first.json(), first.body).toMatchObject({ proposed: 1 });
    expect(await activityCount()).toBe(before);
    const queued = () =>
      selectRows<{ id: number; status: string; title: string }>(
        t.app.db,
        sql`select id, status, title from proposals where source_id = ${sourceId} and source_key = 'concert@club'`,
      );
    expect(await queued()).toMatchObject([{ status: 'pending', title: 'Koorconcert' }]);
    // Read again with nothing new: still one proposal, nothing published.
    site['/queue.ics'] = { type: 'text/calendar', body: `${site['/queue.ics']!.body}\r\n` };
    await read(sourceId);
    expect(await queued()).toHaveLength(1);
    expect(await activityCount()).toBe(before);
    // Approved, it is an activity like any other.
    const [proposal] = await queued();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${proposal!.id}/approve`,
      headers: { cookie: admin },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await activityCount()).toBe(before + 1);
  });

  it('asks conditionally the second time: a 304 is unchanged, and so are the same bytes', async () => {
    const sourceId = await readSource('/cond.ics', [concert('19'), walk], '"v1"');
    requests = [];
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(activityChanges);
    const res = await read(sourceId);
    expect(requests).toEqual([{ path: '/cond.ics', ifNoneMatch: '"v1"' }]);
    expect(res.json().source).toMatchObject({ lastOutcome: 'unchanged', lastAdded: 0, lastChanged: 0 });
    // The server forgets its ETag: the same bytes are read, and still nothing changes.
    site['/cond.ics'] = { ...site['/cond.ics']!, etag: undefined };
    const again = await read(sourceId);
    expect(again.json().source).toMatchObject({ lastOutcome: 'unchanged' });
    // Another ETag with the same events: read, and nothing changed.
    site['/cond.ics'] = { ...site['/cond.ics']!, body: `${site['/cond.ics']!.body}\r\n`, etag: '"v2"' };
    const third = await read(sourceId);
    expect(third.json().source).toMatchObject({
      lastOutcome: 'ok',
      lastAdded: 0,
      lastChanged: 0,
      lastEnded: 0,
    });
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(activityChanges);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('changes the activity when its time changes, and mails the participant once', async () => {
    const sourceId = await readSource('/changed.ics', [concert('19'), walk], '"v1"');
    const [concertRow] = await sourceActivities(sourceId);
    const { cookie, user } = await registerMember(t.app, { firstName: 'Anna' });
    await markAddressConfirmed(t.app, user.id);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${concertRow!.id}/register`,
      headers: { cookie },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    smtp.received.length = 0;
    site['/changed.ics'] = { type: 'text/calendar', body: ics([concert('20'), walk]), etag: '"v3"' };
    const res = await read(sourceId);
    expect(res.json().source).toMatchObject({ lastOutcome: 'ok', lastChanged: 1, lastAdded: 0 });
    const [changed] = await sourceActivities(sourceId);
    expect(changed!.startTime).toBe('20:00');
    const notices = () =>
      smtp.received.filter(
        (mail) => mail.to.includes(user.email as string) && textBodyOf(mail.raw).includes('Koorconcert'),
      );
    expect(await until(() => notices().length > 0)).toBe(true);
    expect(textBodyOf(notices()[0]!.raw)).toContain('20:00');
    // Read again with new bytes but the same events: no second mail.
    site['/changed.ics'] = {
      ...site['/changed.ics']!,
      body: `${site['/changed.ics']!.body}\r\n`,
      etag: '"v4"',
    };
    expect((await read(sourceId)).json().source.lastChanged).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices()).toHaveLength(1);
  });

  it('ends an activity whose event left the calendar, and keeps it', async () => {
    const sourceId = await readSource('/ended.ics', [concert('20'), walk], '"v1"');
    site['/ended.ics'] = { type: 'text/calendar', body: ics([concert('20')]), etag: '"v5"' };
    const res = await read(sourceId);
    expect(res.json().source).toMatchObject({ lastOutcome: 'ok', lastEnded: 1, lastChanged: 0 });
    const walkRow = (await sourceActivities(sourceId)).find((row) => row.sourceKey === 'walk@club')!;
    expect(walkRow.recurringEndDate).toBe(addDays(todayInAmsterdam(), -1));
    const history = await t.app.db
      .select({ action: activityChanges.action, via: activityChanges.via })
      .from(activityChanges)
      .where(and(eq(activityChanges.activityId, walkRow.id), eq(activityChanges.action, 'ended')));
    expect(history).toEqual([{ action: 'ended', via: 'source' }]);
    // Read again: nothing more to end.
    site['/ended.ics'] = { ...site['/ended.ics']!, etag: '"v6"', body: `${site['/ended.ics']!.body}\r\n` };
    expect((await read(sourceId)).json().source.lastEnded).toBe(0);
  });

  it('reads a page of schema.org Events in an ItemList', async () => {
    const event = (name: string, n: number) => ({
      '@type': 'ListItem',
      item: {
        '@type': 'Event',
        name,
        url: `https://club.example/agenda/${n}`,
        startDate: `${addDays(todayInAmsterdam(), n)}T14:00:00+01:00`,
        location: {
          '@type': 'Place',
          name: 'Clubhuis',
          address: { streetAddress: 'Laan 1', postalCode: '2000 AA', addressLocality: 'Haarlem' },
        },
      },
    });
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        event('Open dag', 5),
        // What the page says about who can come becomes the activity's facets (issue #45).
        {
          ...event('Bingo', 6),
          item: {
            ...event('Bingo', 6).item,
            accessibilityFeature: ['wheelchairAccessible'],
            typicalAgeRange: '6-',
          },
        },
      ],
    };
    site['/agenda'] = {
      type: 'text/html',
      body: `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(list)}</script></head><body></body></html>`,
    };
    const added = await addSource('/agenda');
    const res = await read(added.json().id);
    expect(res.json().source).toMatchObject({ lastOutcome: 'ok', lastAdded: 2, kind: 'page' });
    const rows = await sourceActivities(added.json().id);
    expect(rows.map((row) => [row.sourceKey, row.title, row.facets])).toEqual([
      ['https://club.example/agenda/5', 'Open dag', []],
      ['https://club.example/agenda/6', 'Bingo', ['wheelchair', 'children']],
    ]);
  });

  it('skips an event without a start or with an unknown time zone, and says so', async () => {
    site['/mixed.ics'] = {
      type: 'text/calendar',
      body: ics([
        'UID:nostart@club\nSUMMARY:Zonder begin',
        `UID:mars@club\nSUMMARY:Op Mars\nDTSTART;TZID=Mars/Olympus:${day(4)}T100000`,
        `UID:fine@club\nSUMMARY:Goed\nDTSTART;TZID=Europe/Amsterdam:${day(4)}T100000`,
      ]),
    };
    const added = await addSource('/mixed.ics');
    const res = await read(added.json().id);
    expect(res.json()).toMatchObject({
      source: { lastOutcome: 'ok', lastAdded: 1, lastError: 'someEventsSkipped' },
      skipped: [
        { key: 'nostart@club', problem: 'noStart' },
        { key: 'mars@club', problem: 'unknownTimeZone' },
      ],
    });
  });
});

describe("a calendar's EXDATE", () => {
  const iso = (n: number) => addDays(todayInAmsterdam(), n);
  const club = (...excluded: number[]) =>
    `UID:club-evening@club\nSUMMARY:Clubavond\nDTSTART;TZID=Europe/Amsterdam:${day(3)}T193000\nDTEND;TZID=Europe/Amsterdam:${day(3)}T213000\nRRULE:FREQ=WEEKLY${excluded.map((n) => `\nEXDATE;TZID=Europe/Amsterdam:${day(n)}T193000`).join('')}`;
  const serve = (body: string, etag: string) => {
    site['/exdate.ics'] = { type: 'text/calendar', body, etag };
  };
  const datesOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/activities/${id}/dates?limit=10` })).json() as {
      date: string;
      cancelled: boolean;
      reason: string | null;
    }[];
  const cancelledOf = async (id: number) => (await datesOf(id)).filter((d) => d.cancelled).map((d) => d.date);
  const historyOf = (id: number) =>
    t.app.db
      .select({ action: activityChanges.action, via: activityChanges.via, fields: activityChanges.fields })
      .from(activityChanges)
      .where(eq(activityChanges.activityId, id))
      .orderBy(activityChanges.id);

  it('keeps the weekly rule with the date cancelled, mails a newly cancelled date once, and restores only its own', async () => {
    const sourceId = await readSource('/exdate.ics', [club(10)], '"x1"');
    const [row] = await sourceActivities(sourceId);
    expect(row).toMatchObject({ activityType: 'recurring', recurringFrequency: 'weekly' });
    const first = await datesOf(row!.id);
    expect(first.find((d) => d.date === iso(10))).toMatchObject({
      cancelled: true,
      reason: 'Vervalt volgens de agenda van de organisatie',
    });
    expect(first.filter((d) => d.cancelled)).toHaveLength(1);

    // A member on the date the calendar takes out next, and the organiser's own cancellation of another.
    const { cookie, user } = await registerMember(t.app, { firstName: 'Bram' });
    await markAddressConfirmed(t.app, user.id);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${row!.id}/register`,
      headers: { cookie },
      payload: { date: iso(17) },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${row!.id}/dates/${iso(24)}/cancel`,
      headers: { cookie: admin },
      payload: { reason: 'Zaal bezet' },
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const cancelMails = () =>
      smtp.received.filter(
        (mail) => mail.to.includes(user.email as string) && textBodyOf(mail.raw).includes('gaat niet door'),
      );
    smtp.received.length = 0;

    serve(ics([club(10, 17)]), '"x2"');
    const second = await read(sourceId);
    expect(second.json().source).toMatchObject({ lastOutcome: 'ok', lastAdded: 0 });
    expect(await cancelledOf(row!.id)).toEqual([iso(10), iso(17), iso(24)]);
    expect(await until(() => cancelMails().length > 0)).toBe(true);
    expect(textBodyOf(cancelMails()[0]!.raw)).toContain('Vervalt volgens de agenda van de organisatie');
    const history = await historyOf(row!.id);
    expect(history.filter((h) => h.action === 'dateCancelled')).toEqual([
      { action: 'dateCancelled', via: 'source', fields: expect.objectContaining({ date: { to: iso(10) } }) },
      { action: 'dateCancelled', via: 'hand', fields: expect.objectContaining({ date: { to: iso(24) } }) },
      { action: 'dateCancelled', via: 'source', fields: expect.objectContaining({ date: { to: iso(17) } }) },
    ]);

    // The same events again (other bytes): nothing changes, nobody hears twice.
    serve(`${ics([club(10, 17)])}\r\n`, '"x3"');
    const third = await read(sourceId);
    expect(third.json().source).toMatchObject({ lastOutcome: 'ok', lastAdded: 0, lastChanged: 0 });
    expect(await historyOf(row!.id)).toEqual(history);
    await t.app.outbox.sendDue();
    expect(cancelMails()).toHaveLength(1);

    // The calendar no longer takes out either: the source's own dates go ahead, the organiser's stays.
    serve(ics([club()]), '"x4"');
    await read(sourceId);
    expect(await cancelledOf(row!.id)).toEqual([iso(24)]);
    const restored = (await historyOf(row!.id)).filter((h) => h.action === 'dateRestored');
    expect(restored.map((h) => [h.via, (h.fields.date as { to: string }).to])).toEqual([
      ['source', iso(10)],
      ['source', iso(17)],
    ]);
  });
});

describe('a broken source changes nothing and says why', () => {
  const cases: [string, () => void, string][] = [
    [
      'HTML instead of ICS',
      () => (site['/broken'] = { type: 'text/html', body: '<html><body>Agenda</body></html>' }),
      'notACalendar',
    ],
    [
      '10 MB of calendar',
      () => (site['/broken'] = { type: 'text/calendar', body: Buffer.alloc(10 * 1024 * 1024, 'A') }),
      'tooLarge',
    ],
    [
      'a redirect to a private address',
      () => (site['/broken'] = { type: 'text/calendar', body: '', location: 'http://10.1.2.3/club.ics' }),
      'privateAddress',
    ],
    ['an empty calendar', () => (site['/broken'] = { type: 'text/calendar', body: ics([]) }), 'noEvents'],
  ];
  let sourceId: number;
  beforeAll(async () => {
    site['/broken'] = { type: 'text/calendar', body: ics([concert('19')]) };
    sourceId = (await addSource('/broken')).json().id;
    expect((await read(sourceId)).json().source.lastAdded).toBe(1);
  });

  it.each(cases)('%s', async (_name, serve, error) => {
    serve();
    const before = await sourceActivities(sourceId);
    const count = await activityCount();
    const res = await read(sourceId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toMatchObject({
      lastOutcome: 'error',
      lastError: error,
      lastAdded: 0,
      lastEnded: 0,
    });
    expect(await sourceActivities(sourceId)).toEqual(before);
    expect(await activityCount()).toBe(count);
  });
});

describe('who may manage a source', () => {
  let otherPortal: number;
  let organiser: string;
  let sourceId: number;
  beforeAll(async () => {
    otherPortal = (await createPortal(t.app)).id;
    const { cookie, user } = await registerMember(t.app, { firstName: 'Olga' });
    await t.app.db.insert(portalOrganisers).values({ userId: user.id, portalId: otherPortal });
    organiser = cookie;
    site['/perm.ics'] = { type: 'text/calendar', body: ics([concert('19')]) };
    sourceId = (await addSource('/perm.ics')).json().id;
  });

  it('refuses an organiser of another portal with a 403 and changes nothing', async () => {
    for (const res of [
      await read(sourceId, organiser),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/sources/${sourceId}`,
        headers: { cookie: organiser },
        payload: { paused: true },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/sources/${sourceId}`,
        headers: { cookie: organiser },
      }),
      await addSource('/perm.ics', organiser, portalId),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/sources', headers: { cookie: organiser } });
    expect(list.json()).toEqual([]);
    const [row] = (await t.app.inject({ method: 'GET', url: '/api/sources', headers: { cookie: admin } }))
      .json()
      .filter((s: { id: number }) => s.id === sourceId);
    expect(row).toMatchObject({ paused: false, lastReadAt: null });
  });

  it('lets an organiser manage their own portal’s sources', async () => {
    const own = await addSource('/perm.ics', organiser, otherPortal);
    expect(own.statusCode, own.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/sources', headers: { cookie: organiser } });
    expect(list.json().map((s: { id: number }) => s.id)).toEqual([own.json().id]);
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/sources/${own.json().id}`,
      headers: { cookie: organiser },
      payload: { paused: true },
    });
    expect(paused.json()).toMatchObject({ paused: true });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/sources/${own.json().id}`,
      headers: { cookie: organiser },
    });
    expect(gone.statusCode).toBe(204);
  });

  it('refuses a member who organises nothing, and bad input in their language', async () => {
    const { cookie } = await registerMember(t.app, { firstName: 'Mo' });
    expect((await t.app.inject({ method: 'GET', url: '/api/sources', headers: { cookie } })).statusCode).toBe(
      403,
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sources',
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: { url: 'ftp://club.example/agenda.ics', portalId },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/http/);
    const twice = await addSource('/perm.ics');
    expect(twice.statusCode).toBe(409);
  });
});

describe('the hourly read', () => {
  it('claims each due source once across processes, never a paused one', async () => {
    site['/due-a.ics'] = { type: 'text/calendar', body: ics([concert('19')]) };
    site['/due-b.ics'] = { type: 'text/calendar', body: ics([concert('19')]) };
    const a = (await addSource('/due-a.ics')).json().id as number;
    const b = (await addSource('/due-b.ics')).json().id as number;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sources/${b}`,
      headers: { cookie: admin },
      payload: { paused: true },
    });
    await t.app.db.update(calendarSources).set({ nextReadAt: new Date(Date.now() - 60_000) });
    const [first, second] = await Promise.all([
      claimDueSources(t.app.db, 100),
      claimDueSources(t.app.db, 100),
    ]);
    const claimed = [...first!, ...second!];
    expect(claimed.filter((id) => id === a)).toHaveLength(1);
    expect(claimed).not.toContain(b);
    // Claimed sources wait an hour for their next turn.
    expect(await claimDueSources(t.app.db, 100)).toEqual([]);
  });
});
