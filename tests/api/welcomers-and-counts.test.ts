import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { WEEKDAYS } from '../../src/domain/recurrence/recurrence-rule';
import { queueReminderMails } from '../../src/server/features/participation/reminders';
import { loginAs, markAddressConfirmed, registerMember } from '../helpers/accounts';
import { createActivity } from '../helpers/activity-factory';
import { startMailApp, stopMailApp } from '../helpers/mail-app';
import { type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import type { TestApp } from '../helpers/test-app';

// Issue #43, "nobody has to come alone": the welcomer an organiser names for an activity or one date,
// shown on the detail and named in the reminder; and the counts (never names) of those coming alone
// and for the first time.

const PUBLIC_URL = 'https://meedoen.example';
let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let portalId: number;
const today = todayInAmsterdam();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  ({ smtp, t, admin, portalId } = await startMailApp(PUBLIC_URL));
});
afterAll(() => stopMailApp(t, smtp));
beforeEach(async () => {
  await t.app.outbox.sendDue();
  await t.app.database.query('delete from mail_outbox');
  smtp.received.length = 0;
});

async function member() {
  const person = await registerMember(t.app);
  await markAddressConfirmed(t.app, person.user.id);
  return person;
}

function join(id: number, cookie: string, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/activities/${id}/register`,
    headers: { cookie },
    payload,
  });
}

function series(days = 7) {
  return createActivity(t.app, admin, {
    portalId,
    activityType: 'recurring',
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringDays: [...WEEKDAYS],
    recurringStartDate: day(1),
    recurringEndDate: day(days),
    recurringStartTime: '23:59',
    recurringEndTime: '23:59',
  });
}

const sanne = { name: 'Sanne', where: 'bij de koffietafel, groene sjaal' };

describe('the welcomer', () => {
  it('is named with the activity, shown on the detail, changed and removed', async () => {
    const a = await createActivity(t.app, admin, { portalId, startDate: day(3), welcomer: sanne });
    expect(a.welcomer).toEqual({ ...sanne, photoUrl: null });
    const shown = await t.app.inject({ method: 'GET', url: `/api/activities/${a.id}` });
    expect(shown.json().welcomer).toEqual({ ...sanne, photoUrl: null });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { welcomer: { name: 'Joop', where: 'bij de deur' } },
    });
    expect(changed.json().welcomer).toEqual({ name: 'Joop', where: 'bij de deur', photoUrl: null });
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { title: 'Nieuwe titel' },
    });
    expect(other.json().welcomer?.name).toBe('Joop');
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { welcomer: null },
    });
    expect(removed.json().welcomer).toBeNull();
  });

  it('can be named for one date, by administrators only, in place of the activity’s own', async () => {
    const a = await series();
    await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { welcomer: { name: 'Joop', where: 'bij de deur' } },
    });
    const url = `/api/activities/${a.id}/dates/${day(2)}/welcomer`;
    const put = (cookie?: string, payload: object = sanne) =>
      t.app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload });
    expect((await put()).statusCode).toBe(401);
    expect((await put(await loginAs(t.app, 'member'))).statusCode).toBe(403);
    expect((await put(admin, { name: '', where: 'x' })).statusCode).toBe(400);
    const set = await put(admin);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ date: day(2), welcomer: { ...sanne, photoUrl: null }, forDate: true });
    expect((await t.app.inject({ method: 'GET', url })).json().welcomer.name).toBe('Sanne');
    const otherDay = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${a.id}/dates/${day(3)}/welcomer`,
    });
    expect(otherDay.json()).toMatchObject({ welcomer: { name: 'Joop' }, forDate: false });
    const notADate = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}/dates/${day(30)}/welcomer`,
      headers: { cookie: admin },
      payload: sanne,
    });
    expect(notADate.statusCode).toBe(400);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } });
    expect(removed.json()).toMatchObject({ welcomer: { name: 'Joop' }, forDate: false });
  });

  it('is named in the reminder the day before: the date’s own, else the activity’s', async () => {
    const a = await series(3);
    await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { welcomer: { name: 'Joop', where: 'bij de deur' } },
    });
    const b = await createActivity(t.app, admin, {
      portalId,
      startDate: day(1),
      startTime: '23:59',
      welcomer: { name: 'Joop', where: 'bij de deur' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}/dates/${day(1)}/welcomer`,
      headers: { cookie: admin },
      payload: sanne,
    });
    const anna = await member();
    const bram = await member();
    await join(a.id, anna.cookie, { date: day(1) });
    await join(b.id, bram.cookie);
    await queueReminderMails(t.app.db, PUBLIC_URL, 'Meedoen', `${today} 18:00`);
    await t.app.outbox.sendDue();
    const textTo = (address: string) =>
      smtp.received
        .filter((mail) => mail.to.includes(address))
        .map((mail) => textBodyOf(mail.raw))
        .find((text) => text.includes('Morgen doe je mee'));
    const annas = textTo(anna.user.email!);
    expect(annas).toContain('Sanne wacht je op bij de koffietafel, groene sjaal.');
    expect(annas).toContain('Sanne will be waiting for you: bij de koffietafel, groene sjaal.');
    expect(textTo(bram.user.email!)).toContain('Joop wacht je op bij de deur.');
  });
});

describe('how many come alone and for the first time', () => {
  it('are counted on the dates, never named', async () => {
    const a = await series();
    const people = [await member(), await member(), await member()];
    await join(a.id, people[0]!.cookie, { date: day(2), comingAlone: true });
    await join(a.id, people[1]!.cookie, { date: day(2), comingAlone: true, wantsCompany: true });
    await join(a.id, people[2]!.cookie, { date: day(2) });
    const res = await t.app.inject({ method: 'GET', url: `/api/activities/${a.id}/dates` });
    const date = res.json().find((row: { date: string }) => row.date === day(2));
    expect(date).toMatchObject({ going: 3, comingAlone: 2 });
    expect(res.body).not.toContain(people[0]!.user.username);
  });

  it('show the organiser whom to expect: first-timers and those coming alone', async () => {
    const a = await series();
    const regular = await member();
    const newcomer = await member();
    // The regular went to a date of this activity before (a week ago).
    await t.app.db.execute(sql`insert into registrations (activity_id, user_id, day, status)
      values (${a.id}, ${regular.user.id}, ${day(-7)}::date, 'going')`);
    await join(a.id, regular.cookie, { date: day(2) });
    await join(a.id, newcomer.cookie, { date: day(2), comingAlone: true });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${a.id}/registrations?date=${day(2)}`,
      headers: { cookie: admin },
    });
    expect(view.json()).toMatchObject({ date: day(2), comingAlone: 1, firstTimers: 1 });
    const byId = new Map(view.json().going.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(newcomer.user.id)).toMatchObject({ comingAlone: true, firstTime: true });
    expect(byId.get(regular.user.id)).toMatchObject({ comingAlone: false, firstTime: false });
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${a.id}/registrations?date=${day(2)}`,
      headers: { cookie: regular.cookie },
    });
    expect(asMember.statusCode).toBe(403);
  });
});
