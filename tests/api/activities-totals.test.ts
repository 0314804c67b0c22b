import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The list counts its matches in memory, with the page (list-selection.ts); these hold the total on
// every path the selection takes, with the page cache off so each request is answered anew.

let t: TestApp;
let admin: string;
let today: string;
let portalId: number;

beforeAll(async () => {
  t = await createTestApp({ listCacheMs: 0 });
  admin = await loginAs(t.app, 'admin');
  today = todayInAmsterdam();
  portalId = (await createPortal(t.app, { type: 'organization' })).id;
  for (let i = 0; i < 7; i++) {
    await createActivity(t.app, admin, {
      portalId,
      title: `Eenmalig ${i}`,
      startDate: addDays(today, 2 + i),
      tags: i % 2 === 0 ? ['oneven-tag'] : ['even-tag'],
      price: i < 3 ? 'Gratis' : '€ 5',
    });
  }
  // Takes place every week: in a range of weeks it is still one activity.
  await createActivity(t.app, admin, {
    portalId,
    title: 'Elke maandag',
    activityType: 'recurring',
    recurringDays: ['monday'],
    recurringFrequency: 'weekly',
    recurringStartDate: addDays(today, -10),
    price: '€ 5',
  });
});
afterAll(async () => t.close());

async function page(query: string): Promise<{ titles: string[]; total: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities?organizationId=${portalId}&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    titles: (res.json() as ActivityListItem[]).map((a) => a.title),
    total: Number(res.headers['x-total-count']),
  };
}

describe('X-Total-Count', () => {
  it('is the number of matches on every page, and past the last one', async () => {
    expect(await page('limit=3')).toMatchObject({ total: 8 });
    expect((await page('limit=3&offset=6')).titles).toHaveLength(2);
    // A different filter each time, so no total is kept from the request before.
    expect(await page('limit=3&offset=6&oneTimeOnly=true')).toMatchObject({ total: 7 });
    expect(await page('limit=3&offset=50&freeOnly=true')).toEqual({ titles: [], total: 3 });
    expect(await page('tags=even-tag&limit=2')).toMatchObject({ total: 3 });
  });

  it('counts a recurring activity once in a date range', async () => {
    const range = `dateFilter=custom&startDate=${today}&endDate=${addDays(today, 30)}`;
    const { titles, total } = await page(`${range}&limit=20`);
    expect(total).toBe(8);
    expect(titles.filter((title) => title === 'Elke maandag')).toHaveLength(1);
    expect(await page(`${range}&limit=2&offset=7&meetingScore=1`)).toMatchObject({ total: 8 });
  });
});
