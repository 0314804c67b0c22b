import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityHistory, AgendaHistory } from '../../src/domain/activities/history';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { WEEKDAYS } from '../../src/domain/recurrence/recurrence-rule';
import { selectRows } from '../../src/server/db/select-rows';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #44, item 5: every change to an activity is kept (who, when, how, each field from what to what)
// and shown to its organisers and administrators; a deleted account leaves no name behind.

let t: TestApp;
let admin: string;
let portalId: number;
const today = todayInAmsterdam();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

async function historyOf(id: number, cookie = admin, query = ''): Promise<ActivityHistory> {
  const res = await inject('GET', `/api/activities/${id}/history${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const changeCount = async (id: number) =>
  Number(
    (
      await selectRows<{ n: string }>(
        t.app.db,
        sql`select count(*) as n from activity_changes where activity_id = ${id}`,
      )
    )[0]?.n,
  );

/** A member made administrator in the database, so they can change activities and later leave. */
async function secondAdministrator(firstName: string) {
  const member = await registerMember(t.app, { firstName, lastName: 'Bakker' });
  await t.app.db.execute(sql`update users set is_admin = true where id = ${member.user.id}`);
  return member;
}

async function organiserOf(portal: number) {
  const member = await registerMember(t.app);
  await t.app.db.execute(
    sql`insert into portal_organisers (user_id, portal_id) values (${member.user.id}, ${portal})`,
  );
  return member;
}

describe('GET /api/activities/{id}/history', () => {
  it('shows the creation, then each edit with its fields from what to what, newest first', async () => {
    const anna = await secondAdministrator('Anna');
    const activity = await createActivity(t.app, anna.cookie, {
      portalId,
      title: 'Wandelen',
      startTime: '19:00',
    });
    const edit = await inject('PUT', `/api/activities/${activity.id}`, anna.cookie, {
      title: 'Wandelen in het park',
      startTime: '19:30',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const history = await historyOf(activity.id);
    expect(history.changes.map((c) => c.action)).toEqual(['updated', 'created']);
    const [updated, created] = history.changes;
    expect(updated?.by).toEqual({ id: anna.user.id, name: 'Anna Bakker' });
    expect(updated?.via).toBe('hand');
    expect(updated?.source).toBeNull();
    expect(updated?.fields).toEqual(
      expect.arrayContaining([
        { field: 'title', from: 'Wandelen', to: 'Wandelen in het park' },
        { field: 'startTime', from: '19:00', to: '19:30' },
      ]),
    );
    expect(updated?.fields).toHaveLength(2);
    expect(created?.fields).toEqual(expect.arrayContaining([{ field: 'title', to: 'Wandelen' }]));
    expect(history.createdBy).toEqual({ id: anna.user.id, name: 'Anna Bakker' });
    expect(history.updatedBy).toEqual({ id: anna.user.id, name: 'Anna Bakker' });
    expect(history.activity).toEqual({ id: activity.id, title: 'Wandelen in het park' });
  });

  it('adds nothing for a save that changes nothing', async () => {
    const activity = await createActivity(t.app, admin, { portalId, title: 'Schaken' });
    const before = await changeCount(activity.id);
    const res = await inject('PUT', `/api/activities/${activity.id}`, admin, { title: 'Schaken', portalId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await changeCount(activity.id)).toBe(before);
  });

  it('pages with limit and before', async () => {
    const activity = await createActivity(t.app, admin, { portalId, title: 'Tekenen 0' });
    for (const n of [1, 2, 3]) {
      await inject('PUT', `/api/activities/${activity.id}`, admin, { title: `Tekenen ${n}` });
    }
    const first = await historyOf(activity.id, admin, '?limit=2');
    expect(first.changes.map((c) => c.fields.find((f) => f.field === 'title')?.to)).toEqual([
      'Tekenen 3',
      'Tekenen 2',
    ]);
    expect(first.nextBefore).not.toBeNull();
    const second = await historyOf(activity.id, admin, `?limit=2&before=${first.nextBefore}`);
    expect(second.changes.map((c) => c.action)).toEqual(['updated', 'created']);
    expect(second.nextBefore).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${activity.id}/history?limit=0`,
      headers: { cookie: admin, 'accept-language': 'nl' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/limit/);
  });

  it('records a cancelled, restored and moved date and a date’s welcomer', async () => {
    const series = await createActivity(t.app, admin, {
      portalId,
      title: 'Koor',
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: [...WEEKDAYS],
      recurringStartDate: addDays(today, 1),
      recurringEndDate: addDays(today, 10),
      recurringStartTime: '19:00',
      recurringEndTime: '21:00',
    });
    const day = addDays(today, 3);
    const url = `/api/activities/${series.id}/dates/${day}`;
    expect((await inject('POST', `${url}/cancel`, admin, { reason: 'Zaal bezet' })).statusCode).toBe(200);
    expect((await inject('DELETE', `${url}/cancel`, admin)).statusCode).toBe(200);
    const moved = await inject('POST', `${url}/move`, admin, {
      date: addDays(today, 11),
      startTime: '20:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const other = `/api/activities/${series.id}/dates/${addDays(today, 5)}/welcomer`;
    const welcomer = await inject('PUT', other, admin, { name: 'Joke', where: 'Bij de deur' });
    expect(welcomer.statusCode, welcomer.body).toBe(200);
    expect((await inject('DELETE', other, admin)).statusCode).toBe(200);

    const { changes } = await historyOf(series.id);
    expect(changes.map((c) => c.action)).toEqual([
      'welcomerRemoved',
      'welcomerSet',
      'dateMoved',
      'dateRestored',
      'dateCancelled',
      'created',
    ]);
    const field = (i: number, name: string) => changes[i + 1]?.fields.find((f) => f.field === name);
    expect(field(3, 'date')).toEqual({ field: 'date', to: day });
    expect(field(3, 'reason')).toEqual({ field: 'reason', to: 'Zaal bezet' });
    expect(field(1, 'movedTo')).toEqual({ field: 'movedTo', from: null, to: addDays(today, 11) });
    expect(field(1, 'startTime')).toEqual({ field: 'startTime', from: null, to: '20:00' });
    expect(field(0, 'welcomerName')).toEqual({ field: 'welcomerName', from: null, to: 'Joke' });
    expect(changes[0]?.fields).toEqual(
      expect.arrayContaining([{ field: 'welcomerName', from: 'Joke', to: null }]),
    );
    expect(changes[0]?.by?.name).toBeTruthy();
  });

  it('lets the portal’s organiser read it and refuses an organiser of another portal with a 403', async () => {
    const activity = await createActivity(t.app, admin, { portalId, title: 'Zingen' });
    const own = await organiserOf(portalId);
    expect((await historyOf(activity.id, own.cookie)).changes).toHaveLength(1);

    const other = await organiserOf((await createPortal(t.app)).id);
    const before = await changeCount(activity.id);
    const refused = await inject('GET', `/api/activities/${activity.id}/history`, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(await changeCount(activity.id)).toBe(before);
    const member = await registerMember(t.app);
    expect((await inject('GET', `/api/activities/${activity.id}/history`, member.cookie)).statusCode).toBe(
      403,
    );
    expect((await inject('GET', `/api/activities/${activity.id}/history`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/activities/99999999/history', admin)).statusCode).toBe(404);
  });

  it('keeps a deleted account’s changes without its name, and the export held them before', async () => {
    const bert = await secondAdministrator('Bert');
    const activity = await createActivity(t.app, bert.cookie, { portalId, title: 'Fietsen' });
    await inject('PUT', `/api/activities/${activity.id}`, bert.cookie, { title: 'Fietsen langs de dijk' });

    const exported = await inject('GET', '/api/user/export', bert.cookie);
    expect(exported.statusCode).toBe(200);
    const mine = exported.json().activityChanges as { activityId: number; action: string }[];
    expect(mine.filter((c) => c.activityId === activity.id).map((c) => c.action)).toEqual([
      'updated',
      'created',
    ]);

    const gone = await inject('DELETE', '/api/user', bert.cookie, { password: bert.password });
    expect(gone.statusCode, gone.body).toBe(200);
    const history = await historyOf(activity.id);
    expect(history.changes).toHaveLength(2);
    expect(history.changes.every((c) => c.by === null)).toBe(true);
    expect(history.createdBy).toBeNull();
    expect(history.updatedBy).toBeNull();
    expect(JSON.stringify(history)).not.toContain('Bert');
    const agenda = await inject('GET', `/api/history?activity=${activity.id}`, admin);
    expect(agenda.body).not.toContain('Bert');
  });
});

describe('GET /api/history', () => {
  it('lists who did what across the agenda, filtered by person and by activity', async () => {
    const cees = await secondAdministrator('Cees');
    const a = await createActivity(t.app, cees.cookie, { portalId, title: 'Yoga' });
    const b = await createActivity(t.app, admin, { portalId, title: 'Pilates' });
    await inject('PUT', `/api/activities/${b.id}`, cees.cookie, { title: 'Pilates buiten' });

    const byCees = await inject('GET', `/api/history?user=${cees.user.id}`, admin);
    expect(byCees.statusCode, byCees.body).toBe(200);
    const body = byCees.json() as AgendaHistory;
    expect(body.person).toEqual({ id: cees.user.id, name: 'Cees Bakker' });
    expect(body.changes.map((c) => [c.activity.id, c.action])).toEqual([
      [b.id, 'updated'],
      [a.id, 'created'],
    ]);
    expect(body.changes[0]?.activity.title).toBe('Pilates buiten');

    const ofB = (await inject('GET', `/api/history?activity=${b.id}`, admin)).json() as AgendaHistory;
    expect(ofB.changes.map((c) => c.action)).toEqual(['updated', 'created']);
    const both = (await inject('GET', `/api/history?activity=${b.id}&user=${cees.user.id}`, admin)).json();
    expect(both.changes).toHaveLength(1);

    const all = (await inject('GET', '/api/history?limit=100', admin)).json() as AgendaHistory;
    const ids = all.changes.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    expect((await inject('GET', '/api/history?user=abc', admin)).statusCode).toBe(400);
    const organiser = await organiserOf(portalId);
    expect((await inject('GET', '/api/history', organiser.cookie)).statusCode).toBe(403);
  });
});
