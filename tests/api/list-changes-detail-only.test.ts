import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities } from '../../src/server/db/schema';
import { DETAIL_ONLY_FIELDS } from '../../src/server/features/activities/writes';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A change of only what an activity's own page shows is no change to the list (migration 0023, decision
// 0044): no list_changes row, so no process catches up with it or forgets the activity's card. Every
// other change of an activity still is one, whichever way it is written.

let t: TestApp;
let admin: string;
let activityId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  const portalId = (await createPortal(t.app)).id;
  const day = addDays(todayInAmsterdam(), 7);
  activityId = (
    await createActivity(t.app, admin, { portalId, title: 'Lijst of niet', startDate: day, endDate: day })
  ).id;
});
afterAll(async () => {
  await t.close();
});

async function listChangesOf(id: number): Promise<number> {
  const { rows } = await t.app.database.query(
    'select count(*)::int as n from list_changes where activity_id = $1',
    [id],
  );
  return Number(rows[0]!.n);
}

/** How many list_changes rows the activity got from `write`. */
async function listChangesFrom(write: () => Promise<unknown>): Promise<number> {
  const before = await listChangesOf(activityId);
  await write();
  return (await listChangesOf(activityId)) - before;
}

const edit = (payload: Record<string, unknown>) => async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/activities/${activityId}`,
    headers: { cookie: admin },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('which changes of an activity are changes to the list', () => {
  it('leaves out exactly the detail-only columns and who changed it when', async () => {
    const columns = getTableColumns(activities) as Record<string, { name: string }>;
    const expected = [
      ...[...DETAIL_ONLY_FIELDS].map((field) => columns[field]!.name),
      columns.updatedAt!.name,
      columns.updatedBy!.name,
    ];
    const { rows } = await t.app.database.query('select list_unseen_columns() as names');
    expect([...(rows[0]!.names as string[])].sort()).toEqual(expected.sort());
  });

  it('an edit of the contact person, phone or meeting point adds no change', async () => {
    expect(
      await listChangesFrom(edit({ contactPerson: 'Iemand anders', contactPhone: '020 123 4567' })),
    ).toBe(0);
    expect(await listChangesFrom(edit({ meetingPoint: 'Bij de achteringang' }))).toBe(0);
  });

  it('an edit of what a card or filter shows adds one, also with a detail-only field beside it', async () => {
    expect(await listChangesFrom(edit({ title: 'Lijst of niet, nieuw' }))).toBe(1);
    expect(await listChangesFrom(edit({ contactPerson: 'Weer iemand', ontmoetingsscore: 5 }))).toBe(1);
  });

  it('so does any other update of the row, written by hand in SQL', async () => {
    const update = (set: string) => () =>
      t.app.database.query(`update activities set ${set} where id = $1`, [activityId]);
    expect(await listChangesFrom(update("city = 'Anderstad'"))).toBe(1);
    expect(await listChangesFrom(update('next_date_full = not next_date_full'))).toBe(1);
    expect(await listChangesFrom(update("postal_code = '1234 AB', updated_at = now()"))).toBe(0);
  });

  it('the list shows an edited title at once and keeps showing the activity after a detail-only edit', async () => {
    await edit({ title: 'Zichtbaar in de lijst' })();
    await edit({ contactPerson: 'Nog iemand' })();
    const res = await t.app.inject({ url: '/api/activities?search=zichtbaar&limit=24' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number; title: string }[]).map((a) => [a.id, a.title])).toEqual([
      [activityId, 'Zichtbaar in de lijst'],
    ]);
  });
});
