import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/server/db/schema';
import { markAddressConfirmed, randomAddress, registerMember, TEST_PASSWORD } from '../helpers/accounts';
import {
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
  textBodyOf,
} from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #14, item 4: 'Wachtwoord vergeten?' e-mails a one-time link (an hour, single use) through a real
// SMTP server; the link sets a new password and ends every session. The answer never tells whether an
// account exists. Without a mail server the route says whom to ask.

const NEW_PASSWORD = 'Nieuw-Wachtwoord-2026!';
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ mail: smtp.mailConfig(), publicUrl: 'https://meedoen.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A member whose address is confirmed (a reset link goes to no other), its confirmation mail cleared. */
async function confirmedMember() {
  const member = await registerMember(t.app);
  await markAddressConfirmed(t.app, member.user.id);
  await t.app.mailer?.idle();
  smtp.received.length = 0;
  return member;
}

async function requestReset(login: string, lang: 'nl' | 'en' = 'nl', remoteAddress = randomAddress()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    remoteAddress,
    headers: { 'accept-language': lang },
    payload: { login },
  });
  await t.app.mailer?.idle();
  return res;
}

function tokenFrom(mail: ReceivedMail): string {
  const match = /https:\/\/meedoen\.test\/auth\/nieuw-wachtwoord#token=([A-Za-z0-9_-]+)/.exec(
    textBodyOf(mail.raw),
  );
  if (!match) throw new Error(`no reset link in:\n${mail.raw}`);
  return match[1]!;
}

async function confirm(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    remoteAddress: randomAddress(),
    payload: { token, password, confirmPassword },
  });
}

async function login(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: randomAddress(),
    payload: { username, password },
  });
}

describe('POST /api/password-reset', () => {
  it('e-mails a link to the account, found by username or e-mail, in the asker’s language', async () => {
    const { user } = await confirmedMember();
    const res = await requestReset(user.username);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toMatch(/Als er een account/);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([`${user.username.toLowerCase()}@example.test`]);
    expect(mail.raw).toMatch(/Subject: Een nieuw wachtwoord voor Meedoen/);
    expect(textBodyOf(mail.raw)).toContain(`Hallo ${user.username},`);
    tokenFrom(mail);

    smtp.received.length = 0;
    const byEmail = await requestReset(`${user.username.toUpperCase()}@EXAMPLE.TEST`, 'en');
    expect(byEmail.statusCode).toBe(202);
    expect(byEmail.json().message).toMatch(/If there is an account/);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toMatch(/Subject: A new password for Meedoen/);
  });

  it('answers an unknown account exactly like a known one, and sends nothing', async () => {
    const { user } = await confirmedMember();
    const known = await requestReset(user.username);
    smtp.received.length = 0;
    const unknown = await requestReset('niemand-bekend');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends at most three e-mails an hour to one account asked from one address, without telling', async () => {
    const { user } = await confirmedMember();
    const address = randomAddress();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await requestReset(user.username, 'nl', address)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202]);
    expect(smtp.received).toHaveLength(3);
  });

  it('still sends the owner their link after a stranger’s requests for the account (item 5 of issue 41)', async () => {
    const { user } = await confirmedMember();
    const stranger = randomAddress();
    for (let i = 0; i < 5; i++) await requestReset(user.username, 'nl', stranger);
    expect(smtp.received).toHaveLength(3);

    const owner = await requestReset(user.email as string, 'nl', randomAddress());
    expect(owner.statusCode).toBe(202);
    expect(smtp.received).toHaveLength(4);
    expect(smtp.received[3]!.to).toEqual([user.email]);
  });

  it('gives an address that already asked no further mail once many addresses asked for one account', async () => {
    const { user } = await confirmedMember();
    // Ten addresses' requests put the account under attack.
    const askers = Array.from({ length: 10 }, () => randomAddress());
    for (const address of askers) await requestReset(user.username, 'nl', address);
    expect(smtp.received).toHaveLength(10);
    // One that asked before gets nothing more, though it is below its own three...
    expect((await requestReset(user.username, 'nl', askers[0])).statusCode).toBe(202);
    expect(smtp.received).toHaveLength(10);
    // ...and an address that has not asked (the owner's) still gets its link.
    await requestReset(user.username, 'nl', randomAddress());
    expect(smtp.received).toHaveLength(11);
  });

  it('counts the requests of one IPv6 /64 together: ten an hour (item 2 of issue 41)', async () => {
    const network = `2001:db8:${randomBytes(2).toString('hex')}:1`;
    const answers = [];
    for (let i = 1; i <= 11; i++) {
      answers.push((await requestReset(`niemand${i}`, 'nl', `${network}:${i.toString(16)}::1`)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(202), 429]);
    expect((await requestReset('niemand', 'nl', `${network.slice(0, -1)}2:3:4:5:6`)).statusCode).toBe(202);
  });

  it('sends no more than 25 e-mails an hour to one account, however many addresses ask', async () => {
    const { user } = await confirmedMember();
    for (let i = 0; i < 27; i++) await requestReset(user.username, 'nl', randomAddress());
    expect(smtp.received).toHaveLength(25);
  });

  it('refuses an empty login with the login message, and sends nothing', async () => {
    const res = await requestReset('  ');
    expect(res.statusCode).toBe(400);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password once and ends every session', async () => {
    const { user, cookie } = await confirmedMember();
    await requestReset(user.username);
    const token = tokenFrom(smtp.received[0]!);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/overal uitgelogd/);
    // The session from before the reset is gone.
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    // Single use.
    const again = await confirm(token, 'Nog-Een-Ander-2026!');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/verlopen of al gebruikt/);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak or unconfirmed password and keeps the link usable', async () => {
    const { user } = await confirmedMember();
    await requestReset(user.username);
    const token = tokenFrom(smtp.received[0]!);

    const weak = await confirm(token, 'kort');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues.map((i: { path: string }) => i.path)).toContain('password');
    const mismatch = await confirm(token, NEW_PASSWORD, 'Iets-Anders-2026!');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues[0]).toMatchObject({ path: 'confirmPassword' });
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
    const { user } = await confirmedMember();
    await requestReset(user.username);
    const first = tokenFrom(smtp.received[0]!);
    await requestReset(user.username);
    const second = tokenFrom(smtp.received[1]!);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm('nep-token')).statusCode).toBe(400);

    await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(second)).statusCode).toBe(400);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    // A refused confirmation leaves the (expired) link where it was: only the sweep removes it.
    const rows = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

async function check(token: string, lang: 'nl' | 'en' = 'nl', remoteAddress = randomAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/password-reset/check',
    remoteAddress,
    headers: { 'accept-language': lang },
    payload: { token },
  });
}

describe('POST /api/password-reset/check', () => {
  it('says a fresh link works, without spending it', async () => {
    const { user } = await confirmedMember();
    await requestReset(user.username);
    const token = tokenFrom(smtp.received[0]!);
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ valid: true });
    }
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('says a used, an expired or an unknown link no longer works, in the asker’s language', async () => {
    const { user } = await confirmedMember();
    await requestReset(user.username);
    const used = tokenFrom(smtp.received[0]!);
    expect((await confirm(used)).statusCode).toBe(200);
    const answer = await check(used);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      valid: false,
      message: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan via ‘Wachtwoord vergeten?’.',
    });
    expect((await check(used, 'en')).json().message).toMatch(
      /^This link has expired or has already been used/,
    );
    expect((await check('nep-token')).json().valid).toBe(false);

    const other = await confirmedMember();
    await requestReset(other.user.username);
    const expiring = tokenFrom(smtp.received[0]!);
    expect((await check(expiring)).json().valid).toBe(true);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, other.user.id));
    expect((await check(expiring)).json().valid).toBe(false);
  });

  it('refuses an empty token with a 400, and counts checks per address like the confirmation', async () => {
    expect((await check('')).statusCode).toBe(400);
    const address = randomAddress();
    for (let i = 0; i < 20; i++) expect((await check('nep-token', 'nl', address)).statusCode).toBe(200);
    const refused = await check('nep-token', 'nl', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('without a mail server', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => plain.close());

  it('says whom to ask, and the providers answer says reset is not available', async () => {
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { login: 'iemand' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Vraag een beheerder/);
    expect((await plain.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google: false,
      passwordReset: false,
      email: false,
    });
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toMatchObject({
      passwordReset: true,
      email: true,
    });
  });
});
