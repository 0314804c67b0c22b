import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { favorites, registrations } from '../../src/server/db/schema';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let portalId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

async function newActivity() {
  return createActivity(t.app, admin, { portalId, startDate: addDays(todayInAmsterdam(), 3) });
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

async function rows(table: typeof registrations | typeof favorites, userId: number, activityId: number) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.activityId, activityId)));
  return row!.n;
}

describe('anonymous', () => {
  it('gets 401 for every participation call', async () => {
    const a = await newActivity();
    for (const [method, path] of [
      ['GET', 'participants'],
      ['GET', 'is-registered'],
      ['GET', 'is-favorited'],
      ['POST', 'register'],
      ['DELETE', 'register'],
      ['POST', 'favorite'],
      ['DELETE', 'favorite'],
    ] as const) {
      expect((await call(method, `/api/activities/${a.id}/${path}`)).statusCode, `${method} ${path}`).toBe(
        401,
      );
    }
    expect((await call('GET', '/api/user/favorites')).statusCode).toBe(401);
  });
});

describe('register', () => {
  it('takes part in the date, shows the member in its participants list (id and username only), leaves', async () => {
    const a = await newActivity();
    const date = addDays(todayInAmsterdam(), 3);
    const { cookie, user } = await registerMember(t.app);
    const none = {
      isRegistered: false,
      status: null,
      date,
      position: null,
      everyTime: false,
      comingAlone: false,
      wantsCompany: false,
      companyNote: null,
    };
    expect((await call('GET', `/api/activities/${a.id}/is-registered`, cookie)).json()).toEqual(none);
    const res = await call('POST', `/api/activities/${a.id}/register`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'registered',
      date,
      position: null,
      everyTime: false,
      isRegistered: true,
    });
    expect((await call('GET', `/api/activities/${a.id}/is-registered`, cookie)).json()).toEqual({
      ...none,
      isRegistered: true,
      status: 'registered',
    });
    const list = await call('GET', `/api/activities/${a.id}/participants`, cookie);
    expect(list.json()).toEqual([{ id: user.id, username: user.username }]);
    expect((await call('GET', `/api/activities/${a.id}/participants?date=${date}`, cookie)).json()).toEqual([
      { id: user.id, username: user.username },
    ]);
    expect((await call('GET', `/api/activities/${a.id}`)).json().participantCount).toBe(1);

    expect((await call('DELETE', `/api/activities/${a.id}/register`, cookie)).json()).toEqual(none);
    // Idempotent: a second DELETE answers the same.
    const again = await call('DELETE', `/api/activities/${a.id}/register`, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(none);
    expect((await call('GET', `/api/activities/${a.id}/participants`, cookie)).json()).toEqual([]);
  });

  it('is exactly-once under a burst of identical requests', async () => {
    const a = await newActivity();
    const { cookie, user } = await registerMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/activities/${a.id}/register`, cookie)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await rows(registrations, user.id, a.id)).toBe(1);
  });

  it('answers 404 for an unknown activity and 400 for a non-numeric id', async () => {
    const { cookie } = await registerMember(t.app);
    expect((await call('POST', '/api/activities/999999/register', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/activities/999999/participants', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/activities/999999/dates')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/activities/abc/register?lang=en',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid activity ID');
  });

  it('refuses a date the activity does not have, in the member’s language, and changes nothing', async () => {
    const a = await newActivity();
    const { cookie, user } = await registerMember(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${a.id}/register`,
      headers: { cookie, 'accept-language': 'nl' },
      payload: { date: addDays(todayInAmsterdam(), 4) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/vindt niet plaats op die datum/);
    const both = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${a.id}/register?lang=en`,
      headers: { cookie },
      payload: { date: addDays(todayInAmsterdam(), 3), every: true },
    });
    expect(both.statusCode).toBe(400);
    expect(await rows(registrations, user.id, a.id)).toBe(0);
  });
});

describe('favourites', () => {
  it('adds, lists and removes a favourite, idempotently', async () => {
    const a = await newActivity();
    const b = await newActivity();
    const { cookie } = await registerMember(t.app);
    expect((await call('POST', `/api/activities/${a.id}/favorite`, cookie)).json()).toEqual({
      isFavorited: true,
    });
    expect((await call('POST', `/api/activities/${a.id}/favorite`, cookie)).json()).toEqual({
      isFavorited: true,
    });
    await call('POST', `/api/activities/${b.id}/favorite`, cookie);
    expect((await call('GET', `/api/activities/${a.id}/is-favorited`, cookie)).json()).toEqual({
      isFavorited: true,
    });
    const mine = await call('GET', '/api/user/favorites', cookie);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { id: number }[]).map((x) => x.id).sort()).toEqual([a.id, b.id].sort());

    expect((await call('DELETE', `/api/activities/${a.id}/favorite`, cookie)).json()).toEqual({
      isFavorited: false,
    });
    expect((await call('DELETE', `/api/activities/${a.id}/favorite`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/activities/${a.id}/is-favorited`, cookie)).json()).toEqual({
      isFavorited: false,
    });
    expect(
      (await call('GET', '/api/user/favorites', cookie)).json().map((x: { id: number }) => x.id),
    ).toEqual([b.id]);
  });

  it('is exactly-once under a burst of identical requests', async () => {
    const a = await newActivity();
    const { cookie, user } = await registerMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/activities/${a.id}/favorite`, cookie)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await rows(favorites, user.id, a.id)).toBe(1);
  });

  it("another member's favourites and registrations stay theirs", async () => {
    const a = await newActivity();
    const first = await registerMember(t.app);
    const second = await registerMember(t.app);
    await call('POST', `/api/activities/${a.id}/favorite`, first.cookie);
    await call('POST', `/api/activities/${a.id}/register`, first.cookie);
    expect((await call('GET', `/api/activities/${a.id}/is-favorited`, second.cookie)).json()).toEqual({
      isFavorited: false,
    });
    expect((await call('GET', `/api/activities/${a.id}/is-registered`, second.cookie)).json()).toMatchObject({
      isRegistered: false,
    });
    expect((await call('GET', '/api/user/favorites', second.cookie)).json()).toEqual([]);
  });

  it('answers 404 in the member’s language for an activity that is not there, and adds nothing', async () => {
    const a = await newActivity();
    const { cookie, user } = await registerMember(t.app);
    await t.app.inject({ method: 'DELETE', url: `/api/activities/${a.id}`, headers: { cookie: admin } });
    for (const id of [a.id, 999999]) {
      const res = await call('POST', `/api/activities/${id}/favorite`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Activiteit niet gevonden' });
    }
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${a.id}/favorite`,
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ message: 'Activity not found' });
    expect(await rows(favorites, user.id, a.id)).toBe(0);
    expect((await call('GET', '/api/user/favorites', cookie)).json()).toEqual([]);
  });

  it('disappear with the activity', async () => {
    const a = await newActivity();
    const { cookie, user } = await registerMember(t.app);
    await call('POST', `/api/activities/${a.id}/favorite`, cookie);
    await call('POST', `/api/activities/${a.id}/register`, cookie);
    await t.app.inject({ method: 'DELETE', url: `/api/activities/${a.id}`, headers: { cookie: admin } });
    expect(await rows(favorites, user.id, a.id)).toBe(0);
    expect(await rows(registrations, user.id, a.id)).toBe(0);
  });
});
