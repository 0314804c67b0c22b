import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { activities, newActivitiesDigests } from '../../src/server/db/schema';
import { sendNewActivitiesDigest } from '../../src/server/features/activities/notices/new-activities-digest';
import { activityReader } from '../../src/server/features/activities/service';
import { loginAs, markAddressConfirmed, registerMember, setNotifications } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { headerOf, startTestSmtpServer, type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import { createTestApp, createTestApps, type TestApp } from '../helpers/test-app';

// The settings promise 'Nieuwe activiteiten: eens per week een e-mail met wat er nieuw is'. Once a week the
// activities added since the last digest, still ahead, are e-mailed through a real SMTP server to the
// members with 'E-mailmeldingen' and 'Nieuwe activiteiten' on, those in their own place first; a week is
// never sent twice, also not by a second process on the same database.

const PUBLIC_URL = 'https://meedoen.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let portalId: number;

/** A Tuesday noon (UTC) within the coming week: always past Monday 09:00 in Amsterdam, so due. */
function comingTuesdayNoon(): Date {
  const at = new Date();
  at.setUTCHours(12, 0, 0, 0);
  while (at.getUTCDay() !== 2 || at.getTime() <= Date.now()) at.setTime(at.getTime() + DAY_MS);
  return at;
}

async function member(settings: Record<string, boolean> | null, location: string | null) {
  const { cookie, user } = await registerMember(t.app, { firstName: 'Anna' });
  await markAddressConfirmed(t.app, user.id);
  if (settings) {
    await setNotifications(t.app, cookie, settings);
  }
  if (location) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie },
      payload: { location },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return user.email as string;
}

async function send(now: Date) {
  // The confirmation mails of the registrations are not what these tests are about.
  await t.app.mailer!.idle();
  smtp.received.length = 0;
  const sent = await sendNewActivitiesDigest(
    t.app.db,
    activityReader(t.app.activities),
    t.app.mailer!,
    PUBLIC_URL,
    (await t.app.site.settings()).name,
    now,
  );
  await t.app.mailer!.idle();
  return sent;
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ mail: smtp.mailConfig(), publicUrl: PUBLIC_URL });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  // No week sent yet: a digest counts from the last one sent, so a week another test sent (some lie years
  // ahead) would leave this test's new activities out.
  await t.app.db.delete(newActivitiesDigests);
});

describe('the weekly e-mail of new activities', () => {
  it('names what was added and lies ahead, to the members who want it, their own place first; once a week', async () => {
    const soon = addDays(todayInAmsterdam(), 5);
    const inUtrecht = await createActivity(t.app, admin, {
      portalId,
      title: 'Boekenclub',
      city: 'Utrecht',
      startDate: soon,
      endDate: soon,
      ontmoetingsscore: 5,
    });
    const inEindhoven = await createActivity(t.app, admin, {
      portalId,
      title: 'Samen koken',
      city: 'Eindhoven',
      startDate: soon,
      endDate: soon,
      ontmoetingsscore: 2,
    });
    const over = await createActivity(t.app, admin, {
      portalId,
      title: 'Voorbij',
      startDate: addDays(todayInAmsterdam(), -3),
      endDate: addDays(todayInAmsterdam(), -3),
    });
    const inEindhovenMember = await member(null, 'eindhoven');
    const anywhere = await member(null, null);
    const noNews = await member({ newActivities: false }, 'eindhoven');
    const noMail = await member({ emailNotifications: false }, null);

    const week = comingTuesdayNoon();
    expect(await send(week)).toMatchObject({ activities: 2 });

    expect(mailsTo(noNews)).toHaveLength(0);
    expect(mailsTo(noMail)).toHaveLength(0);
    const [near] = mailsTo(inEindhovenMember);
    expect(headerOf(near!.raw, 'subject')).toEqual([
      'Nieuw op Meedoen: 2 nieuwe activiteiten / New on Meedoen: 2 new activities',
    ]);
    const nearText = textBodyOf(near!.raw);
    expect(nearText).toContain('Die in Eindhoven staan bovenaan.');
    // Eindhoven's first for this member, though Utrecht's has the higher meeting score.
    expect(nearText.indexOf('Samen koken')).toBeLessThan(nearText.indexOf('Boekenclub'));
    expect(nearText).toContain(`${PUBLIC_URL}/activities/${inEindhoven.id}`);
    expect(nearText).not.toContain('Voorbij');
    expect(nearText).not.toContain(`/activities/${over.id}`);
    expect(nearText).toContain(`${PUBLIC_URL}/settings?tab=notifications`);
    const [other] = mailsTo(anywhere);
    const otherText = textBodyOf(other!.raw);
    expect(otherText.indexOf('Boekenclub')).toBeLessThan(otherText.indexOf('Samen koken'));
    expect(otherText).toContain(`${PUBLIC_URL}/activities/${inUtrecht.id}`);

    // The same week again: claimed, nothing sent.
    smtp.received.length = 0;
    expect(await send(new Date(week.getTime() + 60 * 60 * 1000))).toBeNull();
    await t.app.mailer!.idle();
    expect(smtp.received).toHaveLength(0);
    const [row] = await t.app.db.select().from(newActivitiesDigests);
    expect(row?.recipients).toBeGreaterThanOrEqual(2);

    // The next week tells only of what was added since this one.
    const later = await createActivity(t.app, admin, {
      portalId,
      title: 'Wandelclub',
      startDate: soon,
      endDate: soon,
    });
    await t.app.db
      .update(activities)
      .set({ createdAt: new Date(week.getTime() + DAY_MS) })
      .where(eq(activities.id, later.id));
    expect(await send(new Date(week.getTime() + 7 * DAY_MS))).toMatchObject({ activities: 1 });
    const [next] = mailsTo(anywhere);
    expect(headerOf(next!.raw, 'subject')).toEqual([
      'Nieuw op Meedoen: 1 nieuwe activiteit / New on Meedoen: 1 new activity',
    ]);
    expect(textBodyOf(next!.raw)).toContain('Wandelclub');
    expect(textBodyOf(next!.raw)).not.toContain('Boekenclub');
  });

  it('waits for Monday 09:00 in Amsterdam, and sends nothing in a week with nothing new', async () => {
    // Monday 2031-03-03, 07:30 UTC: 08:30 in Amsterdam.
    expect(await send(new Date('2031-03-03T07:30:00Z'))).toBeNull();
    const [none] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newActivitiesDigests)
      .where(eq(newActivitiesDigests.week, '2031-W10'));
    expect(none?.n).toBe(0);
    smtp.received.length = 0;
    expect(await send(new Date('2031-03-03T08:30:00Z'))).toEqual({
      week: '2031-W10',
      activities: 0,
      recipients: 0,
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('takes its claim back when it fails before sending, so the next run sends that week', async () => {
    // The database refuses every read after the claim (a Tuesday, so the week is due).
    const refusing = new Proxy(t.app.db, {
      get(target, property, receiver) {
        if (property === 'select')
          return () => {
            throw new Error('the database went away');
          };
        return Reflect.get(target, property, receiver);
      },
    });
    const at = new Date('2031-09-16T10:00:00Z');
    await expect(
      sendNewActivitiesDigest(
        refusing,
        activityReader(t.app.activities),
        t.app.mailer!,
        PUBLIC_URL,
        'Meedoen',
        at,
      ),
    ).rejects.toThrow('the database went away');
    const weeks = await t.app.db
      .select({ week: newActivitiesDigests.week })
      .from(newActivitiesDigests)
      .where(eq(newActivitiesDigests.week, '2031-W38'));
    expect(weeks).toEqual([]);
    expect(await send(at)).toMatchObject({ week: '2031-W38' });
  });

  it('is sent by one of two app processes on the same database, never by both', async () => {
    const two = await createTestApps(2, { mail: smtp.mailConfig(), publicUrl: PUBLIC_URL });
    try {
      const [first, second] = two.apps;
      const at = new Date('2031-06-10T10:00:00Z');
      const sent = await Promise.all(
        [first!, second!].map((app) =>
          sendNewActivitiesDigest(
            app.db,
            activityReader(app.activities),
            app.mailer!,
            PUBLIC_URL,
            'Meedoen',
            at,
          ),
        ),
      );
      expect(sent.filter((answer) => answer !== null)).toHaveLength(1);
      const rows = await two.query('select week from new_activities_digests');
      expect(rows.rows).toEqual([{ week: '2031-W24' }]);
    } finally {
      await two.close();
    }
  });
});
