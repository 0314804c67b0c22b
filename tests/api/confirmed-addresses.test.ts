import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { newActivitiesDigests, users } from '../../src/server/db/schema';
import { sendNewActivitiesDigest } from '../../src/server/features/activities/notices/new-activities-digest';
import { activityReader } from '../../src/server/features/activities/service';
import { loginAs, randomAddress, registerMember, TEST_PASSWORD, uniqueUsername } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import {
  headerOf,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
  textBodyOf,
} from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #41, item 3: anyone could sign a stranger up for mail. An address now gets nothing but the
// confirmation mail until its owner follows the link in it; a changed address is confirmed again; every
// notice and digest carries a one-click unsubscribe (RFC 8058) that works without logging in. All through
// a real SMTP server.

const PUBLIC_URL = 'https://meedoen.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let portalId: number;

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
  await t.app.mailer?.idle();
  smtp.received.length = 0;
});

async function settled(): Promise<void> {
  await t.app.mailer?.idle();
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address.toLowerCase()));

function confirmationTokenIn(mail: ReceivedMail): string {
  const match = /https:\/\/meedoen\.test\/bevestig-email#token=([\w-]+)/.exec(textBodyOf(mail.raw));
  if (!match) throw new Error(`no confirmation link in:\n${mail.raw}`);
  return match[1]!;
}

async function confirmWith(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/email/confirm',
    remoteAddress: randomAddress(),
    payload: { token },
  });
}

async function profileOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { email: string; emailConfirmed: boolean };
}

async function switchesOf(userId: number) {
  const [row] = await t.app.db
    .select({
      emailNotifications: users.emailNotifications,
      activityUpdates: users.activityUpdates,
      newActivities: users.newActivities,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** A Tuesday noon (UTC) within the coming week: the digest is due then. */
function comingTuesdayNoon(): Date {
  const at = new Date();
  at.setUTCHours(12, 0, 0, 0);
  while (at.getUTCDay() !== 2 || at.getTime() <= Date.now()) at.setTime(at.getTime() + DAY_MS);
  return at;
}

/** The digest of the coming week, sent afresh (an earlier claim of it is taken back first). */
async function sendDigest() {
  await t.app.db.delete(newActivitiesDigests);
  await sendNewActivitiesDigest(
    t.app.db,
    activityReader(t.app.activities),
    t.app.mailer!,
    PUBLIC_URL,
    (await t.app.site.settings()).name,
    comingTuesdayNoon(),
  );
  await settled();
}

async function joinedActivity(cookie: string) {
  const day = addDays(todayInAmsterdam(), 6);
  const activity = await createActivity(t.app, admin, {
    portalId,
    title: 'Samen wandelen',
    startDate: day,
    endDate: day,
    startTime: '10:00',
    endTime: '12:00',
  });
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/activities/${activity.id}/register`,
    headers: { cookie },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return activity;
}

async function moveActivity(id: number, startTime: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/activities/${id}`,
    headers: { cookie: admin },
    payload: { startTime, endTime: '13:00' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await settled();
}

describe('a new address gets nothing but its confirmation until its owner confirms it', () => {
  it('registration mails a link; unconfirmed: no notice, no digest; confirmed: both; the link works once', async () => {
    const { cookie, user } = await registerMember(t.app, { firstName: 'Anna' });
    const email = user.email!;
    await settled();

    // The one mail: the confirmation, in Dutch and English, with its own way to stop all mail.
    expect(mailsTo(email)).toHaveLength(1);
    const confirmation = mailsTo(email)[0]!;
    expect(headerOf(confirmation.raw, 'subject')[0]).toContain('Bevestig je e-mailadres');
    expect(textBodyOf(confirmation.raw)).toContain('Until you confirm, we send this address nothing else');
    expect(headerOf(confirmation.raw, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    const token = confirmationTokenIn(confirmation);
    // The account works unconfirmed: the session, the profile, joining.
    expect(await profileOf(cookie)).toMatchObject({ email, emailConfirmed: false });
    const activity = await joinedActivity(cookie);
    await createActivity(t.app, admin, {
      portalId,
      title: 'Nieuw koor',
      startDate: addDays(todayInAmsterdam(), 5),
      endDate: addDays(todayInAmsterdam(), 5),
    });

    smtp.received.length = 0;
    await moveActivity(activity.id, '11:00');
    await sendDigest();
    expect(mailsTo(email)).toHaveLength(0);

    const confirmed = await confirmWith(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toContain('bevestigd');
    expect(await profileOf(cookie)).toMatchObject({ emailConfirmed: true });

    await moveActivity(activity.id, '10:30');
    expect(mailsTo(email).map((mail) => headerOf(mail.raw, 'subject')[0])).toEqual([
      'Gewijzigd: Samen wandelen / Changed: Samen wandelen',
    ]);
    smtp.received.length = 0;
    await sendDigest();
    expect(mailsTo(email)).toHaveLength(1);
    expect(headerOf(mailsTo(email)[0]!.raw, 'subject')[0]).toMatch(/^Nieuw op Meedoen/);

    // Used: refused, and nothing changes.
    const again = await confirmWith(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('al gebruikt');
    expect(await profileOf(cookie)).toMatchObject({ emailConfirmed: true });
  });

  it('refuses an unknown token and an empty one, changing nothing', async () => {
    const { cookie } = await registerMember(t.app);
    expect((await confirmWith('a'.repeat(43))).statusCode).toBe(400);
    expect((await confirmWith('')).statusCode).toBe(400);
    expect(await profileOf(cookie)).toMatchObject({ emailConfirmed: false });
  });

  it('a changed address is unconfirmed again: mail stops until the new address is confirmed', async () => {
    const { cookie, user } = await registerMember(t.app);
    await settled();
    const firstLink = confirmationTokenIn(mailsTo(user.email!)[0]!);
    expect((await confirmWith(firstLink)).statusCode).toBe(200);
    const activity = await joinedActivity(cookie);

    const newEmail = `${uniqueUsername('nieuw')}@example.test`;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: admin },
      payload: { email: newEmail },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await settled();
    expect(await profileOf(cookie)).toMatchObject({ email: newEmail, emailConfirmed: false });
    const [newConfirmation] = mailsTo(newEmail);
    expect(headerOf(newConfirmation!.raw, 'subject')[0]).toContain('Bevestig je e-mailadres');

    smtp.received.length = 0;
    await moveActivity(activity.id, '11:00');
    expect(mailsTo(newEmail)).toHaveLength(0);
    expect(mailsTo(user.email!)).toHaveLength(0);

    expect((await confirmWith(confirmationTokenIn(newConfirmation!))).statusCode).toBe(200);
    await moveActivity(activity.id, '10:30');
    expect(mailsTo(newEmail)).toHaveLength(1);
  });

  it('a link sent to an address the account no longer has confirms nothing', async () => {
    const { cookie, user } = await registerMember(t.app);
    await settled();
    const oldLink = confirmationTokenIn(mailsTo(user.email!)[0]!);
    // The new address's mail is never opened here; only the old one's link is tried.
    await t.app.db
      .update(users)
      .set({ email: `${uniqueUsername('ander')}@example.test` })
      .where(eq(users.id, user.id));
    expect((await confirmWith(oldLink)).statusCode).toBe(400);
    expect(await profileOf(cookie)).toMatchObject({ emailConfirmed: false });
  });

  it('an account an administrator creates gets the confirmation mail', async () => {
    const username = uniqueUsername('gemaakt');
    const email = `${username}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin },
      payload: { username, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, isAdmin: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    await settled();
    expect(mailsTo(email)).toHaveLength(1);
    expect(() => confirmationTokenIn(mailsTo(email)[0]!)).not.toThrow();
  });

  it('a reset request for an unconfirmed account sends the confirmation instead, with the same answer', async () => {
    const { user } = await registerMember(t.app);
    await settled();
    smtp.received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      remoteAddress: randomAddress(),
      payload: { login: user.username },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      remoteAddress: randomAddress(),
      payload: { login: uniqueUsername('niemand') },
    });
    await settled();
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe(unknown.body);
    const [mail] = mailsTo(user.email!);
    expect(textBodyOf(mail!.raw)).not.toContain('nieuw-wachtwoord');
    expect(() => confirmationTokenIn(mail!)).not.toThrow();
  });
});

describe('Settings: resending the confirmation', () => {
  it('sends it again, limited per account and address; refuses a confirmed address', async () => {
    const { cookie, user } = await registerMember(t.app);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/user/email-confirmation', headers: { cookie } });
    // The registration's mail was the first of three an hour. Each is delivered before the next is
    // asked for: the mailer's pool has two connections, so mails sent together may arrive in any order.
    await settled();
    expect((await resend()).statusCode).toBe(202);
    await settled();
    expect((await resend()).statusCode).toBe(202);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    await settled();
    expect(mailsTo(user.email!)).toHaveLength(3);
    // Only the newest link works.
    const links = mailsTo(user.email!).map(confirmationTokenIn);
    expect((await confirmWith(links[0]!)).statusCode).toBe(400);
    expect((await confirmWith(links[2]!)).statusCode).toBe(200);
    const confirmedAlready = await t.app.inject({
      method: 'POST',
      url: '/api/user/email-confirmation',
      headers: { cookie: (await registerConfirmed()).cookie },
    });
    expect(confirmedAlready.statusCode).toBe(400);
  });

  it('is for members only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/email-confirmation' });
    expect(res.statusCode).toBe(401);
  });
});

async function registerConfirmed() {
  const member = await registerMember(t.app);
  await settled();
  const [mail] = mailsTo(member.user.email!);
  expect((await confirmWith(confirmationTokenIn(mail!))).statusCode).toBe(200);
  return member;
}

describe('one-click unsubscribe (RFC 8058)', () => {
  async function digestFor(email: string) {
    smtp.received.length = 0;
    await sendDigest();
    const [mail] = mailsTo(email);
    expect(mail).toBeDefined();
    return mail!;
  }

  function oneClickUrl(mail: ReceivedMail): string {
    const [header] = headerOf(mail.raw, 'list-unsubscribe');
    const match = /^<(https:\/\/meedoen\.test\/api\/email\/unsubscribe\?token=[\w.-]+)>$/.exec(header ?? '');
    if (!match) throw new Error(`no List-Unsubscribe in:\n${mail.raw}`);
    return match[1]!;
  }

  function postOneClick(url: string) {
    const { pathname, search } = new URL(url);
    // As a mail provider sends it: form-encoded, no cookie, no Origin.
    return t.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      remoteAddress: randomAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  }

  it('every digest carries the headers and a visible link; the POST turns the digest off', async () => {
    await createActivity(t.app, admin, {
      portalId,
      title: 'Leesclub',
      startDate: addDays(todayInAmsterdam(), 4),
      endDate: addDays(todayInAmsterdam(), 4),
    });
    const { user } = await registerConfirmed();
    const mail = await digestFor(user.email!);
    expect(headerOf(mail.raw, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    const url = oneClickUrl(mail);
    const token = new URL(url).searchParams.get('token')!;
    expect(token.startsWith(`${user.id}.new-activities.`)).toBe(true);
    expect(textBodyOf(mail.raw)).toContain(`${PUBLIC_URL}/afmelden?token=${token}`);

    // Opened in a browser instead: the page that asks first, and nothing changes yet.
    const opened = await t.app.inject({ method: 'GET', url: `/api/email/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/afmelden?token=${encodeURIComponent(token)}`);
    expect(await switchesOf(user.id)).toMatchObject({ newActivities: true });

    const res = await postOneClick(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(await switchesOf(user.id)).toEqual({
      emailNotifications: true,
      activityUpdates: true,
      newActivities: false,
    });
    smtp.received.length = 0;
    await sendDigest();
    expect(mailsTo(user.email!)).toHaveLength(0);
  });

  it('a notice carries its own: it stops activity updates only', async () => {
    const { cookie, user } = await registerConfirmed();
    const activity = await joinedActivity(cookie);
    smtp.received.length = 0;
    await moveActivity(activity.id, '11:15');
    const [notice] = mailsTo(user.email!);
    const url = oneClickUrl(notice!);
    expect(new URL(url).searchParams.get('token')).toMatch(new RegExp(`^${user.id}\\.activity-updates\\.`));
    expect((await postOneClick(url)).statusCode).toBe(200);
    expect(await switchesOf(user.id)).toMatchObject({ activityUpdates: false, newActivities: true });
  });

  it('a forged token changes nothing: another member, another kind, another signature', async () => {
    await createActivity(t.app, admin, {
      portalId,
      title: 'Schaakavond',
      startDate: addDays(todayInAmsterdam(), 3),
      endDate: addDays(todayInAmsterdam(), 3),
    });
    const { user } = await registerConfirmed();
    const victim = await registerConfirmed();
    const token = new URL(oneClickUrl(await digestFor(user.email!))).searchParams.get('token')!;
    const [, , signature] = token.split('.');
    const forgeries = [
      `${victim.user.id}.new-activities.${signature}`,
      `${user.id}.all.${signature}`,
      `${user.id}.new-activities.${'A'.repeat(43)}`,
      `${user.id}.new-activities`,
      'nonsense',
    ];
    for (const forged of forgeries) {
      const res = await postOneClick(
        `${PUBLIC_URL}/api/email/unsubscribe?token=${encodeURIComponent(forged)}`,
      );
      expect(res.statusCode, forged).toBe(400);
    }
    const untouched = { emailNotifications: true, activityUpdates: true, newActivities: true };
    expect(await switchesOf(user.id)).toEqual(untouched);
    expect(await switchesOf(victim.user.id)).toEqual(untouched);
  });

  it("the confirmation mail's link stops all e-mail notifications, from the page's JSON post too", async () => {
    const { user } = await registerMember(t.app);
    await settled();
    const [confirmation] = mailsTo(user.email!);
    const page = /https:\/\/meedoen\.test\/afmelden\?token=([\w.-]+)/.exec(textBodyOf(confirmation!.raw));
    expect(page).not.toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${page![1]}`,
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('no longer get e-mail notifications');
    expect(await switchesOf(user.id)).toMatchObject({ emailNotifications: false });
  });

  it('only this route takes a form post without an Origin: the others still refuse it', async () => {
    const { cookie } = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notifications',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'emailNotifications=false',
    });
    expect(res.statusCode).toBe(415);
  });
});
