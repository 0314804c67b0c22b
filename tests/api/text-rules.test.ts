import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../src/server/db/schema';
import { loginAs, randomAddress, registerMember, TEST_PASSWORD, uniqueUsername } from '../helpers/accounts';
import { activityPayload, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One rule for every string that enters through the API: a control character is a clear 400 in the
// person's language, never a 500, and nothing is stored. NUL is the one PostgreSQL refuses; BEL, ESC
// and NEL (a C1 code) stand for the rest.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(async () => t.close());

const CONTROLS = { NUL: '\u0000', BEL: '\u0007', ESC: '\u001b', NEL: '\u0085' };
const CASES = Object.entries(CONTROLS);
const NL = 'In deze tekst staan tekens die niet mogen.';
const EN = 'This text contains characters that are not allowed.';

type Lang = 'nl' | 'en';
const languageHeaders = (lang: Lang) => (lang === 'en' ? { 'accept-language': 'en' } : {});

function expectRefused(res: { statusCode: number; json(): unknown }, field: string, lang: Lang = 'nl') {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; issues: { path: string; message: string }[] };
  expect(body.message).toBe(lang === 'en' ? EN : NL);
  expect(body.issues).toContainEqual({ path: field, message: lang === 'en' ? EN : NL });
}

async function userCount() {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

describe.each(['nl', 'en'] as const)('control characters, answered in %s', (lang) => {
  describe.each(CASES)('%s', (_name, c) => {
    it('POST /api/login refuses them in the username and in the password', async () => {
      const member = await registerMember(t.app);
      for (const [field, payload] of [
        ['username', { username: `${member.user.username}${c}`, password: member.password }],
        ['password', { username: member.user.username, password: `${member.password}${c}` }],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: randomAddress(),
          headers: languageHeaders(lang),
          payload,
        });
        expectRefused(res, field, lang);
        expect(res.cookies).toEqual([]);
      }
    });

    it('POST /api/register refuses them in every field and stores no account', async () => {
      const before = await userCount();
      const username = uniqueUsername('ctrl');
      const valid = {
        firstName: 'Anna',
        lastName: 'Visser',
        username,
        email: `${username}@example.test`,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      };
      const poisoned: [string, Record<string, string>][] = [
        ['firstName', { firstName: `An${c}na` }],
        ['lastName', { lastName: `Vis${c}ser` }],
        ['username', { username: `${username}${c}` }],
        ['email', { email: `${username}${c}@example.test` }],
        ['password', { password: `${TEST_PASSWORD}${c}`, confirmPassword: `${TEST_PASSWORD}${c}` }],
      ];
      for (const [field, change] of poisoned) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: randomAddress(),
          headers: languageHeaders(lang),
          payload: { ...valid, ...change },
        });
        expectRefused(res, field, lang);
      }
      expect(await userCount()).toBe(before);
    });

    it('POST /api/contact refuses them in single-line and multi-line fields and stores nothing', async () => {
      const before = (await t.app.db.select({ id: contactMessages.id }).from(contactMessages)).length;
      const valid = {
        name: 'Pieter Jansen',
        email: 'pieter@example.test',
        subject: 'other',
        customSubject: 'Pers',
        message: 'Mogen we een interview?',
      };
      for (const [field, change] of [
        ['name', { name: `Pieter${c}` }],
        ['email', { email: `pieter${c}@example.test` }],
        ['customSubject', { customSubject: `Pers${c}` }],
        ['message', { message: `Mogen we${c} een interview?` }],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: randomAddress(),
          headers: languageHeaders(lang),
          payload: { ...valid, ...change },
        });
        expectRefused(res, field, lang);
      }
      const after = (await t.app.db.select({ id: contactMessages.id }).from(contactMessages)).length;
      expect(after).toBe(before);
    });

    it('PUT /api/users/:id refuses them in the profile and leaves it as it was', async () => {
      const member = await registerMember(t.app, { firstName: 'Sanne' });
      for (const [field, value] of [
        ['firstName', `Sanne${c}`],
        ['username', `${member.user.username}${c}`],
        ['bio', `Ik wandel graag${c}`],
        ['hobbies', `lezen${c}`],
        ['phone', `06${c}12345678`],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/users/${member.user.id}`,
          headers: { cookie: member.cookie, ...languageHeaders(lang) },
          payload: { [field]: value },
        });
        expectRefused(res, field, lang);
      }
      const [row] = await t.app.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row).toMatchObject({
        firstName: 'Sanne',
        username: member.user.username,
        bio: null,
        hobbies: null,
        phone: null,
      });
    });

    it('GET /api/users?search= refuses them', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users?search=${encodeURIComponent(`anna${c}`)}`,
        headers: { cookie: admin, ...languageHeaders(lang) },
      });
      expectRefused(res, 'search', lang);
    });

    it('GET /api/activities refuses them in search and tags', async () => {
      for (const [field, query] of [
        ['search', `search=${encodeURIComponent(`wandelen${c}`)}`],
        ['searchQuery', `searchQuery=${encodeURIComponent(`wandelen${c}`)}`],
        ['tags', `tags=${encodeURIComponent(`natuur,sport${c}`)}`],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/activities?${query}`,
          headers: languageHeaders(lang),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(lang === 'en' ? EN : NL);
        expect(res.json().issues[0].path).toMatch(new RegExp(`^${field}`));
      }
    });
  });
});

describe('direction formatting in single-line texts (item 6 of issue 41)', () => {
  const DIRECTION_NL =
    'Deze tekst bevat onzichtbare tekens die de leesrichting omdraaien. Haal ze weg en probeer het opnieuw.';
  const DIRECTION_EN =
    'This text contains invisible characters that reverse the reading direction. Remove them and try again.';
  const RLO = '\u202e';

  it.each(['nl', 'en'] as const)(
    'is refused in a name, a subject and an activity title, in %s',
    async (lang) => {
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: randomAddress(),
        headers: languageHeaders(lang),
        payload: {
          name: `Pieter ${RLO}nesnaJ`,
          email: 'pieter@example.test',
          subject: 'other',
          customSubject: 'Pers',
          message: 'Hallo',
        },
      });
      expect(contact.statusCode).toBe(400);
      const text = lang === 'en' ? DIRECTION_EN : DIRECTION_NL;
      expect(contact.json()).toEqual({ message: text, issues: [{ path: 'name', message: text }] });

      const portal = await createPortal(t.app);
      const activity = await t.app.inject({
        method: 'POST',
        url: '/api/activities',
        headers: { cookie: admin, ...languageHeaders(lang) },
        payload: activityPayload({ portalId: portal.id, title: `Rondleiding \u2067gpj.exe\u2069` }),
      });
      expect(activity.statusCode).toBe(400);
      expect(activity.json().issues).toContainEqual({ path: 'title', message: text });
    },
  );

  it('keeps a first name with the marks right-to-left writers use', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { firstName: '\u200fמרים' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('text of several lines', () => {
  it('keeps line breaks and tabs in a contact message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomAddress(),
      payload: {
        name: 'Pieter Jansen',
        email: 'pieter@example.test',
        subject: 'other',
        customSubject: 'Pers',
        message: 'Beste,\r\n\n\tMogen we een interview?',
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a line break in a single-line field such as a name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomAddress(),
      payload: {
        name: 'Pieter\nJansen',
        email: 'pieter@example.test',
        subject: 'other',
        customSubject: 'Pers',
        message: 'Hallo',
      },
    });
    expectRefused(res, 'name');
  });
});
