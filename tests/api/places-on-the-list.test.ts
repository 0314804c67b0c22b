import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { WEEKDAYS } from '../../src/domain/recurrence/recurrence-rule';
import { selectRows } from '../../src/server/db/select-rows';
import { refreshEndedSessions } from '../../src/server/features/activities/occurrences/occurrences';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Places on the list (issue #43): each card's places left on its next date, the "only with places
// left" filter (activities.next_date_full, kept by joins, leaves, a changed capacity and the
// materialiser), and the assistant's words for it.

let t: TestApp;
let admin: string;
let portalId: number;
const today = todayInAmsterdam();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  // Without the page cache: each list here must show what the database holds now.
  t = await createTestApp({ listCacheMs: 0 });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

interface Card {
  id: number;
  placesLeft: number | null;
}

async function listed(query = ''): Promise<Card[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities?portalId=${portalId}&limit=100${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Card[];
}

const cardOf = async (id: number, query = '') => (await listed(query)).find((card) => card.id === id);

/** The list as the index has it once it heard of the last change (a notice, a moment after the commit). */
async function expectListed(id: number, query: string, placesLeft: number | null | undefined) {
  await vi.waitFor(async () => expect((await cardOf(id, query))?.placesLeft).toBe(placesLeft), {
    timeout: 5000,
  });
}

async function nextDateFull(id: number): Promise<boolean> {
  const [row] = await selectRows<{ next_date_full: boolean }>(
    t.app.db,
    sql`select next_date_full from activities where id = ${id}`,
  );
  return row!.next_date_full;
}

function register(id: number, cookie: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/activities/${id}/register`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

const leave = (id: number, cookie: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/activities/${id}/register`, headers: { cookie } });

const setCapacity = (id: number, capacity: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/activities/${id}`,
    headers: { cookie: admin },
    payload: { capacity },
  });

describe('places on the list', () => {
  it('drops a full date from "only with places left", and brings it back when a place frees up', async () => {
    const { id } = await createActivity(t.app, admin, {
      portalId,
      startDate: day(3),
      startTime: '14:00',
      capacity: 2,
    });
    const unlimited = await createActivity(t.app, admin, { portalId, startDate: day(3), startTime: '15:00' });
    await expectListed(id, '&placesLeft=true', 2);
    expect((await cardOf(unlimited.id))?.placesLeft).toBeNull();

    const first = await registerMember(t.app);
    const second = await registerMember(t.app);
    expect((await register(id, first.cookie)).statusCode).toBe(200);
    await expectListed(id, '&placesLeft=true', 1);
    expect(await nextDateFull(id)).toBe(false);
    expect((await register(id, second.cookie)).statusCode).toBe(200);
    expect(await nextDateFull(id)).toBe(true);

    // Full: gone from the filtered list (the one without a limit stays), 0 on its card in the other.
    await expectListed(id, '&placesLeft=true', undefined);
    expect((await cardOf(unlimited.id, '&placesLeft=true'))?.placesLeft).toBeNull();
    expect((await cardOf(id))?.placesLeft).toBe(0);
    const detail = await t.app.inject({ method: 'GET', url: `/api/activities/${id}` });
    expect(detail.json()).toMatchObject({ capacity: 2, placesLeft: 0 });
    const widget = await t.app.inject({ url: `/iframe/activities?portalId=${portalId}&limit=50` });
    expect(widget.body).toContain('vol · wachtlijst');

    // A third waits; one going leaves, the third moves up: still full.
    const third = await registerMember(t.app);
    expect((await register(id, third.cookie)).json()).toMatchObject({ status: 'waitlisted' });
    expect((await leave(id, first.cookie)).statusCode).toBe(200);
    expect(await nextDateFull(id)).toBe(true);
    // Nobody waits now: the next to leave frees a place.
    expect((await leave(id, second.cookie)).statusCode).toBe(200);
    expect(await nextDateFull(id)).toBe(false);
    await expectListed(id, '&placesLeft=true', 1);
    const english = await t.app.inject({ url: `/iframe/activities?portalId=${portalId}&limit=50&lang=en` });
    expect(english.body).toContain('1 place left');

    // A lowered capacity fills the date, a removed one opens it with no number at all.
    expect((await setCapacity(id, 1)).statusCode).toBe(200);
    expect(await nextDateFull(id)).toBe(true);
    await expectListed(id, '&placesLeft=true', undefined);
    expect((await setCapacity(id, 3)).statusCode).toBe(200);
    expect(await nextDateFull(id)).toBe(false);
    await expectListed(id, '&placesLeft=true', 2);
    expect((await setCapacity(id, null)).statusCode).toBe(200);
    await expectListed(id, '&placesLeft=true', null);
  });

  it('sets the flag anew when a series’ next date moves on', async () => {
    // Every day from tomorrow, one place a date; one member takes the day after tomorrow's.
    const { id } = await createActivity(t.app, admin, {
      portalId,
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: [...WEEKDAYS],
      recurringStartDate: day(1),
      recurringEndDate: day(10),
      recurringStartTime: '19:00',
      recurringEndTime: '21:00',
      capacity: 1,
    });
    const member = await registerMember(t.app);
    expect((await register(id, member.cookie, { date: day(2) })).statusCode).toBe(200);
    expect(await nextDateFull(id)).toBe(false);
    await expectListed(id, '&placesLeft=true', 1);

    // Tomorrow's session is over: the next date is the full one.
    expect(await refreshEndedSessions(t.app.db, `${day(1)} 22:00`)).toBeGreaterThanOrEqual(1);
    expect(await nextDateFull(id)).toBe(true);
    await expectListed(id, '&placesLeft=true', undefined);
    // And on again: room.
    await refreshEndedSessions(t.app.db, `${day(2)} 22:00`);
    expect(await nextDateFull(id)).toBe(false);
    await expectListed(id, '&placesLeft=true', 1);
  });

  it('lets the assistant read "nog plek" and "places left" as the filter, counted as the list counts', async () => {
    const member = await registerMember(t.app);
    for (const [content, lang] of [
      ['is er nog plek?', 'nl'],
      ['anything with places left', 'en'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'accept-language': lang, cookie: member.cookie },
        payload: { messages: [{ role: 'user', content }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { placesLeft: boolean; total: number; message: string };
      expect(answer.placesLeft).toBe(true);
      expect(answer.message).toMatch(lang === 'nl' ? /met nog plek/ : /with places left/);
      const list = await t.app.inject({ method: 'GET', url: '/api/activities?placesLeft=true&limit=1' });
      expect(answer.total).toBe(Number(list.headers['x-total-count']));
    }
  });

  it('answers the filter in the embed JSON and refuses a wrong value', async () => {
    const json = await t.app.inject({ method: 'GET', url: `/api/embed/activities?placesLeft=true` });
    expect(json.statusCode).toBe(200);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/activities?placesLeft=maybe' });
    expect(wrong.statusCode).toBe(400);
  });
});
