import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A member's favourites reach the list's selection as a tier of ids, which must be ascending: where the
// ids are too sparse for a look-up table (many activities deleted over the years), the selection meets
// them with the table's ids in one ascending pass (list-selection.ts's rankBitsOf). The favourites come
// from the database in the order they were made, not by id.

let t: TestApp;
const today = todayInAmsterdam();

beforeAll(async () => {
  t = await createTestApp({ listCacheMs: 0 });
});
afterAll(async () => t.close());

it('shows every favourite, also where the ids are sparse and the later favourite has the lower id', async () => {
  const admin = await loginAs(t.app, 'admin');
  const portalId = (await createPortal(t.app)).id;
  const low = await createActivity(t.app, admin, {
    portalId,
    title: 'Laag nummer',
    startDate: addDays(today, 1),
  });
  // Far beyond 4 ids per activity: the selection walks the ids instead of looking them up.
  await t.app.db.execute(sql`select setval('activities_id_seq', 5000000)`);
  const high = await createActivity(t.app, admin, {
    portalId,
    title: 'Hoog nummer',
    startDate: addDays(today, 2),
  });
  expect(high.id).toBeGreaterThan(5_000_000);
  // Not a favourite: in no answer below.
  await createActivity(t.app, admin, { portalId, title: 'Ander nummer', startDate: addDays(today, 1) });
  const { cookie } = await registerMember(t.app);
  for (const favourite of [high, low])
    await t.app.inject({
      method: 'POST',
      url: `/api/activities/${favourite.id}/favorite`,
      headers: { cookie },
    });
  // Alone, with a search's words, and with a typo (the words most like it).
  for (const query of [
    'showFavorites=true',
    'showFavorites=true&search=nummer',
    'showFavorites=true&search=numer',
  ]) {
    const res = await t.app.inject({ method: 'GET', url: `/api/activities?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ActivityListItem[]).map((a) => a.title).sort(), query).toEqual([
      'Hoog nummer',
      'Laag nummer',
    ]);
  }
});
