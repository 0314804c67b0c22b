import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minuteInAmsterdam } from '../../src/domain/recurrence/amsterdam-clock';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { WEEKDAYS } from '../../src/domain/recurrence/recurrence-rule';
import { registrations, seriesFollowers } from '../../src/server/db/schema';
import { selectRows } from '../../src/server/db/select-rows';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Taking part per date, "every time", places and the waitlist (issue #43, decision 0033).

let t: TestApp;
let admin: string;
let portalId: number;
const today = todayInAmsterdam();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

/** Every day from tomorrow for `days` days, 19:00–21:00. */
function dailySeries(days: number, capacity?: number) {
  return createActivity(t.app, admin, {
    portalId,
    activityType: 'recurring',
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringDays: [...WEEKDAYS],
    recurringStartDate: day(1),
    recurringEndDate: day(days),
    recurringStartTime: '19:00',
    recurringEndTime: '21:00',
    ...(capacity ? { capacity } : {}),
  });
}

function oneTime(capacity: number | null) {
  return createActivity(t.app, admin, { portalId, startDate: day(5), startTime: '14:00', capacity });
}

function register(id: number, cookie: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/activities/${id}/register`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

function leave(id: number, cookie: string, date?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/activities/${id}/register${date ? `?date=${date}` : ''}`,
    headers: { cookie },
  });
}

async function datesOf(id: number, limit = 8) {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities/${id}/dates?limit=${limit}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { date: string; going: number; waitlist: number; placesLeft: number | null }[];
}

async function daysOf(userId: number, activityId: number, status = 'going') {
  const rows = await t.app.db
    .select({ day: registrations.day })
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, userId),
        eq(registrations.activityId, activityId),
        eq(registrations.status, status),
      ),
    )
    .orderBy(registrations.day);
  return rows.map((row) => row.day);
}

function members(n: number) {
  return Promise.all(Array.from({ length: n }, () => registerMember(t.app)));
}

describe('a series', () => {
  it('lists its next dates with how many go, and takes part in the next date by default', async () => {
    const a = await dailySeries(10);
    const dates = await datesOf(a.id, 3);
    expect(dates.map((d) => d.date)).toEqual([day(1), day(2), day(3)]);
    expect(dates[0]).toMatchObject({ startTime: '19:00', endTime: '21:00', cancelled: false, going: 0 });
    const { cookie, user } = await registerMember(t.app);
    const res = await register(a.id, cookie);
    expect(res.json()).toMatchObject({ status: 'registered', date: day(1), everyTime: false });
    expect(await daysOf(user.id, a.id)).toEqual([day(1)]);
    expect((await datesOf(a.id, 2)).map((d) => d.going)).toEqual([1, 0]);
  });

  it('takes part in a chosen date; the participants of each date are that date’s', async () => {
    const a = await dailySeries(10);
    const [ann, bob] = await members(2);
    expect((await register(a.id, ann!.cookie, { date: day(3) })).json()).toMatchObject({ date: day(3) });
    await register(a.id, bob!.cookie, { date: day(4) });
    const listOf = async (date: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/activities/${a.id}/participants?date=${date}`,
          headers: { cookie: ann!.cookie },
        })
      ).json();
    expect(await listOf(day(3))).toEqual([{ id: ann!.user.id, username: ann!.user.username }]);
    expect(await listOf(day(4))).toEqual([{ id: bob!.user.id, username: bob!.user.username }]);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${a.id}/is-registered?date=${day(4)}`,
      headers: { cookie: ann!.cookie },
    });
    expect(status.json()).toMatchObject({ isRegistered: false, date: day(4) });
    // A date the series does not have, or one gone by, is refused.
    expect((await register(a.id, ann!.cookie, { date: day(11) })).statusCode).toBe(400);
    expect((await register(a.id, ann!.cookie, { date: day(-1) })).statusCode).toBe(400);
  });

  it('every time: each date, dates added later too, until the member stops', async () => {
    const a = await dailySeries(5);
    const { cookie, user } = await registerMember(t.app);
    const res = await register(a.id, cookie, { every: true });
    expect(res.json()).toMatchObject({ status: 'registered', date: day(1), everyTime: true });
    expect(await daysOf(user.id, a.id)).toEqual([day(1), day(2), day(3), day(4), day(5)]);

    // Skipping one date keeps the others and the follow.
    expect((await leave(a.id, cookie, day(2))).json()).toMatchObject({
      isRegistered: false,
      everyTime: true,
    });
    // The series grows: the new dates follow, the skipped date stays skipped.
    const longer = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { recurringEndDate: day(7) },
    });
    expect(longer.statusCode).toBe(200);
    expect(await daysOf(user.id, a.id)).toEqual([day(1), day(3), day(4), day(5), day(6), day(7)]);
    expect(await daysOf(user.id, a.id, 'skipped')).toEqual([day(2)]);

    // Stopping: off every date still to come, no longer following.
    expect((await leave(a.id, cookie)).json()).toMatchObject({ isRegistered: false, everyTime: false });
    expect(await daysOf(user.id, a.id)).toEqual([]);
    expect(await t.app.db.$count(seriesFollowers, eq(seriesFollowers.userId, user.id))).toBe(0);
  });
});

describe('today’s session once it is over', () => {
  // The session ran 00:00–00:01 today, so by now (unless this runs in the first minutes after
  // midnight) it is over and the next date is tomorrow's.
  it.skipIf(minuteInAmsterdam().slice(11) < '00:05')('is no longer a date to choose or join', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: [...WEEKDAYS],
      recurringStartDate: today,
      recurringEndDate: day(3),
      recurringStartTime: '00:00',
      recurringEndTime: '00:01',
    });
    expect((await datesOf(a.id)).map((d: { date: string }) => d.date)).toEqual([day(1), day(2), day(3)]);
    const member = await registerMember(t.app);
    const late = await register(a.id, member.cookie, { date: today });
    expect(late.statusCode).toBe(400);
    expect((await register(a.id, member.cookie)).json()).toMatchObject({
      status: 'registered',
      date: day(1),
    });
  });
});

describe('places and the waitlist', () => {
  it('puts the newcomer on the waitlist of a full date, with a position, and moves them up once', async () => {
    const a = await oneTime(2);
    expect(a).toMatchObject({ capacity: 2, placesLeft: 2 });
    const people = await members(4);
    const answers = [];
    for (const person of people) answers.push((await register(a.id, person.cookie)).json());
    expect(answers.map((x) => [x.status, x.position])).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    expect(await datesOf(a.id)).toMatchObject([{ date: day(5), going: 2, waitlist: 2, placesLeft: 0 }]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/activities/${a.id}` })).json();
    expect(detail).toMatchObject({ participantCount: 2, capacity: 2, placesLeft: 0 });

    await leave(a.id, people[0]!.cookie);
    const standing = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/activities/${a.id}/is-registered`,
          headers: { cookie },
        })
      ).json();
    expect(await standing(people[2]!.cookie)).toMatchObject({ status: 'registered', position: null });
    expect(await standing(people[3]!.cookie)).toMatchObject({ status: 'waitlisted', position: 1 });
    // Leaving from the waitlist gives nobody a place.
    await leave(a.id, people[3]!.cookie);
    expect(await datesOf(a.id)).toMatchObject([{ going: 2, waitlist: 0 }]);
  });

  it('moves the waitlist up when the organiser adds places', async () => {
    const a = await oneTime(1);
    const people = await members(3);
    for (const person of people) await register(a.id, person.cookie);
    const more = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { capacity: 2 },
    });
    expect(more.statusCode).toBe(200);
    expect(await datesOf(a.id)).toMatchObject([{ going: 2, waitlist: 1, placesLeft: 0 }]);
    const unlimited = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { capacity: null },
    });
    expect(unlimited.json()).toMatchObject({ capacity: null, placesLeft: null });
    expect(await datesOf(a.id)).toMatchObject([{ going: 3, waitlist: 0, placesLeft: null }]);
  });

  it('refuses a capacity that is no whole number above 0, in the person’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities?lang=en',
      headers: { cookie: admin },
      payload: {
        category: 'sport',
        title: 'x',
        meetingPoint: 'x',
        streetAddress: 'x',
        city: 'x',
        postalCode: 'x',
        portalId,
        capacity: 0,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Places must be a whole number');
  });

  it('a burst of 50 joins on a date with 10 places leaves 10 going and 40 waiting in order; 10 leaves promote the next 10', async () => {
    const a = await oneTime(10);
    const people = await members(50);
    const answers = await Promise.all(people.map((person) => register(a.id, person.cookie)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const bodies = answers.map((res) => res.json());
    expect(bodies.filter((x) => x.status === 'registered')).toHaveLength(10);
    const positions = bodies.filter((x) => x.status === 'waitlisted').map((x) => x.position);
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    const line = await selectRows<{ user_id: number }>(
      t.app.db,
      sql`select user_id from registrations
        where activity_id = ${a.id} and status = 'waitlisted' order by registered_at, id`,
    );
    const waitingInOrder = line.map((row) => row.user_id);
    const going = people.filter((_, i) => bodies[i]!.status === 'registered');
    await Promise.all(going.map((person) => leave(a.id, person.cookie)));
    const promoted = await selectRows<{ user_id: number }>(
      t.app.db,
      sql`select user_id from registrations where activity_id = ${a.id} and status = 'going'`,
    );
    expect(promoted.map((row) => row.user_id).sort()).toEqual(waitingInOrder.slice(0, 10).sort());
    expect(await datesOf(a.id)).toMatchObject([{ going: 10, waitlist: 30, placesLeft: 0 }]);
  });
});

describe('the organiser', () => {
  it('sees a date’s people going and waiting, who comes alone and who comes for the first time', async () => {
    const a = await dailySeries(5, 2);
    const [ann, bob, cas] = await members(3);
    await register(a.id, ann!.cookie, { date: day(1) });
    await register(a.id, ann!.cookie, { date: day(2) });
    await register(a.id, bob!.cookie, { date: day(2), comingAlone: true });
    await register(a.id, cas!.cookie, { date: day(2) });
    const res = await t.app.inject({
      url: `/api/activities/${a.id}/registrations?date=${day(2)}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.going.map((p: { id: number }) => p.id)).toEqual([ann!.user.id, bob!.user.id]);
    expect(body.going.map((p: { firstTime: boolean }) => p.firstTime)).toEqual([false, true]);
    expect(body.waitlist.map((p: { id: number }) => p.id)).toEqual([cas!.user.id]);
    expect(body).toMatchObject({ date: day(2), comingAlone: 1, firstTimers: 1 });
    // Members see names of those going, never this.
    const member = await t.app.inject({
      url: `/api/activities/${a.id}/registrations?date=${day(2)}`,
      headers: { cookie: ann!.cookie },
    });
    expect(member.statusCode).toBe(403);
  });
});

describe('deleting an account', () => {
  it('frees its places for the waitlist', async () => {
    const a = await oneTime(1);
    const [first, second] = await members(2);
    await register(a.id, first!.cookie);
    await register(a.id, second!.cookie);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${first!.user.id}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(200);
    expect(await daysOf(second!.user.id, a.id)).toEqual([day(5)]);
  });
});
