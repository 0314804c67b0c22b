import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityListItemSchema } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities } from '../../src/server/db/schema';
import { cardsStatement, entriesStatement } from '../../src/server/features/activities/list/list-sql';
import { DETAIL_ONLY_FIELDS } from '../../src/server/features/activities/writes';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The list keeps finished pages a few seconds (and their compressed forms); these tests make sure that
// never shows a person something stale or garbled.
let t: TestApp;
let admin: string;
let portalId: number;
const today = todayInAmsterdam();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
  for (let i = 0; i < 12; i++) {
    // Enough activities for a page above the compression threshold.
    await createActivity(t.app, admin, {
      portalId,
      title: `Wandeling ${i}`,
      description: 'Een rustige wandeling door het park, met koffie na afloop. '.repeat(4),
      startDate: addDays(today, i + 1),
    });
  }
});
afterAll(async () => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/activities?organizationId=${portalId}`, headers });

describe('the list page cache', () => {
  it('answers the same page compressed with brotli, gzip or not at all', async () => {
    const plain = await list({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const items = plain.json();
    expect(items).toHaveLength(12);

    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(items);

    const gzip = await list({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(items);
    expect(gzip.headers['x-total-count']).toBe('12');
  });

  it('shows a new, changed or deleted activity at once', async () => {
    const before = (await list()).json().length;
    const created = await createActivity(t.app, admin, { portalId, title: 'Nieuw!', startDate: today });
    const afterCreate = (await list()).json();
    expect(afterCreate).toHaveLength(before + 1);
    expect(afterCreate[0].title).toBe('Nieuw!');

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${created.id}`,
      headers: { cookie: admin },
      payload: { title: 'Hernoemd' },
    });
    expect(put.statusCode).toBe(200);
    expect((await list()).json()[0].title).toBe('Hernoemd');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/${created.id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBeLessThan(300);
    expect((await list()).json()).toHaveLength(before);
  });

  it('keeps its pages through an edit of what only the detail shows, and only then', async () => {
    const [first] = (await list()).json() as { id: number }[];
    const cleared = vi.spyOn(t.app.activities.list.caches.pages, 'clear');
    try {
      const edit = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/activities/${first!.id}`,
          headers: { cookie: admin },
          payload,
        });
      expect(
        (await edit({ contactPerson: 'Iemand anders', websiteUrl: 'https://example.org' })).statusCode,
      ).toBe(200);
      expect(cleared).not.toHaveBeenCalled();
      expect((await edit({ contactPerson: 'Weer iemand', ontmoetingsscore: 5 })).statusCode).toBe(200);
      expect(cleared).toHaveBeenCalled();
    } finally {
      cleared.mockRestore();
    }
  });

  it('reads none of the detail-only fields in a card, a list or a search', async () => {
    const { rows } = await t.app.database.query(
      `select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = 'activities_search_refresh'`,
    );
    const definition = String(rows[0]?.definition);
    expect(definition).toContain('title');
    const statements = [entriesStatement(null).text, cardsStatement([1], null, 'nl').text, definition];
    const cardFields = Object.keys(activityListItemSchema.shape);
    for (const field of DETAIL_ONLY_FIELDS) {
      const column = (activities as unknown as Record<string, { name: string }>)[field]!.name;
      expect(cardFields, field).not.toContain(field);
      for (const text of statements) expect(text, field).not.toMatch(new RegExp(`\\b${column}\\b`));
    }
  });

  it('keeps the languages apart', async () => {
    // In a portal of its own, so that the other tests' list keeps its twelve and this activity is first.
    const own = (await createPortal(t.app)).id;
    await createActivity(t.app, admin, {
      portalId: own,
      title: 'Taal',
      titleEn: 'Language',
      startDate: today,
    });
    const nl = (await t.app.inject({ url: `/api/activities?organizationId=${own}` })).json();
    const en = (await t.app.inject({ url: `/api/activities?organizationId=${own}&lang=en` })).json();
    expect(nl[0].title).toBe('Taal');
    expect(en[0].title).toBe('Language');
  });
});
