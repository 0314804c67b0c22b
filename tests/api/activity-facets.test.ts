import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #45: an activity says who can come (facets), and the list filters on them: all must hold.

let t: TestApp;
let admin: string;
let soon: string;
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  soon = addDays(todayInAmsterdam(), 3);
});
afterAll(async () => t.close());

async function titles(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityListItem[]).map((a) => a.title);
}

describe('an activity’s facets', () => {
  it('are stored in the vocabulary’s order, with free from the price and never from what was sent', async () => {
    const { id: portalId } = await createPortal(t.app);
    const paid = await createActivity(t.app, admin, {
      portalId,
      startDate: soon,
      price: '€ 5',
      facets: ['quiet', 'Wheelchair', 'quiet', 'free'],
    });
    expect(paid.facets).toEqual(['wheelchair', 'quiet']);
    const free = await createActivity(t.app, admin, { portalId, startDate: soon, facets: ['children'] });
    expect(free.facets).toEqual(['children', 'free']);
    const [card] = (
      await t.app.inject({ method: 'GET', url: `/api/activities?organizationId=${portalId}&facets=children` })
    ).json() as ActivityListItem[];
    expect(card!.facets).toEqual(['children', 'free']);
  });

  it('refuses an unknown facet in the person’s language and changes nothing', async () => {
    const { id: portalId } = await createPortal(t.app);
    const made = await createActivity(t.app, admin, { portalId, startDate: soon, facets: ['quiet'] });
    const dutch = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${made.id}`,
      headers: { cookie: admin },
      payload: { facets: ['quiet', 'rolstoel'] },
    });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().issues).toEqual([
      { path: 'facets', message: expect.stringMatching(/^Onbekend kenmerk/) },
    ]);
    const english = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${made.id}`,
      headers: { cookie: admin, ...ENGLISH },
      payload: { facets: 'quiet' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(/^Unknown facet/);
    const after = await t.app.inject({ method: 'GET', url: `/api/activities/${made.id}` });
    expect(after.json().facets).toEqual(['quiet', 'free']);
  });

  it('are kept in the history of changes', async () => {
    const { id: portalId } = await createPortal(t.app);
    const made = await createActivity(t.app, admin, { portalId, startDate: soon, price: '€ 2' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${made.id}`,
      headers: { cookie: admin },
      payload: { facets: ['hearing-loop'] },
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${made.id}/history`,
      headers: { cookie: admin },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain('hearing-loop');
  });
});

describe('GET /api/activities?facets=', () => {
  it('keeps only the activities with every facet asked for, and sees a change at once', async () => {
    const { id: portalId } = await createPortal(t.app);
    const both = await createActivity(t.app, admin, {
      portalId,
      title: 'Rustig en rolstoel',
      startDate: soon,
      facets: ['wheelchair', 'quiet'],
    });
    await createActivity(t.app, admin, {
      portalId,
      title: 'Alleen rolstoel',
      startDate: soon,
      price: '€ 3',
      facets: ['wheelchair'],
    });
    await createActivity(t.app, admin, { portalId, title: 'Niets gezegd', startDate: soon, price: '€ 3' });
    const mine = `organizationId=${portalId}`;
    expect((await titles(`${mine}&facets=wheelchair`)).sort()).toEqual([
      'Alleen rolstoel',
      'Rustig en rolstoel',
    ]);
    expect(await titles(`${mine}&facets=wheelchair,quiet`)).toEqual(['Rustig en rolstoel']);
    expect(await titles(`${mine}&facets=quiet&facets=wheelchair`)).toEqual(['Rustig en rolstoel']);
    expect(await titles(`${mine}&facets=free`)).toEqual(['Rustig en rolstoel']);
    expect(await titles(`${mine}&facets=children`)).toEqual([]);
    expect((await titles(`${mine}&facets=`)).length).toBe(3);

    await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${both.id}`,
      headers: { cookie: admin },
      payload: { facets: ['wheelchair'] },
    });
    expect(await titles(`${mine}&facets=wheelchair,quiet`)).toEqual([]);
  });

  it('answers an unknown facet with a 400 that names the vocabulary, in Dutch and English', async () => {
    const dutch = await t.app.inject({ method: 'GET', url: '/api/activities?facets=wheelchair,disco' });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().message).toMatch(/^Onbekend kenmerk\. Kies uit: wheelchair, step-free/);
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/activities?facets=disco',
      headers: ENGLISH,
    });
    expect(english.json().message).toMatch(/^Unknown facet\. Choose from: wheelchair/);
  });
});
