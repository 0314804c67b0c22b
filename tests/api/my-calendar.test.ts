import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// "Mijn agenda" (issue #43, item 4): a private address holding exactly the dates the member takes part
// in, that a phone's calendar follows.

const PUBLIC_URL = 'https://meedoen.example';
let t: TestApp;
let admin: string;
let portalId: number;
const day = (n: number) => addDays(todayInAmsterdam(), n);

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/** The events of a calendar file: UID, SEQUENCE, summary and start. */
function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.toString(),
    };
  });
}

async function fetchCalendar(url: string) {
  return t.app.inject({ url: url.replace(PUBLIC_URL, '') });
}

describe('my calendar', () => {
  it('holds exactly the dates the member takes part in, and follows changes', async () => {
    const { cookie } = await registerMember(t.app);
    expect((await call('GET', '/api/user/calendar', cookie)).json()).toEqual({ active: false, url: null });
    const made = (await call('POST', '/api/user/calendar', cookie)).json();
    expect(made.active).toBe(true);
    expect(made.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/my-calendar/[\\w-]{43}\\.ics$`));
    expect((await call('GET', '/api/user/calendar', cookie)).json()).toEqual({ active: true, url: null });

    const walk = await createActivity(t.app, admin, {
      portalId,
      title: 'Wandeling',
      startDate: day(3),
      startTime: '10:00',
      endTime: '12:00',
    });
    const full = await createActivity(t.app, admin, {
      portalId,
      title: 'Vol',
      startDate: day(4),
      capacity: 1,
    });
    const other = await registerMember(t.app);
    await call('POST', `/api/activities/${full.id}/register`, other.cookie);
    await call('POST', `/api/activities/${walk.id}/register`, cookie);
    await call('POST', `/api/activities/${full.id}/register`, cookie); // waitlisted: not in the calendar

    const file = await fetchCalendar(made.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['cache-control']).toMatch(/private/);
    const events = eventsOf(file.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summary: 'Wandeling', start: `${day(3)}T10:00:00` });
    expect(events[0]!.uid).toMatch(/^registration-\d+@meedoen\.example$/);

    // A changed activity raises the event's SEQUENCE, so calendar apps take the new version.
    await t.app.database.query(
      `update activities set updated_at = updated_at + interval '1 minute' where id = $1`,
      [walk.id],
    );
    const after = eventsOf((await fetchCalendar(made.url)).body);
    expect(after[0]!.uid).toBe(events[0]!.uid);
    expect(after[0]!.sequence).toBeGreaterThan(events[0]!.sequence);

    // Leaving takes the date out.
    await call('DELETE', `/api/activities/${walk.id}/register`, cookie);
    expect(eventsOf((await fetchCalendar(made.url)).body)).toEqual([]);
  });

  it('stops the old address when renewed, and every address when stopped', async () => {
    const { cookie } = await registerMember(t.app);
    const first = (await call('POST', '/api/user/calendar', cookie)).json();
    const second = (await call('POST', '/api/user/calendar', cookie)).json();
    expect(second.url).not.toBe(first.url);
    expect((await fetchCalendar(first.url)).statusCode).toBe(404);
    expect((await fetchCalendar(second.url)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/user/calendar', cookie)).json()).toEqual({ active: false, url: null });
    expect((await fetchCalendar(second.url)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/my-calendar/made-up.ics' })).statusCode).toBe(404);
  });

  it('is for members only to make', async () => {
    expect((await call('POST', '/api/user/calendar')).statusCode).toBe(401);
  });
});
