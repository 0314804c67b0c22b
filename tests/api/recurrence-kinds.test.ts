import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, ActivityListItem } from '../../src/domain/activities/response';
import { minuteInAmsterdam } from '../../src/domain/recurrence/amsterdam-clock';
import { addDays, type CalendarDate } from '../../src/domain/recurrence/calendar-date';
import { loginAs, randomAddress } from '../helpers/accounts';
import { activityPayload, createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #43 item 2: a monthly series on the last weekday of the month and a series of chosen dates, end
// to end: written through POST/PUT /api/activities, materialised, and read back by the detail, the
// dates route, a list date filter and the calendar (expanded by ical.js, as a calendar app would).

let t: TestApp;
let admin: string;
let portalId: number;
let today: CalendarDate;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://meedoen.example.nl' });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
  today = minuteInAmsterdam().slice(0, 10);
});
afterAll(async () => t.close());

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { cookie: admin }, payload });
}

async function datesOf(id: number, limit = 8): Promise<CalendarDate[]> {
  const res = await t.app.inject({ url: `/api/activities/${id}/dates?limit=${limit}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { date: CalendarDate }[]).map((d) => d.date);
}

async function onDay(day: CalendarDate): Promise<number[]> {
  const res = await t.app.inject({
    url: `/api/activities?organizationId=${portalId}&dateFilter=custom&startDate=${day}&endDate=${day}&limit=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityListItem[]).map((a) => a.id);
}

/** The start days of the one event in an activity's calendar, expanded by ical.js up to `to`. */
async function calendarDays(id: number, to: CalendarDate): Promise<CalendarDate[]> {
  const res = await t.app.inject({ url: `/api/activities/${id}.ics`, remoteAddress: randomAddress() });
  expect(res.statusCode, res.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const iterator = event.iterator();
  const days: CalendarDate[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const day = next.toString().slice(0, 10);
    if (day > to || days.length > 100) break;
    days.push(day);
  }
  return days;
}

/** The last Fridays of the months from `from` on, worked out with Date (not the engine). */
function lastFridays(from: CalendarDate, count: number): CalendarDate[] {
  const result: CalendarDate[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  while (result.length < count) {
    // Day 0 of the next month is this month's last day; step back to its Friday (getUTCDay 5).
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() + 2) % 7));
    const date = last.toISOString().slice(0, 10);
    if (date >= from) result.push(date);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return result;
}

describe('the last weekday of the month', () => {
  it('takes place on the last Friday of each month: dates, list filter, sentence and calendar', async () => {
    const activity = await createActivity(t.app, admin, {
      portalId,
      title: 'Laatste vrijdag',
      activityType: 'recurring',
      recurringFrequency: 'monthly',
      recurringPattern: 'last',
      recurringDays: ['friday'],
      recurringStartDate: today,
      recurringStartTime: '20:00',
      recurringEndTime: '22:00',
    });
    expect(activity.recurrenceText).toBe('De laatste vrijdag van de maand');
    // Tomorrow on: a session today may be over already, and then the dates route skips it.
    const expected = lastFridays(addDays(today, 1), 4);
    expect((await datesOf(activity.id, 5)).filter((d) => d > today).slice(0, 4)).toEqual(expected);
    expect(await onDay(expected[1]!)).toContain(activity.id);
    expect(await onDay(addDays(expected[1]!, -7))).not.toContain(activity.id);
    const inCalendar = await calendarDays(activity.id, expected[3]!);
    expect(inCalendar.filter((d) => d > today)).toEqual(expected);
    const en = await t.app.inject({ url: `/api/activities/${activity.id}?lang=en` });
    expect((en.json() as ActivityDetail).recurrenceText).toBe('The last Friday of the month');
  });

  it('belongs to monthly only', async () => {
    for (const recurringFrequency of ['weekly', 'biweekly']) {
      const res = await send(
        'POST',
        '/api/activities',
        activityPayload({
          portalId,
          activityType: 'recurring',
          recurringFrequency: recurringFrequency as 'weekly',
          recurringPattern: 'last',
          recurringDays: ['friday'],
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('recurringPattern');
    }
  });
});

describe('a series of chosen dates', () => {
  const chosen = (offsets: number[]) => offsets.map((days) => addDays(today, days));

  it('takes place on exactly its dates, stored sorted and once each', async () => {
    const [d3, d10, d12, d30] = chosen([3, 10, 12, 30]) as [string, string, string, string];
    const activity = await createActivity(t.app, admin, {
      portalId,
      title: 'Cursus',
      activityType: 'recurring',
      recurringFrequency: 'dates',
      recurringDates: [d12, d3, d30, d10, d3],
      recurringStartTime: '19:30',
      recurringEndTime: '21:30',
    });
    expect(activity).toMatchObject({
      recurringDates: [d3, d10, d12, d30],
      recurringStartDate: d3,
      recurringEndDate: d30,
      nextDates: [d3, d10, d12, d30],
      nextDate: d3,
    });
    expect(activity.recurrenceText).toMatch(/^4 data: /);
    expect(await datesOf(activity.id)).toEqual([d3, d10, d12, d30]);
    expect(await onDay(d10)).toContain(activity.id);
    expect(await onDay(addDays(today, 11))).not.toContain(activity.id);
    expect(await calendarDays(activity.id, addDays(today, 400))).toEqual([d3, d10, d12, d30]);
    const ics = await t.app.inject({
      url: `/api/activities/${activity.id}.ics`,
      remoteAddress: randomAddress(),
    });
    // The VTIMEZONE has rules of its own; the event has none, only its dates.
    const vevent = ics.body.slice(ics.body.indexOf('BEGIN:VEVENT'));
    expect(vevent).not.toContain('RRULE:');
    expect(vevent).toContain('RDATE;TZID=Europe/Amsterdam:');
  });

  it('a change of its dates moves its occurrences; a switch to weekly lets the dates go', async () => {
    const activity = await createActivity(t.app, admin, {
      portalId,
      activityType: 'recurring',
      recurringFrequency: 'dates',
      recurringDates: chosen([5, 6]),
    });
    const moved = await send('PUT', `/api/activities/${activity.id}`, { recurringDates: chosen([8, 7]) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      recurringDates: chosen([7, 8]),
      recurringStartDate: chosen([7])[0],
    });
    expect(await datesOf(activity.id)).toEqual(chosen([7, 8]));
    const weekly = await send('PUT', `/api/activities/${activity.id}`, {
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: ['monday'],
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.json().recurringDates).toEqual([]);
  });

  it('refuses a series without dates, with more than 60, with a wrong date, and dates on another kind', async () => {
    const base = { portalId, activityType: 'recurring' as const, recurringFrequency: 'dates' as const };
    const refused = async (payload: object, path: string, message: string) => {
      const res = await send('POST', '/api/activities', activityPayload({ ...base, ...payload }));
      expect(res.statusCode, res.body).toBe(400);
      const issue = (res.json().issues as { path: string; message: string }[])[0]!;
      expect(issue.path.startsWith(path)).toBe(true);
      expect(issue.message).toEqual(message);
    };
    await refused({}, 'recurringDates', 'Kies minstens één datum voor ‘Gekozen data’.');
    await refused({ recurringDates: [] }, 'recurringDates', 'Kies minstens één datum voor ‘Gekozen data’.');
    const many = Array.from({ length: 61 }, (_, i) => addDays(today, i));
    await refused(
      { recurringDates: many },
      'recurringDates',
      expect.stringContaining('maximaal 60') as never,
    );
    await refused(
      { recurringDates: ['2027-02-30'] },
      'recurringDates',
      'Ongeldige datum: gebruik het formaat jjjj-mm-dd.',
    );
    await refused(
      { recurringFrequency: 'weekly', recurringDays: ['monday'], recurringDates: [today] },
      'recurringDates',
      expect.stringContaining('Gekozen data') as never,
    );
    // Sixty, duplicates aside, is fine.
    const sixty = await send(
      'POST',
      '/api/activities',
      activityPayload({ ...base, recurringDates: [...many.slice(0, 60), many[0]!] }),
    );
    expect(sixty.statusCode, sixty.body).toBe(201);
    // On a stored weekly series, dates alone are refused too.
    const weekly = await createActivity(t.app, admin, {
      portalId,
      activityType: 'recurring',
      recurringDays: ['monday'],
    });
    const put = await send('PUT', `/api/activities/${weekly.id}`, { recurringDates: [today] });
    expect(put.statusCode).toBe(400);
  });
});
