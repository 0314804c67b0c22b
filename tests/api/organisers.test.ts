import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { WEEKDAYS } from '../../src/domain/recurrence/recurrence-rule';
import { ADMIN_ONLY, NOT_YOUR_PORTAL } from '../../src/server/plugins/session';
import { loginAs, randomAddress, registerMember } from '../helpers/accounts';
import { activityPayload, createActivity, createPortal } from '../helpers/activity-factory';
import { makeOrganiser, registerOrganiser } from '../helpers/organisers';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #44, item 1: an administrator makes a member the organiser of one or more portals; the organiser
// manages those portals' activities (and sees their participants and the messages about them) and
// nothing else. Acting on another portal's activity is a 403 that changes nothing.

let t: TestApp;
let admin: string;
let portalA: number;
let portalB: number;
const day = (n: number) => addDays(todayInAmsterdam(), n);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  portalA = (await createPortal(t.app, { name: `Museum A ${Date.now()}` })).id;
  portalB = (await createPortal(t.app, { name: `Club B ${Date.now()}` })).id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, cookie?: string, payload?: object, lang = 'nl') =>
  t.app.inject({
    method,
    url,
    remoteAddress: randomAddress(),
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every day from tomorrow for a week, 19:00–21:00, on the given portal. */
function weekSeries(portalId: number) {
  return createActivity(t.app, admin, {
    portalId,
    title: 'Koor',
    activityType: 'recurring',
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringDays: [...WEEKDAYS],
    recurringStartDate: day(1),
    recurringEndDate: day(7),
    recurringStartTime: '19:00',
    recurringEndTime: '21:00',
  });
}

describe('making a member an organiser', () => {
  it('an administrator sets, replaces and clears the portals; every user payload shows them', async () => {
    const member = await registerMember(t.app);
    const made = await makeOrganiser(t.app, admin, member.user.id, [portalB, portalA, portalA]);
    expect(made.organiserOf).toEqual([portalA, portalB].sort((a, b) => a - b));
    expect((await inject('GET', '/api/user', member.cookie)).json().organiserOf).toEqual(made.organiserOf);
    expect((await inject('GET', `/api/users/${member.user.id}`, admin)).json().organiserOf).toEqual(
      made.organiserOf,
    );

    expect((await makeOrganiser(t.app, admin, member.user.id, [portalB])).organiserOf).toEqual([portalB]);
    expect((await makeOrganiser(t.app, admin, member.user.id, [])).organiserOf).toEqual([]);
    const gone = await rowsOf(sql`select 1 from portal_organisers where user_id = ${member.user.id}`);
    expect(gone).toHaveLength(0);
  });

  it('an administrator may name the portals when creating a user', async () => {
    const res = await inject('POST', '/api/users', admin, {
      username: `org${Date.now()}`,
      email: `org${Date.now()}@example.test`,
      password: 'Meedoen-test-2026!',
      confirmPassword: 'Meedoen-test-2026!',
      isAdmin: false,
      organiserOf: [portalA],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().organiserOf).toEqual([portalA]);
  });

  it('a member sending organiserOf, even for themself, is refused and nothing changes', async () => {
    const member = await registerMember(t.app);
    for (const lang of ['nl', 'en'] as const) {
      const res = await inject(
        'PUT',
        `/api/users/${member.user.id}`,
        member.cookie,
        { firstName: 'Nieuw', organiserOf: [portalA] },
        lang,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_ONLY[lang]);
    }
    const rows = await rowsOf(sql`select 1 from portal_organisers where user_id = ${member.user.id}`);
    expect(rows).toHaveLength(0);
    expect((await inject('GET', '/api/user', member.cookie)).json().firstName).toBe('Test');
  });

  it('an unknown portal is a 400 in the person’s language and changes nothing', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const nl = await inject('PUT', `/api/users/${organiser.user.id}`, admin, {
      organiserOf: [portalB, 999_999],
    });
    expect(nl.statusCode).toBe(400);
    expect(nl.json().message).toMatch(/bestaat niet/);
    const en = await inject(
      'PUT',
      `/api/users/${organiser.user.id}`,
      admin,
      { organiserOf: [999_999] },
      'en',
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toMatch(/does not exist/);
    const bad = await inject('PUT', `/api/users/${organiser.user.id}`, admin, { organiserOf: ['a'] });
    expect(bad.statusCode).toBe(400);
    expect((await inject('GET', '/api/user', organiser.cookie)).json().organiserOf).toEqual([portalA]);
  });
});

describe('an organiser at work', () => {
  it('creates and edits an activity of their portal; it records who made and changed it', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const created = await inject(
      'POST',
      '/api/activities',
      organiser.cookie,
      activityPayload({ portalId: portalA }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const edited = await inject('PUT', `/api/activities/${id}`, organiser.cookie, { title: 'Rondleiding' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Rondleiding');
    const [row] = await rowsOf<{ created_by: number; updated_by: number }>(
      sql`select created_by, updated_by from activities where id = ${id}`,
    );
    expect(row).toEqual({ created_by: organiser.user.id, updated_by: organiser.user.id });
    const list = await inject('GET', '/api/admin/activities', organiser.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { id: number }) => a.id)).toContain(id);
  });

  it('cancels a date of their portal’s series', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const series = await weekSeries(portalA);
    const res = await inject(
      'POST',
      `/api/activities/${series.id}/dates/${day(2)}/cancel`,
      organiser.cookie,
      {
        reason: 'Zaal bezet',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelled).toBe(true);
  });

  it('is refused on another portal’s activity, in nl and en, and nothing changes', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const theirs = await weekSeries(portalB);
    const before = await rowsOf(sql`select * from activities where id = ${theirs.id}`);
    const attempts: [Method, string, object?][] = [
      ['PUT', `/api/activities/${theirs.id}`, { title: 'Overgenomen' }],
      ['DELETE', `/api/activities/${theirs.id}`],
      ['POST', `/api/activities/${theirs.id}/dates/${day(2)}/cancel`, {}],
      ['POST', `/api/activities/${theirs.id}/dates/${day(2)}/move`, { date: day(3) }],
      ['GET', `/api/activities/${theirs.id}/registrations`],
      ['GET', `/api/admin/activities/${theirs.id}/participants`],
      ['POST', '/api/activities', activityPayload({ portalId: portalB })],
    ];
    for (const [method, url, body] of attempts) {
      for (const lang of ['nl', 'en'] as const) {
        const res = await inject(method, url, organiser.cookie, body, lang);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(NOT_YOUR_PORTAL[lang]);
      }
    }
    expect(await rowsOf(sql`select * from activities where id = ${theirs.id}`)).toEqual(before);
    const changes = await rowsOf(sql`select 1 from date_changes where activity_id = ${theirs.id}`);
    expect(changes).toHaveLength(0);
    const list = await inject('GET', '/api/admin/activities', organiser.cookie);
    expect(list.json().map((a: { id: number }) => a.id)).not.toContain(theirs.id);
    const filtered = await inject('GET', `/api/admin/activities?portalId=${portalB}`, organiser.cookie);
    expect(filtered.json()).toEqual([]);
  });

  it('may not move their activity to a portal they do not organise', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const ours = await createActivity(t.app, admin, { portalId: portalA });
    const res = await inject('PUT', `/api/activities/${ours.id}`, organiser.cookie, { portalId: portalB });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_YOUR_PORTAL.nl);
    const [row] = await rowsOf<{ portal_id: number }>(
      sql`select portal_id from activities where id = ${ours.id}`,
    );
    expect(row!.portal_id).toBe(portalA);
  });

  it('sees the participants of their portal’s dates only', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const ours = await weekSeries(portalA);
    const member = await registerMember(t.app);
    const joined = await inject('POST', `/api/activities/${ours.id}/register`, member.cookie, {
      date: day(1),
    });
    expect(joined.statusCode).toBeLessThan(300);
    const res = await inject(
      'GET',
      `/api/activities/${ours.id}/registrations?date=${day(1)}`,
      organiser.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain(member.user.username);
  });

  it('sees, counts and handles only the messages about their portals’ activities', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const ours = await createActivity(t.app, admin, { portalId: portalA });
    const theirs = await createActivity(t.app, admin, { portalId: portalB });
    const ids: number[] = [];
    for (const about of [ours.id, theirs.id, null]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: randomAddress(),
        payload: { name: 'Bezoeker', email: 'bezoeker@example.test', subject: 'partner' },
      });
      expect(sent.statusCode).toBe(201);
      const [message] = await rowsOf<{ id: number }>(sql`select max(id)::int as id from contact_messages`);
      await t.app.db.execute(
        sql`update contact_messages set activity_id = ${about} where id = ${message!.id}`,
      );
      ids.push(message!.id);
    }
    const [aboutOurs, aboutTheirs, general] = ids as [number, number, number];
    const inbox = await inject('GET', '/api/contact-messages', organiser.cookie);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().map((m: { id: number }) => m.id)).toEqual([aboutOurs]);
    expect(inbox.json()[0].activityId).toBe(ours.id);
    const count = await inject('GET', '/api/contact-messages/unhandled-count', organiser.cookie);
    expect(count.json()).toEqual({ count: 1 });

    const handled = await inject('PATCH', `/api/contact-messages/${aboutOurs}`, organiser.cookie, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    for (const id of [aboutTheirs, general]) {
      const res = await inject('PATCH', `/api/contact-messages/${id}`, organiser.cookie, { handled: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_YOUR_PORTAL.nl);
      const gone = await inject('DELETE', `/api/contact-messages/${id}`, organiser.cookie);
      expect(gone.statusCode).toBe(403);
    }
    const open = await rowsOf<{ id: number }>(
      sql`select id from contact_messages where id in (${aboutTheirs}, ${general}) and handled_at is null`,
    );
    expect(open).toHaveLength(2);
    // The administrator still sees every message.
    const all = await inject('GET', '/api/contact-messages?limit=100', admin);
    expect(all.json().map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining(ids));
  });

  it('sees only their own portals in the overview, and no user administration', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const overview = await inject('GET', '/api/portals/overview', organiser.cookie);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().map((p: { id: number }) => p.id)).toEqual([portalA]);
    const other = await registerMember(t.app);
    const res = await inject('PUT', `/api/users/${other.user.id}`, organiser.cookie, {
      organiserOf: [portalA],
    });
    expect(res.statusCode).toBe(403);
    const portal = await inject('PUT', `/api/portals/${portalA}`, organiser.cookie, {
      name: 'Nieuwe naam',
      type: 'organization',
    });
    expect(portal.statusCode).toBe(403);
    expect(portal.json().message).toBe(ADMIN_ONLY.nl);
  });

  it('loses the rights from the next request on when the administrator takes them away', async () => {
    const organiser = await registerOrganiser(t.app, admin, [portalA]);
    const ours = await createActivity(t.app, admin, { portalId: portalA });
    await makeOrganiser(t.app, admin, organiser.user.id, []);
    const res = await inject('PUT', `/api/activities/${ours.id}`, organiser.cookie, { title: 'Niet meer' });
    expect(res.statusCode).toBe(403);
  });
});
