import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, uniqueUsername } from '../helpers/accounts';
import { type MailApp, startMailApp, stopMailApp, until } from '../helpers/mail-app';
import { textBodyOf } from '../helpers/smtp-server';

// Joining by invitation (issue #47, item 5): while open registration is off, a new account needs a link an
// administrator made; the link works once and until it expires.

let m: MailApp;
beforeAll(async () => {
  m = await startMailApp('https://meedoen.example.test');
});
afterAll(async () => stopMailApp(m?.t, m?.smtp));

const PASSWORD = 'Uitgenodigd-2026!';

function register(invitation?: string, lang = 'nl') {
  const username = uniqueUsername('gast');
  return m.t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: randomAddress(),
    headers: { 'accept-language': lang },
    payload: {
      username,
      email: `${username}@example.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(invitation === undefined ? {} : { invitation }),
    },
  });
}

function setRegistrationOpen(open: boolean) {
  return m.t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: m.admin },
    payload: { registrationOpen: open },
  });
}

async function invite(payload: object = {}) {
  const res = await m.t.app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: { cookie: m.admin },
    payload,
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return { ...body, token: new URL(body.url).searchParams.get('uitnodiging') as string };
}

async function userCount(): Promise<number> {
  const { rows } = await m.t.app.database.query('select count(*)::int as n from users');
  return rows[0]!.n as number;
}

describe('while registration is closed', () => {
  beforeAll(async () => {
    expect((await setRegistrationOpen(false)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await setRegistrationOpen(true);
  });

  it("refuses a new account without an invitation, in the reader's language, and makes none", async () => {
    const before = await userCount();
    const nl = await register();
    expect(nl.statusCode).toBe(403);
    expect(nl.json().message).toContain('alleen met een uitnodiging');
    const en = await register(undefined, 'en');
    expect(en.json().message).toContain('only join with an invitation');
    expect(await userCount()).toBe(before);
  });

  it('lets one person in through a link, once', async () => {
    const invitation = await invite();
    expect(invitation.url).toMatch(/^https:\/\/meedoen\.example\.test\/auth\?tab=register&uitnodiging=/);
    expect(invitation).toMatchObject({ state: 'open', mailed: false, usedAt: null });
    expect((await register(invitation.token)).statusCode).toBe(201);
    const again = await register(invitation.token);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toContain('verlopen of al gebruikt');
    const list = await m.t.app.inject({
      method: 'GET',
      url: '/api/invitations',
      headers: { cookie: m.admin },
    });
    expect(list.json().find((i: { id: number }) => i.id === invitation.id)).toMatchObject({ state: 'used' });
  });

  it('makes one account of a link that two people race for', async () => {
    const invitation = await invite();
    const before = await userCount();
    const results = await Promise.all([register(invitation.token), register(invitation.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await userCount()).toBe(before + 1);
  });

  it('refuses an expired link and a withdrawn one', async () => {
    const expired = await invite({ days: 1 });
    await m.t.app.database.query(
      `update invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [expired.id],
    );
    expect((await register(expired.token)).statusCode).toBe(403);

    const withdrawn = await invite();
    const deleted = await m.t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${withdrawn.id}`,
      headers: { cookie: m.admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await register(withdrawn.token)).statusCode).toBe(403);
  });

  it('leaves the link unused when the account itself is refused', async () => {
    const invitation = await invite();
    const username = uniqueUsername('dubbel');
    const first = await m.t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomAddress(),
      payload: {
        username,
        email: `${username}@example.test`,
        password: PASSWORD,
        invitation: (await invite()).token,
      },
    });
    expect(first.statusCode).toBe(201);
    const taken = await m.t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomAddress(),
      payload: {
        username,
        email: `ander-${username}@example.test`,
        password: PASSWORD,
        invitation: invitation.token,
      },
    });
    expect(taken.statusCode).toBe(409);
    expect((await register(invitation.token)).statusCode).toBe(201);
  });

  it('mails the link once when the administrator names an address', async () => {
    const address = `${uniqueUsername('genodigde')}@example.test`;
    const invitation = await invite({ email: address, days: 7 });
    expect(invitation.mailed).toBe(true);
    expect(await until(() => m.smtp.received.some((mail) => mail.to.includes(address)))).toBe(true);
    const mails = m.smtp.received.filter((mail) => mail.to.includes(address));
    expect(mails).toHaveLength(1);
    const text = textBodyOf(mails[0]!.raw);
    expect(text).toContain(invitation.token);
    expect(text).toContain('Je bent uitgenodigd om lid te worden van Meedoen');
  });
});

describe('while registration is open', () => {
  it('needs no invitation', async () => {
    expect((await register()).statusCode).toBe(201);
  });
});

describe('the invitations', () => {
  it.each([
    ['a broken address', { email: 'geen-adres' }],
    ['no days', { days: 0 }],
    ['more than sixty days', { days: 61 }],
  ])('refuse %s and make nothing', async (_what, payload) => {
    const before = await m.t.app.inject({
      method: 'GET',
      url: '/api/invitations',
      headers: { cookie: m.admin },
    });
    const res = await m.t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: { cookie: m.admin },
      payload,
    });
    expect(res.statusCode).toBe(400);
    const after = await m.t.app.inject({
      method: 'GET',
      url: '/api/invitations',
      headers: { cookie: m.admin },
    });
    expect(after.json()).toEqual(before.json());
  });

  it('are for administrators only', async () => {
    const member = await m.t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomAddress(),
      payload: {
        username: uniqueUsername('lid'),
        email: `${uniqueUsername('lid')}@example.test`,
        password: PASSWORD,
      },
    });
    const cookie = member.headers['set-cookie'] as string;
    expect(
      (await m.t.app.inject({ method: 'POST', url: '/api/invitations', headers: { cookie }, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await m.t.app.inject({ method: 'GET', url: '/api/invitations', headers: { cookie } })).statusCode,
    ).toBe(403);
  });
});
