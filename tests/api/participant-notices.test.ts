import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs, markAddressConfirmed, registerMember, setNotifications } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { startTestSmtpServer, type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The settings promise 'Activiteitsupdates: wijzigingen in activiteiten waarvoor je bent aangemeld'.
// A new time or place, or the activity taken off the agenda while still to come, is e-mailed through a
// real SMTP server to the participants who have both switches on; nothing else is.

let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let portalId: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ mail: smtp.mailConfig(), publicUrl: 'https://meedoen.test' });
  admin = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** An activity next week with four members: one who wants updates, two who do not, one not taking part. */
async function activityWithParticipants() {
  const activity = await createActivity(t.app, admin, {
    portalId,
    title: 'Samen zingen',
    startDate: addDays(todayInAmsterdam(), 7),
    endDate: addDays(todayInAmsterdam(), 7),
    startTime: '14:00',
    endTime: '16:00',
  });
  const member = async (firstName: string, settings: Record<string, boolean> | null, takesPart = true) => {
    const { cookie, user } = await registerMember(t.app, { firstName });
    await markAddressConfirmed(t.app, user.id);
    if (settings) {
      await setNotifications(t.app, cookie, settings);
    }
    if (takesPart) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/activities/${activity.id}/register`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return user.email as string;
  };
  const wants = await member('Anna', null);
  await member('Bram', { activityUpdates: false });
  await member('Carla', { emailNotifications: false });
  const outsider = await member('Dirk', null, false);
  // The confirmation mails of the registrations are not what these tests are about.
  await t.app.mailer?.idle();
  smtp.received.length = 0;
  return { activity, wants, outsider };
}

async function update(activity: ActivityDetail, payload: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/activities/${activity.id}`,
    headers: { cookie: admin },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.mailer?.idle();
  return res.json() as ActivityDetail & { emailedParticipants: string[] };
}

async function deletionAudience(id: number, cookie = admin) {
  return t.app.inject({ url: `/api/admin/activities/${id}/participants`, headers: { cookie } });
}

describe('participants hear of a changed activity', () => {
  it('a new time reaches only the participant with both switches on, in Dutch and English', async () => {
    const { activity, wants } = await activityWithParticipants();
    await update(activity, { startTime: '15:00', endTime: '17:00' });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[wants]]);
    const text = textBodyOf(smtp.received[0]!.raw);
    expect(smtp.received[0]!.raw).toMatch(/Subject: .*Gewijzigd/);
    expect(text).toContain('Hallo Anna,');
    expect(text).toMatch(/Wanneer \(gewijzigd\): .*15:00–17:00/);
    expect(text).toContain('Waar: Bij de ingang');
    expect(text).toMatch(/When \(changed\): .*15:00–17:00/);
    expect(text).toContain(`https://meedoen.test/activities/${activity.id}`);
  });

  it('a new place is told too; a new description or price is not', async () => {
    const { activity } = await activityWithParticipants();
    await update(activity, { description: 'Een nieuwe tekst', price: '€ 5' });
    expect(smtp.received).toEqual([]);
    await update(activity, { meetingPoint: 'Achterom, bij de fietsen' });
    expect(smtp.received).toHaveLength(1);
    expect(textBodyOf(smtp.received[0]!.raw)).toContain('Waar (gewijzigd): Achterom, bij de fietsen');
  });

  it('a deletion while still to come tells them it no longer takes place', async () => {
    const { activity, wants } = await activityWithParticipants();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/${activity.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(204);
    await t.app.mailer?.idle();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[wants]]);
    expect(smtp.received[0]!.raw).toMatch(/Subject: .*Gaat niet door/);
    expect(textBodyOf(smtp.received[0]!.raw)).toContain('gaat niet meer door');
  });

  it('clearing away an activity that is over mails nobody', async () => {
    const { activity } = await activityWithParticipants();
    const past = addDays(todayInAmsterdam(), -3);
    await update(activity, { startDate: past, endDate: past });
    smtp.received.length = 0;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/${activity.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(204);
    await t.app.mailer?.idle();
    expect(smtp.received).toEqual([]);
  });
});

describe('the administrator hears who is told (issue 41)', () => {
  it('a change answers the names of the participants it e-mailed, none when nothing worth a notice changed', async () => {
    const { activity } = await activityWithParticipants();
    expect((await update(activity, { description: 'Alleen de tekst' })).emailedParticipants).toEqual([]);
    const moved = await update(activity, { startTime: '15:00', endTime: '17:00' });
    expect(moved.emailedParticipants).toEqual(['Anna']);
    expect(smtp.received).toHaveLength(1);
  });

  it('before a deletion: every participant by name, and those the deletion would e-mail', async () => {
    const { activity } = await activityWithParticipants();
    const res = await deletionAudience(activity.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ participants: ['Anna', 'Bram', 'Carla'], notified: ['Anna'] });
    // Asking mails nobody.
    await t.app.mailer?.idle();
    expect(smtp.received).toEqual([]);
    // Something that is over is cleared away without a mail, and the confirmation says so.
    const past = addDays(todayInAmsterdam(), -3);
    await update(activity, { startDate: past, endDate: past });
    expect((await deletionAudience(activity.id)).json()).toEqual({
      participants: ['Anna', 'Bram', 'Carla'],
      notified: [],
    });
  });

  it('an activity without participants, an unknown one, and a member asking', async () => {
    const lonely = await createActivity(t.app, admin, {
      portalId,
      startDate: addDays(todayInAmsterdam(), 3),
    });
    expect((await deletionAudience(lonely.id)).json()).toEqual({ participants: [], notified: [] });
    expect((await deletionAudience(999_999)).statusCode).toBe(404);
    const { cookie } = await registerMember(t.app);
    expect((await deletionAudience(lonely.id, cookie)).statusCode).toBe(403);
  });
});
