import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { sweepListChanges } from '../../src/server/features/activities/list/list-index';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { listPage, untilHeard } from '../helpers/list-page';
import { createTestApps, type TestApps } from '../helpers/test-app';

// The list is chosen in each process's memory (list-index.ts, decision 0016). These hold that a change
// made by any path reaches the lists of every process: through another app process on the same
// database, and by plain SQL that no app saw. While a process listens (decision 0020) it hears of the
// change a moment after its commit, and its own writes are in its very next list; while it cannot
// listen it asks on every list, and the change is in the very next list of every process. Both apps have
// the page cache off, so every list is chosen anew.

let t: TestApps;
let one: FastifyInstance;
let other: FastifyInstance;
let admin: string;
let portalId: number;
let sql: TestApps['query'];
const today = todayInAmsterdam();

/**
 * Two app processes on a fresh database for the describe it is called in: one describe stops their
 * listening for good, and the other must find them listening, whichever runs first.
 */
function onTwoFreshApps() {
  beforeAll(async () => {
    t = await createTestApps(2, { listCacheMs: 0 });
    [one, other] = t.apps as [FastifyInstance, FastifyInstance];
    sql = t.query;
    admin = await loginAs(one, 'admin');
    portalId = (await createPortal(one, { type: 'organization' })).id;
  });
  afterAll(async () => t.close());
}

/** The list's cards, as a visitor of that language sees them. */
async function cards(
  app: FastifyInstance,
  query: string,
  lang: 'nl' | 'en' = 'nl',
): Promise<ActivityListItem[]> {
  const res = await app.inject({ method: 'GET', url: `/api/activities?limit=100&lang=${lang}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActivityListItem[];
}

/**
 * The same changes, seen by every process: `settle` runs a check once where the very next list must
 * pass it, and until it passes (a few seconds at most) where the process hears of changes.
 */
function freshness(when: string, settle: (check: () => Promise<void>) => Promise<void>) {
  it(`shows another process’s new, changed and deleted activity ${when}`, async () => {
    const before = await listPage(other);
    const created = await createActivity(one, admin, {
      portalId,
      title: 'Nieuw elders',
      startDate: addDays(today, 3),
    });
    await settle(async () =>
      expect(await listPage(other)).toEqual({
        ids: expect.arrayContaining([created.id]),
        total: before.total + 1,
      }),
    );

    const changed = await one.inject({
      method: 'PUT',
      url: `/api/activities/${created.id}`,
      headers: { cookie: admin },
      payload: { ontmoetingsscore: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await settle(async () => {
      expect((await listPage(other, 'meetingScore=2')).ids).not.toContain(created.id);
      expect((await listPage(other, 'meetingScore=1')).ids).toContain(created.id);
    });

    const deleted = await one.inject({
      method: 'DELETE',
      url: `/api/activities/${created.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    await settle(async () => expect(await listPage(other)).toEqual(before));
  });

  it(`shows a change made by plain SQL, past every app, ${when}`, async () => {
    const created = await createActivity(one, admin, {
      portalId,
      title: 'Via psql',
      startDate: addDays(today, 4),
      tags: ['psql'],
    });
    expect((await listPage(one, 'tags=psql')).ids).toEqual([created.id]);

    await sql('update activities set tags = $1 where id = $2', [['anders'], created.id]);
    await settle(async () => {
      expect((await listPage(one, 'tags=psql')).ids).toEqual([]);
      expect((await listPage(other, 'tags=anders')).ids).toEqual([created.id]);
    });

    // Its occurrence moved into a later week: a range over that week finds it there, by any process.
    const later = addDays(today, 20);
    await sql('update activity_occurrences set day = $1 where activity_id = $2', [later, created.id]);
    const week = `dateFilter=custom&startDate=${addDays(today, 18)}&endDate=${addDays(today, 24)}`;
    await settle(async () => expect((await listPage(other, week)).ids).toContain(created.id));

    await sql('delete from activities where id = $1', [created.id]);
    await settle(async () => {
      expect((await listPage(one)).ids).not.toContain(created.id);
      expect((await listPage(other, week)).ids).not.toContain(created.id);
    });
  });

  it(`shows a card as it is now, in every process and language, however it was changed, ${when}`, async () => {
    const created = await createActivity(one, admin, {
      portalId,
      title: 'Kaart oud',
      startDate: addDays(today, 6),
      tags: ['kaart'],
    });
    const card = async (app: FastifyInstance, lang: 'nl' | 'en' = 'nl') => {
      const found = (await cards(app, 'tags=kaart', lang)).find((item) => item.id === created.id);
      return found && { title: found.title, score: found.ontmoetingsscore, nextDate: found.nextDate };
    };
    // Every process has written its card in both languages before anything changes (the other process
    // once it has heard of the new activity).
    await settle(async () => {
      for (const app of [one, other])
        for (const lang of ['nl', 'en'] as const) expect(await card(app, lang)).toBeDefined();
    });

    const changed = await one.inject({
      method: 'PUT',
      url: `/api/activities/${created.id}`,
      headers: { cookie: admin },
      payload: { title: 'Kaart nieuw', titleEn: 'Card new' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The writing process at once, whatever the mode.
    expect((await card(one, 'en'))?.title).toBe('Card new');
    await settle(async () => {
      expect((await card(other))?.title).toBe('Kaart nieuw');
      expect((await card(other, 'en'))?.title).toBe('Card new');
    });

    await sql('update activities set title_en = $1, ontmoetingsscore = 2 where id = $2', [
      'Card by psql',
      created.id,
    ]);
    await settle(async () => {
      expect(await card(one, 'en')).toMatchObject({ title: 'Card by psql', score: 2 });
      expect(await card(other)).toMatchObject({ title: 'Kaart nieuw', score: 2 });
    });

    const nextDate = addDays(today, 9);
    await sql('update activities set next_date = $1 where id = $2', [nextDate, created.id]);
    await settle(async () => {
      expect((await card(other))?.nextDate).toBe(nextDate);
      expect((await card(one, 'en'))?.nextDate).toBe(nextDate);
    });
  });

  it(`finds an activity by its words as they are now, whichever change came between, ${when}`, async () => {
    const created = await createActivity(one, admin, {
      portalId,
      title: 'Boekbespreking',
      startDate: addDays(today, 5),
      capacity: 10,
    });
    const found = async (app: FastifyInstance, words: string) =>
      (await listPage(app, `search=${words}`)).ids.includes(created.id);
    await settle(async () => expect(await found(other, 'boekbespreking')).toBe(true));

    // Changes that leave its words as they were (decision 0042: the words' lists are not merged again).
    const contact = await one.inject({
      method: 'PUT',
      url: `/api/activities/${created.id}`,
      headers: { cookie: admin },
      payload: { contactPerson: 'Iemand anders' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    await sql('update activities set next_date_full = true where id = $1', [created.id]);
    await settle(async () => {
      expect((await listPage(other, 'placesLeft=true&search=boekbespreking')).ids).not.toContain(created.id);
      expect(await found(one, 'boekbespreking')).toBe(true);
    });

    // Then its words: the new ones find it, the old ones no longer.
    await sql('update activities set title = $1 where id = $2', ['Schaakavond', created.id]);
    await settle(async () => {
      for (const app of [one, other]) {
        expect(await found(app, 'schaakavond')).toBe(true);
        expect(await found(app, 'boekbespreking')).toBe(false);
      }
    });
  });
}

const asking = (check: () => Promise<void>) => check();

describe('the list index, while every process listens', () => {
  onTwoFreshApps();

  freshness('as soon as the process hears of it', untilHeard);

  it('answers a list whose cards are all written without a statement', async () => {
    const created = await seenByOther('Stil', 7, 'stil');
    const statements = vi.spyOn(other.database.listPool, 'query');
    try {
      expect((await listPage(other, 'tags=stil')).ids).toEqual([created.id]);
      expect(statements).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
    }
    // And a change is still heard.
    await sql('update activities set tags = $1 where id = $2', [['luid'], created.id]);
    await listShows(other, 'tags=stil', []);
  });

  it('answers a list once caught up with what was told before it, whatever was told after', async () => {
    await seenByOther('Eerder gevraagd', 8, 'eerder');
    const { index } = other.activities.list;
    // A change told: the list asked for next waits for a catch-up. Another is told while it runs.
    index.changed();
    const asked = index.current();
    index.changed();
    // The list is answered as caught up (no question to the database), not after a second catch-up.
    expect((await asked).heard).toBe(true);
  });

  it('catches up no more when the notice is of a change it already holds', async () => {
    const { index } = one.activities.list;
    const [written] = (await sql('select pg_current_xact_id()::text as xid')).rows as { xid: string }[];
    index.changed();
    await index.current();
    const told = vi.spyOn(index, 'changed');
    try {
      // Two notices in turn, as the trigger sends them (migration 0022): of the transaction the index
      // holds now, and of one it cannot know. Notices arrive in order: once the second is told, the first
      // was heard, and was not told.
      await sql(`select pg_notify('list_changes', $1)`, [written!.xid]);
      await sql(`select pg_notify('list_changes', $1)`, [String(BigInt(written!.xid) + 1_000_000n)]);
      await vi.waitFor(() => expect(told).toHaveBeenCalled());
      expect(told).toHaveBeenCalledTimes(1);
    } finally {
      told.mockRestore();
    }
  });

  it('still asks the database at least once a second, for a notice that never came', async () => {
    const created = await seenByOther('Elke seconde', 9, 'seconde');
    const statements = vi.spyOn(other.database.listPool, 'query');
    const later = Date.now() + 1500;
    try {
      expect((await listPage(other, 'tags=seconde')).ids).toEqual([created.id]);
      expect(statements).not.toHaveBeenCalled();
      const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
      try {
        expect((await listPage(other, 'tags=seconde')).ids).toEqual([created.id]);
        expect(statements).toHaveBeenCalledTimes(1);
        // Asked and answered "nothing changed": the next list within the second asks nothing again.
        expect((await listPage(other, 'tags=seconde')).ids).toEqual([created.id]);
        expect(statements).toHaveBeenCalledTimes(1);
      } finally {
        clock.mockRestore();
      }
    } finally {
      statements.mockRestore();
    }
  });

  it('hears again after the database ends its connection, and misses nothing meanwhile', async () => {
    const created = await seenByOther('Verbroken', 8, 'verbroken');
    // Every listener of this database is cut off; the change comes before they are back.
    await sql(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen list_changes'",
    );
    await sql('update activities set tags = $1 where id = $2', [['hersteld'], created.id]);
    for (const app of [one, other]) await listShows(app, 'tags=hersteld', [created.id]);
    // Listening again, a change is heard as before.
    await vi.waitFor(
      async () => {
        const { rows } = await sql(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'listen list_changes'",
        );
        expect(rows[0]).toEqual({ n: 2 });
      },
      { timeout: 5000, interval: 50 },
    );
    await sql('update activities set tags = $1 where id = $2', [['weer'], created.id]);
    for (const app of [one, other]) await listShows(app, 'tags=weer', [created.id]);
  });
});

/** A new activity with a tag of its own (and `days` ahead), once the other process lists it. */
async function seenByOther(title: string, days: number, tag: string) {
  const created = await createActivity(one, admin, {
    portalId,
    title,
    startDate: addDays(today, days),
    tags: [tag],
  });
  await listShows(other, `tags=${tag}`, [created.id]);
  return created;
}

/** Waits until the app's list of `query` holds exactly `ids`. */
async function listShows(app: FastifyInstance, query: string, ids: number[]) {
  await untilHeard(async () => expect((await listPage(app, query)).ids).toEqual(ids));
}

describe('the list index, while no process can listen', () => {
  onTwoFreshApps();
  beforeAll(async () => {
    for (const app of [one, other]) await app.activities.list.index.stopListening();
  });

  freshness('in the next list', asking);

  it('loads everything again when it has not looked for longer than the change log is trusted', async () => {
    const created = await createActivity(one, admin, {
      portalId,
      title: 'Lang geleden',
      startDate: addDays(today, 5),
    });
    expect((await listPage(other)).ids).toContain(created.id);
    // The change is made and its log row swept, as an hour of sweeps would: only a whole load can see it.
    await sql('update activities set ontmoetingsscore = 1 where id = $1', [created.id]);
    await sql('delete from list_changes');
    expect((await listPage(other, 'meetingScore=2')).ids).toContain(created.id);
    const later = Date.now() + 31 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await listPage(other, 'meetingScore=2')).ids).not.toContain(created.id);
      // The card's text is read again too.
      const card = (await cards(other, 'meetingScore=1')).find((item) => item.id === created.id);
      expect(card?.ontmoetingsscore).toBe(1);
    } finally {
      clock.mockRestore();
    }
  });

  it('sweeps change log rows older than an hour, and only those', async () => {
    await sql('delete from list_changes');
    await sql(
      "insert into list_changes (activity_id, changed_at) values (1, now() - interval '61 minutes'), (2, now() - interval '59 minutes')",
    );
    expect(await sweepListChanges(one.database.listPool)).toBe(1);
    const { rows } = await sql('select activity_id from list_changes');
    expect(rows).toEqual([{ activity_id: 2 }]);
  });
});
