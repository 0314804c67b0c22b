import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT, DEFAULT_IDENTITY } from '../../src/domain/site/settings';
import { loginAs } from '../helpers/accounts';
import { createTestApp, createTestApps, type TestApp, type TestApps } from '../helpers/test-app';

// GET and PUT /api/settings (issue #47): the operator's name, look, contact details and who may join.

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
});
afterAll(async () => t.close());

const identity = {
  name: 'Samen in Tilburg',
  tagline: { nl: 'Ontmoet Tilburg', en: 'Meet Tilburg' },
  mainColour: '#1D4ED8',
};

function put(payload: unknown, cookie = admin, lang = 'nl') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie, 'accept-language': lang },
    payload: payload as object,
  });
}
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();

describe('the site settings', () => {
  it("reads as the demo site's until an administrator sets them", async () => {
    const fresh = await createTestApp();
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/settings' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...DEFAULT_IDENTITY,
        mainTextColour: '#111111',
        logoUrl: null,
        contact: DEFAULT_CONTACT,
        registrationOpen: true,
        membersMayPropose: true,
      });
    } finally {
      await fresh.close();
    }
  });

  it("takes an administrator's identity, with the colour in lower case and white text on a dark one", async () => {
    const res = await put({ identity });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Samen in Tilburg',
      mainColour: '#1d4ed8',
      mainTextColour: '#ffffff',
    });
    expect(await read()).toMatchObject({ name: 'Samen in Tilburg', tagline: identity.tagline });
  });

  it('replaces only the parts it is given', async () => {
    const before = await read();
    const contact = { ...DEFAULT_CONTACT, email: 'hallo@samenintilburg.nl', phone: '013 123 45 67' };
    const res = await put({ contact, registrationOpen: false });
    expect(res.statusCode).toBe(200);
    const after = await read();
    expect(after).toMatchObject({ name: before.name, contact, registrationOpen: false });
    await put({ registrationOpen: true });
  });

  it("refuses a colour text cannot be read on, in the reader's language, and changes nothing", async () => {
    const before = await read();
    const nl = await put({ identity: { ...identity, name: 'Grijs', mainColour: '#7a7a7a' } });
    expect(nl.statusCode).toBe(400);
    expect(JSON.stringify(nl.json())).toContain('niet goed leesbaar');
    const en = await put({ identity: { ...identity, mainColour: '#7a7a7a' } }, admin, 'en');
    expect(JSON.stringify(en.json())).toContain('hard to read');
    expect(await read()).toEqual(before);
  });

  it.each([
    ['no name', { identity: { ...identity, name: '  ' } }],
    ['a colour that is no colour', { identity: { ...identity, mainColour: 'blue' } }],
    ['a name with control characters', { identity: { ...identity, name: 'Mee\u0007doen' } }],
    ['a broken e-mail address', { contact: { ...DEFAULT_CONTACT, email: 'info@' } }],
    ['letters in the phone number', { contact: { ...DEFAULT_CONTACT, phone: 'bel ons' } }],
    ['a word for a switch', { registrationOpen: 'ja' }],
  ])('refuses %s and changes nothing', async (_what, payload) => {
    const before = await read();
    expect((await put(payload)).statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('lets only administrators change them', async () => {
    const before = await read();
    expect((await put({ identity: { ...identity, name: 'Overgenomen' } }, member)).statusCode).toBe(403);
    expect((await put({ identity: { ...identity, name: 'Overgenomen' } }, '')).statusCode).toBe(401);
    expect(await read()).toEqual(before);
  });

  it('keeps the proposals switch and the settings as one', async () => {
    await put({ membersMayPropose: false });
    const proposals = await t.app.inject({ method: 'GET', url: '/api/settings/proposals' });
    expect(proposals.json()).toEqual({ membersMayPropose: false });
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/proposals',
      headers: { cookie: admin },
      payload: { membersMayPropose: true },
    });
    expect((await read()).membersMayPropose).toBe(true);
  });
});

describe('with several processes', () => {
  let apps: TestApps;
  beforeAll(async () => {
    apps = await createTestApps(2);
  });
  afterAll(async () => apps.close());

  it('shows a change made in one process in the next page of the other', async () => {
    const [one, other] = apps.apps as [TestApps['apps'][0], TestApps['apps'][0]];
    // The other process has read (and cached) the settings first.
    expect((await other.inject({ method: 'GET', url: '/api/settings' })).json().name).toBe('Meedoen');
    const cookie = await loginAs(one, 'admin');
    const res = await one.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { identity: { ...identity, name: 'Meedoen Eindhoven' } },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(async () => (await other.inject({ method: 'GET', url: '/api/settings' })).json().name, {
        timeout: 5000,
      })
      .toBe('Meedoen Eindhoven');
  });

  it('also when the change was written past every app', async () => {
    const [, other] = apps.apps as [TestApps['apps'][0], TestApps['apps'][0]];
    await apps.query(
      `insert into site_settings (name, value) values ('registrationOpen', 'false')
       on conflict (name) do update set value = excluded.value`,
    );
    await expect
      .poll(
        async () => (await other.inject({ method: 'GET', url: '/api/settings' })).json().registrationOpen,
        {
          timeout: 5000,
        },
      )
      .toBe(false);
  });
});
