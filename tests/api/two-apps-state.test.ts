import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { listPage } from '../helpers/list-page';
import { createTestApp, type TestApp } from '../helpers/test-app';

// What a process holds (the list index, its caches, the batched reads) is made by buildApp for each app
// and handed to the features, never kept in module scope: two apps in one process, each on a database
// of its own, share none of it.

let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  [one, two] = await Promise.all([createTestApp(), createTestApp()]);
});

afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
});

describe('two apps in one process', () => {
  it('each hold a list index, caches and reads of their own', () => {
    const [a, b] = [one.app.activities, two.app.activities];
    expect(a).not.toBe(b);
    expect(a.list.index).not.toBe(b.list.index);
    expect(a.list.index.cards).not.toBe(b.list.index.cards);
    expect(a.list.caches.pages).not.toBe(b.list.caches.pages);
    expect(a.list.caches.tags).not.toBe(b.list.caches.tags);
    expect(a.list.cardReads).not.toBe(b.list.cardReads);
    expect(a.list.searchQueries).not.toBe(b.list.searchQueries);
    expect(a.occurrences).not.toBe(b.occurrences);
    expect(a.details).not.toBe(b.details);
    expect(one.app.database.listPool).not.toBe(two.app.database.listPool);
    expect(one.app.outbox).not.toBe(two.app.outbox);
  });

  it("show a write in one app's list and tags, never in the other's", async () => {
    // Both lists read (and keep) their pages and tags first: what one keeps must not answer the other.
    const [before, otherBefore] = await Promise.all([listPage(one.app), listPage(two.app)]);
    const indexed = async (t: TestApp) => (await t.app.activities.list.index.current()).table.ids.length;
    const [indexedBefore, otherIndexedBefore] = await Promise.all([indexed(one), indexed(two)]);
    const admin = await loginAs(one.app, 'admin');
    const portal = await createPortal(one.app, { type: 'organization' });
    const written = await createActivity(one.app, admin, {
      portalId: portal.id,
      title: 'Alleen in de eerste app',
      startDate: addDays(todayInAmsterdam(), 3),
      tags: ['eerste-app'],
    });

    const after = await listPage(one.app);
    expect(after.ids).toContain(written.id);
    expect(after.total).toBe(before.total + 1);
    const tags = async (t: TestApp) =>
      (await t.app.inject({ url: '/api/activities/tags' })).json() as string[];
    expect(await tags(one)).toContain('eerste-app');

    expect(await indexed(one)).toBe(indexedBefore + 1);

    // Asked twice: once past its own kept page, once more after the first app's write was long done.
    for (let i = 0; i < 2; i++) expect(await listPage(two.app)).toEqual(otherBefore);
    expect(await tags(two)).not.toContain('eerste-app');
    expect(await indexed(two)).toBe(otherIndexedBefore);
  });
});
