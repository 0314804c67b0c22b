import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { portalOrganisers } from '../../src/server/db/schema';
import { selectRows } from '../../src/server/db/select-rows';
import { upsertSourceProposal } from '../../src/server/features/proposals';
import { loginAs, registerMember } from '../helpers/accounts';
import { activityPayload, createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #44, item 4: an activity that looks like another (an alike title, the same portal or city,
// overlapping dates) is named when one is saved or proposed, and two can be merged into one without
// doubling anyone.

let t: TestApp;
let admin: string;
let portalId: number;
const day = (n: number) => addDays(todayInAmsterdam(), n);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(() => t.close());

const inject = (method: 'POST' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

const draft = (overrides: object = {}) => ({
  title: 'Koffieochtend in de bibliotheek',
  city: 'Duploo',
  portalId,
  from: day(5),
  to: day(5),
  ...overrides,
});

describe('likely duplicates', () => {
  it('names an activity with an alike title, in the same portal or city, on overlapping dates', async () => {
    const kept = await createActivity(t.app, admin, {
      portalId,
      title: 'Koffie-ochtend in de Bibliotheek',
      city: 'Duploo',
      startDate: day(5),
    });
    const found = await inject('POST', '/api/activities/likely-duplicates', admin, draft());
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([{ id: kept.id, title: kept.title, nextDate: day(5), city: 'Duploo' }]);

    // Another portal in the same city still counts; another city in another portal does not.
    const otherPortal = (await createPortal(t.app)).id;
    const sameCity = await inject(
      'POST',
      '/api/activities/likely-duplicates',
      admin,
      draft({ portalId: otherPortal }),
    );
    expect(sameCity.json().map((d: { id: number }) => d.id)).toEqual([kept.id]);
    const elsewhere = await inject(
      'POST',
      '/api/activities/likely-duplicates',
      admin,
      draft({ portalId: otherPortal, city: 'Elders' }),
    );
    expect(elsewhere.json()).toEqual([]);
    // Another title, other dates, or the activity itself: none.
    for (const other of [
      { title: 'Zwemles voor volwassenen' },
      { from: day(6), to: day(9) },
      { excludeId: kept.id },
    ]) {
      expect((await inject('POST', '/api/activities/likely-duplicates', admin, draft(other))).json()).toEqual(
        [],
      );
    }
  });

  it('is for managers of the portal only', async () => {
    const member = await registerMember(t.app);
    expect(
      (await inject('POST', '/api/activities/likely-duplicates', member.cookie, draft())).statusCode,
    ).toBe(403);
    const otherPortal = (await createPortal(t.app)).id;
    const organiser = await registerMember(t.app);
    await t.app.db.insert(portalOrganisers).values({ userId: organiser.user.id, portalId: otherPortal });
    const res = await inject('POST', '/api/activities/likely-duplicates', organiser.cookie, draft());
    expect(res.statusCode).toBe(403);
    const own = await inject(
      'POST',
      '/api/activities/likely-duplicates',
      organiser.cookie,
      draft({ portalId: otherPortal }),
    );
    expect(own.statusCode).toBe(200);
  });

  it('stores the likely duplicates of a proposal, which the queue shows', async () => {
    const kept = await createActivity(t.app, admin, {
      portalId,
      title: 'Repair café Duploo',
      city: 'Duploo',
      startDate: day(12),
    });
    const member = await registerMember(t.app);
    const proposed = await inject(
      'POST',
      '/api/proposals',
      member.cookie,
      activityPayload({ portalId, title: 'Repaircafé Duploo', city: 'Duploo', startDate: day(12) }),
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json().likelyDuplicates).toEqual([
      { id: kept.id, title: 'Repair café Duploo', nextDate: day(12), city: 'Duploo' },
    ]);
    const queue = (await inject('GET', '/api/proposals', admin)).json();
    expect(queue.find((p: { id: number }) => p.id === proposed.json().id).likelyDuplicates[0].id).toBe(
      kept.id,
    );
  });

  it('lets a calendar source add, update and then leave a decided proposal alone', async () => {
    const source = await selectRows<{ id: number }>(
      t.app.db,
      sql`insert into calendar_sources (portal_id, url, needs_approval) values (${portalId}, 'https://club.example/agenda.ics', true) returning id`,
    );
    const event = {
      portalId,
      sourceId: source[0]!.id,
      sourceKey: 'uid-1@club.example',
      title: 'Clubavond',
      payload: activityPayload({ portalId, title: 'Clubavond', startDate: day(20) }) as Record<
        string,
        unknown
      >,
    };
    const added = await upsertSourceProposal(t.app.db, event);
    expect(added.outcome).toBe('added');
    expect((await upsertSourceProposal(t.app.db, event)).outcome).toBe('kept');
    const changed = await upsertSourceProposal(t.app.db, { ...event, title: 'Clubavond (nieuw)' });
    expect(changed).toEqual({ id: added.id, outcome: 'changed' });
    await inject('POST', `/api/proposals/${added.id}/reject`, admin, { reason: 'Besloten' });
    expect((await upsertSourceProposal(t.app.db, { ...event, title: 'Weer anders' })).outcome).toBe('kept');
    const [row] = await selectRows<{ title: string; status: string }>(
      t.app.db,
      sql`select title, status from proposals where id = ${added.id}`,
    );
    expect(row).toEqual({ title: 'Clubavond (nieuw)', status: 'rejected' });
  });
});

describe('merging two activities', () => {
  it('moves participants and favourites to the kept one, counting a member on both once', async () => {
    const kept = await createActivity(t.app, admin, { portalId, title: 'Schaakclub', startDate: day(3) });
    const merged = await createActivity(t.app, admin, { portalId, title: 'Schaak club', startDate: day(3) });
    const both = await registerMember(t.app);
    const onlyMerged = await registerMember(t.app);
    for (const member of [both, onlyMerged]) {
      expect(
        (await inject('POST', `/api/activities/${merged.id}/register`, member.cookie, {})).statusCode,
      ).toBe(200);
      await inject('POST', `/api/activities/${merged.id}/favorite`, member.cookie);
    }
    expect((await inject('POST', `/api/activities/${kept.id}/register`, both.cookie, {})).statusCode).toBe(
      200,
    );
    await inject('POST', `/api/activities/${kept.id}/favorite`, both.cookie);

    // Refused callers change nothing.
    const member = await registerMember(t.app);
    const refused = await inject('POST', `/api/activities/${merged.id}/merge`, member.cookie, {
      intoId: kept.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await inject('POST', `/api/activities/${kept.id}/merge`, admin, { intoId: kept.id })).statusCode,
    ).toBe(400);
    expect((await inject('GET', `/api/activities/${merged.id}`)).statusCode).toBe(200);

    const res = await inject('POST', `/api/activities/${merged.id}/merge`, admin, { intoId: kept.id });
    expect(res.statusCode, res.body).toBe(204);
    expect((await inject('GET', `/api/activities/${merged.id}`)).statusCode).toBe(404);

    const registrations = await selectRows<{ user_id: number }>(
      t.app.db,
      sql`select user_id from registrations where activity_id = ${kept.id} order by user_id`,
    );
    expect(registrations.map((r) => r.user_id)).toEqual(
      [both.user.id, onlyMerged.user.id].sort((a, b) => a - b),
    );
    const detail = (await inject('GET', `/api/activities/${kept.id}`)).json();
    expect(detail.participantCount).toBe(2);
    const favourites = await selectRows<{ user_id: number }>(
      t.app.db,
      sql`select user_id from favorites where activity_id = ${kept.id}`,
    );
    expect(favourites).toHaveLength(2);
    const [change] = await selectRows<{
      via: string;
      action: string;
      fields: Record<string, { from: unknown }>;
    }>(
      t.app.db,
      sql`select via, action, fields from activity_changes where activity_id = ${kept.id} and action = 'merged'`,
    );
    expect(change).toMatchObject({ via: 'merge', action: 'merged' });
    expect(change!.fields.mergedId!.from).toBe(merged.id);
    expect(change!.fields.mergedTitle!.from).toBe('Schaak club');
  });

  it('answers 404 when either activity does not exist', async () => {
    const kept = await createActivity(t.app, admin, { portalId, startDate: day(3) });
    expect(
      (await inject('POST', `/api/activities/${kept.id}/merge`, admin, { intoId: 999_999 })).statusCode,
    ).toBe(404);
    expect((await inject('GET', `/api/activities/${kept.id}`)).statusCode).toBe(200);
  });
});
