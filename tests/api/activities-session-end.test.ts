import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail, ActivityListItem } from '../../src/domain/activities/response';
import { activities } from '../../src/server/db/schema';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #14, item 6: at 14:15 the detail's 'Volgende data' must not start with this morning's session,
// and 'Vandaag' must not list what ended hours ago. Monday 23 November 2026 in Amsterdam (UTC+1).

let t: TestApp;
let admin: string;
let portalId: number;

const at = (amsterdamTime: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2026-11-23T${amsterdamTime}:00+01:00`));
};

// Each test on an app and database of its own: the activities it reads are the ones it made, and the day
// the process has reached is the day its own requests brought it to.
beforeEach(async () => {
  // No page cache: each request below must show the clock as it is at that moment.
  t = await createTestApp({ listCacheMs: 0 });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

async function titles(query: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/activities?limit=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityListItem[]).map((a) => a.title);
}

async function detail(id: number): Promise<ActivityDetail> {
  const res = await t.app.inject({ url: `/api/activities/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * Monday's activities, made at 08:00: a weekly class on Monday and Wednesday 10:00-11:30, a coffee morning
 * 09:00-10:00, a walk 16:00-17:00 and an open studio from 08:00 without an end time. Returns the class.
 */
async function makeMondaysActivities(): Promise<ActivityDetail> {
  at('08:00');
  const morningClass = await createActivity(t.app, admin, {
    portalId,
    title: 'Ochtendyoga',
    activityType: 'recurring',
    recurringStartDate: '2026-11-01',
    recurringDays: ['monday', 'wednesday'],
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringStartTime: '10:00',
    recurringEndTime: '11:30',
  });
  await createActivity(t.app, admin, {
    portalId,
    title: 'Koffieochtend',
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    startTime: '09:00',
    endTime: '10:00',
  });
  await createActivity(t.app, admin, {
    portalId,
    title: 'Middagwandeling',
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    startTime: '16:00',
    endTime: '17:00',
  });
  await createActivity(t.app, admin, {
    portalId,
    title: 'Open atelier',
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    startTime: '08:00',
  });
  return morningClass;
}

describe('sessions that have ended (Amsterdam time)', () => {
  it('are no longer next, in the lists and on the detail page', async () => {
    const morningClass = await makeMondaysActivities();
    expect(morningClass.nextDates[0]).toBe('2026-11-23');

    at('14:15');
    // Nothing was written since 08:00: the list itself notices the ended sessions.
    expect(await titles('dateFilter=today')).toEqual(['Middagwandeling', 'Open atelier']);
    const mine = await detail(morningClass.id);
    expect(mine.nextDate).toBe('2026-11-25');
    expect(mine.nextDates.slice(0, 3)).toEqual(['2026-11-25', '2026-11-30', '2026-12-02']);
    // The morning class is listed at its next session; the finished coffee morning is in the archive.
    const upcoming = await titles('');
    expect(upcoming).toContain('Ochtendyoga');
    expect(upcoming).not.toContain('Koffieochtend');
    expect(await titles('showArchive=true')).toContain('Koffieochtend');
    // A range from today counts only what is not over; one starting tomorrow is unchanged.
    expect(await titles('dateFilter=custom&startDate=2026-11-23&endDate=2026-11-24')).toEqual([
      'Middagwandeling',
      'Open atelier',
    ]);
    expect(await titles('dateFilter=custom&startDate=2026-11-23&endDate=2026-11-25')).toEqual([
      'Middagwandeling',
      'Open atelier',
      'Ochtendyoga',
    ]);
  });

  it('leave the lists at their end minute, without any write', async () => {
    await makeMondaysActivities();
    at('16:59');
    expect(await titles('dateFilter=today')).toContain('Middagwandeling');
    at('17:00');
    expect(await titles('dateFilter=today')).toEqual(['Open atelier']);
    // Without an end time a session counts until the end of its day.
    at('23:59');
    expect(await titles('dateFilter=today')).toEqual(['Open atelier']);
  });

  it('a changed end time counts at once, also when written outside the API', async () => {
    const morningClass = await makeMondaysActivities();
    at('17:05');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${morningClass.id}`,
      headers: { cookie: admin },
      payload: { recurringDays: ['monday'], recurringStartTime: '17:00', recurringEndTime: '18:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ActivityDetail).nextDates[0]).toBe('2026-11-23');
    expect(await titles('dateFilter=today')).toContain('Ochtendyoga');

    // psql and imports write rows directly: the trigger marks a changed time stale.
    const [row] = await t.app.db
      .update(activities)
      .set({ recurringEndTime: '17:04' })
      .where(eq(activities.id, morningClass.id))
      .returning({ stale: activities.occurrencesStale });
    expect(row?.stale).toBe(true);
  });
});

describe('a server that runs across midnight', () => {
  const onTuesday = (amsterdamTime: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`2026-11-24T${amsterdamTime}:00+01:00`));
  };

  it("lists the new day's activities under 'Vandaag' from its first minutes", async () => {
    await makeMondaysActivities();
    at('23:51');
    // The process has answered lists on Monday evening, so its day is Monday.
    expect(await titles('dateFilter=today')).toContain('Open atelier');

    onTuesday('00:01');
    await createActivity(t.app, admin, {
      portalId,
      title: 'Nachtatelier',
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      startTime: '00:00',
    });
    await createActivity(t.app, admin, {
      portalId,
      title: 'Nachtklas',
      activityType: 'recurring',
      recurringStartDate: '2026-11-10',
      recurringDays: ['tuesday'],
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringStartTime: '00:00',
      recurringEndTime: '00:01',
    });
    const today = await titles('dateFilter=today&search=Nacht');
    expect(today).toEqual(['Nachtatelier']);
    // Monday's open studio (no end time) ended at midnight.
    expect(await titles('dateFilter=today')).not.toContain('Open atelier');
  });
});
