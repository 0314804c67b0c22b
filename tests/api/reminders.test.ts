import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { selectRows } from '../../src/server/db/select-rows';
import { queueReminderMails } from '../../src/server/features/participation/reminders';
import { markAddressConfirmed, registerMember } from '../helpers/accounts';
import { createActivity } from '../helpers/activity-factory';
import { startMailApp, stopMailApp } from '../helpers/mail-app';
import { type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import type { TestApp } from '../helpers/test-app';

// Issue #43: the reminder the day before, at the member's time, once, with a link that leaves that date
// without signing in.

const PUBLIC_URL = 'https://meedoen.example';
let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let portalId: number;
const today = todayInAmsterdam();
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  ({ smtp, t, admin, portalId } = await startMailApp(PUBLIC_URL));
});
afterAll(() => stopMailApp(t, smtp));
beforeEach(async () => {
  await t.app.outbox.sendDue();
  await t.app.database.query('delete from mail_outbox');
  smtp.received.length = 0;
});

const remindersTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.to.includes(address) && textBodyOf(mail.raw).includes('Morgen doe je mee'),
  );

async function member(settings: Record<string, unknown> = {}) {
  const person = await registerMember(t.app);
  await markAddressConfirmed(t.app, person.user.id);
  if (Object.keys(settings).length > 0) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notifications',
      headers: { cookie: person.cookie },
      payload: settings,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return person;
}

async function tomorrowsActivity(capacity?: number) {
  return createActivity(t.app, admin, {
    portalId,
    title: 'Koffieochtend',
    titleEn: 'Coffee morning',
    meetingPoint: 'Bij de koffietafel',
    startDate: tomorrow,
    startTime: '23:59',
    ...(capacity ? { capacity } : {}),
  });
}

function join(id: number, cookie: string) {
  return t.app.inject({ method: 'POST', url: `/api/activities/${id}/register`, headers: { cookie } });
}

describe('the reminder', () => {
  it('goes out the day before at the member’s time, once, saying what, when and where', async () => {
    const a = await tomorrowsActivity();
    const anna = await member();
    const early = await member({ reminderTime: '07:30' });
    await join(a.id, anna.cookie);
    await join(a.id, early.cookie);

    // Other tests' members may be due at 18:00 too: count this test's two.
    const sentBy = async (minute: string) => {
      await queueReminderMails(t.app.db, PUBLIC_URL, 'Meedoen', `${today} ${minute}`);
      await t.app.outbox.sendDue();
      return [remindersTo(anna.user.email!).length, remindersTo(early.user.email!).length];
    };
    expect(await sentBy('07:29')).toEqual([0, 0]);
    expect(await sentBy('07:30')).toEqual([0, 1]);
    expect(await sentBy('17:59')).toEqual([0, 1]);
    expect(await sentBy('18:00')).toEqual([1, 1]);
    // Asked again, by this or any process: nothing more.
    expect(await sentBy('18:01')).toEqual([1, 1]);
    const mails = remindersTo(anna.user.email!);
    expect(mails).toHaveLength(1);
    const text = textBodyOf(mails[0]!.raw);
    expect(text).toContain("Morgen doe je mee aan 'Koffieochtend'");
    expect(text).toContain("Tomorrow you are taking part in 'Coffee morning'");
    expect(text).toContain('Waar: Bij de koffietafel, Dorpsstraat 1, 1234 AB Teststad');
    expect(text).toContain(`${PUBLIC_URL}/activities/${a.id}?date=${tomorrow}`);
    expect(text).toMatch(new RegExp(`${PUBLIC_URL}/meedoen-afmelden\\?token=\\S+`));
  });

  it('goes to nobody who turned activity updates off, nor to those on the waitlist', async () => {
    const a = await tomorrowsActivity(1);
    const going = await member({ activityUpdates: false });
    const waiting = await member();
    await join(a.id, going.cookie);
    await join(a.id, waiting.cookie);
    await queueReminderMails(t.app.db, PUBLIC_URL, 'Meedoen', `${today} 18:00`);
    await t.app.outbox.sendDue();
    expect(remindersTo(going.user.email!)).toHaveLength(0);
    expect(remindersTo(waiting.user.email!)).toHaveLength(0);
  });

  it('refuses a reminder time that is not one, in the member’s language', async () => {
    const person = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notifications?lang=en',
      headers: { cookie: person.cookie },
      payload: { reminderTime: '25:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Choose a time such as 18:00');
  });
});

describe('the one-click leave link', () => {
  it('shows what it leaves, leaves that date without signing in, and gives the place on', async () => {
    const a = await tomorrowsActivity(1);
    const anna = await member();
    const bram = await member();
    await join(a.id, anna.cookie);
    await join(a.id, bram.cookie);
    await queueReminderMails(t.app.db, PUBLIC_URL, 'Meedoen', `${today} 18:00`);
    await t.app.outbox.sendDue();
    const text = textBodyOf(remindersTo(anna.user.email!)[0]!.raw);
    const token = /meedoen-afmelden\?token=(\S+)/.exec(text)![1]!;

    const look = await t.app.inject({ url: `/api/registrations/leave?token=${token}` });
    expect(look.json()).toEqual({
      activityId: a.id,
      title: 'Koffieochtend',
      date: tomorrow,
      takesPart: true,
    });
    // Looking changes nothing.
    expect(await goingIds(a.id)).toEqual([anna.user.id]);

    const left = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/leave?token=${token}&lang=en`,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({
      activityId: a.id,
      title: 'Coffee morning',
      date: tomorrow,
      takesPart: false,
    });
    expect(await goingIds(a.id)).toEqual([bram.user.id]);
    // Again: the same answer, nothing more changes.
    const again = await t.app.inject({ method: 'POST', url: `/api/registrations/leave?token=${token}` });
    expect(again.json()).toMatchObject({ takesPart: false });
    expect(await goingIds(a.id)).toEqual([bram.user.id]);
  });

  it('refuses a forged or damaged link and changes nothing', async () => {
    const a = await tomorrowsActivity();
    const anna = await member();
    await join(a.id, anna.cookie);
    const [row] = await selectRows<{ id: number }>(
      t.app.db,
      sql`select id from registrations where activity_id = ${a.id}`,
    );
    for (const token of [`${row!.id}.${anna.user.id}.${'A'.repeat(43)}`, 'nonsense', '']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/registrations/leave?token=${token}` });
      expect(res.statusCode).toBe(400);
    }
    expect(await goingIds(a.id)).toEqual([anna.user.id]);
  });
});

async function goingIds(activityId: number) {
  const rows = await selectRows<{ user_id: number }>(
    t.app.db,
    sql`select user_id from registrations where activity_id = ${activityId} and status = 'going' order by user_id`,
  );
  return rows.map((row) => row.user_id);
}
