import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { WEEKDAYS } from '../../src/domain/recurrence/recurrence-rule';
import { selectRows } from '../../src/server/db/select-rows';
import { queueReminderMails } from '../../src/server/features/participation/reminders';
import { markAddressConfirmed, registerMember, setNotifications } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { startMailApp, stopMailApp, until } from '../helpers/mail-app';
import { type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import type { TestApp } from '../helpers/test-app';

// Issue #43: an organiser cancels, moves and restores one date of a series; those taking part are
// mailed at once, once, through a real mail server, and the dates, registrations and feeds follow.

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

/** Every day from tomorrow for `days` days, 19:00–21:00. */
function dailySeries(days: number, capacity?: number) {
  return createActivity(t.app, admin, {
    portalId,
    title: 'Koor',
    titleEn: 'Choir',
    activityType: 'recurring',
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringDays: [...WEEKDAYS],
    recurringStartDate: day(1),
    recurringEndDate: day(days),
    recurringStartTime: '19:00',
    recurringEndTime: '21:00',
    ...(capacity ? { capacity } : {}),
  });
}

async function confirmedMember() {
  const member = await registerMember(t.app);
  await markAddressConfirmed(t.app, member.user.id);
  return member;
}

const inject = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

const register = (id: number, cookie: string, payload: object) =>
  inject('POST', `/api/activities/${id}/register`, cookie, payload);

/** The mails to one address whose text says `words`. */
const mailsTo = (address: string, words: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && textBodyOf(mail.raw).includes(words));

/** Everyone's registrations of an activity, as rows: what a refused request must leave alone. */
const registrationsOf = (id: number) =>
  selectRows<{ user_id: number; day: string; status: string }>(
    t.app.db,
    sql`select user_id, day::text as day, status from registrations where activity_id = ${id}
      order by user_id, day`,
  );

const datesOf = async (id: number) =>
  (await inject('GET', `/api/activities/${id}/dates?limit=20`)).json() as {
    date: string;
    cancelled: boolean;
    reason: string | null;
    movedFrom: string | null;
    startTime: string | null;
  }[];

describe('cancelling one date', () => {
  it('mails each going and waiting member once, keeps their places, and undoing gives all back', async () => {
    const a = await dailySeries(5, 1);
    const going = await confirmedMember();
    const waiting = await confirmedMember();
    const quiet = await confirmedMember();
    await setNotifications(t.app, quiet.cookie, { activityUpdates: false });
    const other = await confirmedMember();
    for (const member of [going, waiting, quiet]) await register(a.id, member.cookie, { date: day(3) });
    await register(a.id, other.cookie, { date: day(4) });
    const before = await registrationsOf(a.id);

    const res = await inject('POST', `/api/activities/${a.id}/dates/${day(3)}/cancel`, admin, {
      reason: 'De zaal is bezet',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: day(3),
      cancelled: true,
      reason: 'De zaal is bezet',
      mailed: 2,
    });
    expect(await until(() => mailsTo(waiting.user.email!, 'gaat niet door').length > 0)).toBe(true);
    await until(() => mailsTo(going.user.email!, 'gaat niet door').length > 0);
    const text = textBodyOf(mailsTo(going.user.email!, 'gaat niet door')[0]!.raw);
    expect(text).toContain('Reden: De zaal is bezet');
    expect(text).toContain("'Choir' on");

    // Asked again: nothing changes and nobody hears twice.
    const again = await inject('POST', `/api/activities/${a.id}/dates/${day(3)}/cancel`, admin, {});
    expect(again.json()).toMatchObject({ cancelled: true, mailed: 0, revision: 1 });
    await t.app.outbox.sendDue();
    expect(mailsTo(going.user.email!, 'gaat niet door')).toHaveLength(1);
    expect(mailsTo(waiting.user.email!, 'gaat niet door')).toHaveLength(1);
    expect(mailsTo(quiet.user.email!, 'gaat niet door')).toHaveLength(0);
    expect(mailsTo(other.user.email!, 'gaat niet door')).toHaveLength(0);

    // The rows stay, the date is marked, it is not next and one cannot join it.
    expect(await registrationsOf(a.id)).toEqual(before);
    const dates = await datesOf(a.id);
    expect(dates.find((d) => d.date === day(3))).toMatchObject({
      cancelled: true,
      reason: 'De zaal is bezet',
    });
    expect(dates.filter((d) => d.cancelled)).toHaveLength(1);
    const detail = (await inject('GET', `/api/activities/${a.id}`)).json() as { nextDates: string[] };
    expect(detail.nextDates).toEqual([day(1), day(2), day(4), day(5)]);
    const late = await confirmedMember();
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${a.id}/register`,
      headers: { cookie: late.cookie, 'accept-language': 'en' },
      payload: { date: day(3) },
    });
    expect(join.statusCode).toBe(409);
    expect(join.json().message).toBe('This date is cancelled.');
    // Leaving the cancelled date moves nobody up.
    await inject('DELETE', `/api/activities/${a.id}/register?date=${day(3)}`, going.cookie);
    expect((await registrationsOf(a.id)).find((r) => r.user_id === waiting.user.id)?.status).toBe(
      'waitlisted',
    );
    await register(a.id, going.cookie, { date: day(3) }).then((r) => expect(r.statusCode).toBe(409));

    const undo = await inject('DELETE', `/api/activities/${a.id}/dates/${day(3)}/cancel`, admin);
    expect(undo.json()).toMatchObject({ cancelled: false, revision: 2, mailed: 1 });
    expect(await until(() => mailsTo(waiting.user.email!, 'gaat toch door').length > 0)).toBe(true);
    const restored = (await datesOf(a.id)).find((d) => d.date === day(3));
    expect(restored).toMatchObject({ cancelled: false, reason: null });
    expect((await registrationsOf(a.id)).find((r) => r.user_id === waiting.user.id)?.status).toBe(
      'waitlisted',
    );
    expect((await register(a.id, late.cookie, { date: day(3) })).statusCode).toBe(200);
  });
});

describe('moving one date', () => {
  it('moves its registrations and followers without doubling anyone, and the dates and calendar show it', async () => {
    const a = await dailySeries(5);
    const follower = await confirmedMember();
    const once = await confirmedMember();
    await register(a.id, follower.cookie, { every: true });
    await register(a.id, once.cookie, { date: day(2) });
    const welcomer = { name: 'Sanne', where: 'bij de deur' };
    expect(
      (await inject('PUT', `/api/activities/${a.id}/dates/${day(2)}/welcomer`, admin, welcomer)).statusCode,
    ).toBe(200);
    const welcomerOn = async (date: string) =>
      (await inject('GET', `/api/activities/${a.id}/dates/${date}/welcomer`)).json().welcomer;

    const res = await inject('POST', `/api/activities/${a.id}/dates/${day(2)}/move`, admin, {
      date: day(8),
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: day(2), movedTo: day(8), startTime: '10:00', mailed: 2 });
    const rows = await registrationsOf(a.id);
    expect(rows.filter((r) => r.day === day(2))).toEqual([]);
    expect(
      rows
        .filter((r) => r.day === day(8))
        .map((r) => r.user_id)
        .sort(),
    ).toEqual([follower.user.id, once.user.id].sort());
    const dates = await datesOf(a.id);
    expect(dates.map((d) => d.date)).toEqual([day(1), day(3), day(4), day(5), day(8)]);
    expect(dates.at(-1)).toMatchObject({ movedFrom: day(2), startTime: '10:00' });
    expect(await until(() => mailsTo(once.user.email!, 'is verplaatst naar').length > 0)).toBe(true);
    // The date's own welcomer goes with it.
    expect(await welcomerOn(day(8))).toMatchObject(welcomer);

    // The public calendar: the old day excluded, the moved date an instance of its own.
    const ics = (await inject('GET', `/api/activities/${a.id}.ics`)).body;
    const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    const series = vevents.find((v) => !v.hasProperty('recurrence-id'))!;
    const exdates = series.getAllProperties('exdate').flatMap((p) => p.getValues().map(String));
    expect(exdates).toEqual([`${day(2)}T19:00:00`]);
    const moved = new ICAL.Event(vevents.find((v) => v.hasProperty('recurrence-id'))!);
    expect(moved.recurrenceId.toString()).toBe(`${day(2)}T19:00:00`);
    expect(moved.startDate.toString()).toBe(`${day(8)}T10:00:00`);
    expect(moved.endDate.toString()).toBe(`${day(8)}T12:00:00`);
    expect(moved.uid).toBe(new ICAL.Event(series).uid);

    // Put back: the registrations return to their own day, nobody twice.
    const back = await inject('DELETE', `/api/activities/${a.id}/dates/${day(8)}/move`, admin);
    expect(back.json()).toMatchObject({ date: day(2), movedTo: null, revision: 2 });
    const after = await registrationsOf(a.id);
    expect(after.filter((r) => r.day === day(8))).toEqual([]);
    expect(after.filter((r) => r.day === day(2))).toHaveLength(2);
    expect(after.filter((r) => r.user_id === follower.user.id)).toHaveLength(5);
    expect(await welcomerOn(day(2))).toMatchObject(welcomer);
  });
});

describe('reminders', () => {
  it('go for no cancelled date, and at a moved date’s own time', async () => {
    const cancelled = await dailySeries(2);
    const moved = await createActivity(t.app, admin, {
      portalId,
      activityType: 'recurring',
      recurringDays: [...WEEKDAYS],
      recurringStartDate: day(2),
      recurringEndDate: day(3),
      recurringStartTime: '19:00',
    });
    const member = await confirmedMember();
    await register(cancelled.id, member.cookie, { date: day(1) });
    await register(moved.id, member.cookie, { date: day(2) });
    await inject('POST', `/api/activities/${cancelled.id}/dates/${day(1)}/cancel`, admin, {});
    await inject('POST', `/api/activities/${moved.id}/dates/${day(2)}/move`, admin, {
      date: day(1),
      startTime: '20:15',
    });
    // Tomorrow's reminders are due from 18:00 today.
    await queueReminderMails(t.app.db, PUBLIC_URL, 'Meedoen', `${today} 18:00`);
    await t.app.outbox.sendDue();
    const reminders = mailsTo(member.user.email!, 'Morgen doe je mee');
    expect(reminders).toHaveLength(1);
    expect(textBodyOf(reminders[0]!.raw)).toContain('20:15');
  });
});

describe('the lists', () => {
  it('find a series on a moved date’s new day and not on a cancelled one', async () => {
    const own = await createPortal(t.app);
    const a = await createActivity(t.app, admin, {
      portalId: own.id,
      activityType: 'recurring',
      recurringDays: [...WEEKDAYS],
      recurringStartDate: day(1),
      recurringEndDate: day(3),
      recurringStartTime: '19:00',
    });
    const on = async (date: string) => {
      const res = await inject(
        'GET',
        `/api/activities?organizationId=${own.id}&dateFilter=custom&startDate=${date}&endDate=${date}`,
      );
      return (res.json() as { id: number }[]).map((row) => row.id);
    };
    await inject('POST', `/api/activities/${a.id}/dates/${day(2)}/cancel`, admin, {});
    await inject('POST', `/api/activities/${a.id}/dates/${day(3)}/move`, admin, { date: day(6) });
    expect(await on(day(1))).toEqual([a.id]);
    expect(await on(day(2))).toEqual([]);
    expect(await on(day(3))).toEqual([]);
    expect(await on(day(6))).toEqual([a.id]);
  });
});

describe('the RSS feed', () => {
  it('names a cancelled date before the next one, with its reason', async () => {
    const own = await createPortal(t.app);
    const a = await createActivity(t.app, admin, {
      portalId: own.id,
      activityType: 'recurring',
      recurringDays: [...WEEKDAYS],
      recurringStartDate: day(1),
      recurringEndDate: day(4),
      recurringStartTime: '19:00',
    });
    await inject('POST', `/api/activities/${a.id}/dates/${day(1)}/cancel`, admin, { reason: 'Zaal dicht' });
    const rss = (await inject('GET', `/api/activities.rss?organizationId=${own.id}`)).body;
    expect(rss).toContain('gaat niet door (Zaal dicht)');
  });
});

describe('a move at the same time as joins', () => {
  it('loses nobody and doubles nobody: each join lands before the move (and moves along) or is refused', async () => {
    const a = await dailySeries(3);
    const members = await Promise.all(Array.from({ length: 12 }, () => registerMember(t.app)));
    const [answers, move] = await Promise.all([
      Promise.all(members.map((member) => register(a.id, member.cookie, { date: day(2) }))),
      inject('POST', `/api/activities/${a.id}/dates/${day(2)}/move`, admin, { date: day(7) }),
    ]);
    expect(move.statusCode).toBe(200);
    const joined = members.filter((_, i) => answers[i]!.statusCode === 200).map((m) => m.user.id);
    expect(answers.every((answer) => [200, 400].includes(answer.statusCode))).toBe(true);
    const rows = await registrationsOf(a.id);
    expect(rows.filter((r) => r.day === day(2))).toEqual([]);
    expect(rows.map((r) => r.user_id).sort()).toEqual(joined.sort());
  });
});

describe('the private calendar', () => {
  it('keeps a cancelled date, marked cancelled, with a higher SEQUENCE', async () => {
    const a = await dailySeries(3);
    const member = await confirmedMember();
    await register(a.id, member.cookie, { date: day(2) });
    const url = (await inject('POST', '/api/user/calendar', member.cookie)).json().url as string;
    const path = new URL(url).pathname;
    const eventOn = async () => {
      const body = (await inject('GET', path)).body;
      const vevent = new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')!;
      return {
        status: vevent.getFirstPropertyValue('status'),
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        start: String(vevent.getFirstPropertyValue('dtstart')),
      };
    };
    const before = await eventOn();
    expect(before.status).toBeNull();
    // SEQUENCE counts seconds: let the change happen in a later second.
    await t.app.db.execute(sql`update registrations set registered_at = registered_at - interval '5 seconds'
      where activity_id = ${a.id}`);
    await t.app.db.execute(sql`update activities set updated_at = updated_at - interval '5 seconds'
      where id = ${a.id}`);
    const earlier = await eventOn();
    await inject('POST', `/api/activities/${a.id}/dates/${day(2)}/cancel`, admin, {});
    const cancelled = await eventOn();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(earlier.sequence);
    await inject('DELETE', `/api/activities/${a.id}/dates/${day(2)}/cancel`, admin);
    const restored = await eventOn();
    expect(restored.status).toBeNull();
    expect(restored.sequence).toBeGreaterThanOrEqual(cancelled.sequence);
    await inject('POST', `/api/activities/${a.id}/dates/${day(2)}/move`, admin, {
      date: day(6),
      startTime: '09:30',
    });
    expect((await eventOn()).start).toBe(`${day(6)}T09:30:00`);
  });
});

describe('refused changes', () => {
  it('answer in the person’s language and change nothing', async () => {
    const a = await dailySeries(5);
    const member = await confirmedMember();
    await register(a.id, member.cookie, { every: true });
    const before = await registrationsOf(a.id);
    const outbox = async () =>
      (await selectRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from mail_outbox`))[0]!.n;
    const mails = await outbox();
    const ask = (url: string, payload?: object, cookie = admin) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'accept-language': 'nl' },
        ...(payload ? { payload } : {}),
      });
    const base = `/api/activities/${a.id}/dates`;

    const notADate = await ask(`${base}/${day(9)}/cancel`, {});
    expect(notADate.statusCode).toBe(404);
    expect(notADate.json().message).toBe('Deze activiteit heeft die datum niet.');
    expect((await ask(`${base}/${day(-1)}/cancel`, {})).statusCode).toBe(404);
    const onto = await ask(`${base}/${day(2)}/move`, { date: day(3) });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toContain('Op die dag is al een datum');
    expect((await ask(`${base}/${day(2)}/move`, { date: day(-2) })).statusCode).toBe(400);
    const times = await ask(`${base}/${day(2)}/move`, { date: day(9), startTime: '12:00', endTime: '11:00' });
    expect(times.statusCode).toBe(400);
    expect((await ask(`${base}/${day(2)}/move`, { date: day(9), startTime: '25:00' })).statusCode).toBe(400);
    expect((await ask(`${base}/${day(2)}/cancel`, { reason: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await ask(`${base}/${day(2)}/cancel`, {}, member.cookie)).statusCode).toBe(403);

    expect(await registrationsOf(a.id)).toEqual(before);
    expect(await outbox()).toBe(mails);
    const changes = await selectRows(t.app.db, sql`select 1 from date_changes where activity_id = ${a.id}`);
    expect(changes).toHaveLength(0);
  });
});
