import { desc, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { randomAddress, TEST_PASSWORD, uniqueUsername } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A query that fails must not put its parameters in the log (Drizzle's error message and PGlite's error
// carry them; PostgreSQL's `detail` quotes the whole row), nor may the request log keep a query string.
// A value PostgreSQL refuses as text is a 400, not a 500.

const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const log = () => logLines.join('');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream });
});
afterAll(async () => t.close());
afterEach(() => {
  logLines.length = 0;
});

describe('a query that fails on the database', () => {
  it('answers 500 and logs the SQLSTATE and constraint, without e-mail address, hash or query string', async () => {
    // Every new account is refused by the database itself, after validation and hashing have run.
    await t.app.db.execute(
      sql.raw('alter table users add constraint test_refuse_every_user check (id < 0) not valid'),
    );
    try {
      const username = uniqueUsername('logtest');
      const email = `${username}@privacy.example`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register?token=geheim-uit-de-querystring&search=zoekterm-uit-de-url',
        remoteAddress: randomAddress(),
        payload: { username, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Er ging iets mis aan onze kant. Probeer het zo opnieuw.' });

      const text = log();
      expect(text).toContain('request failed');
      expect(text).not.toContain(email);
      expect(text).not.toContain(username);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('params:');
      expect(text).not.toContain('geheim-uit-de-querystring');
      expect(text).not.toContain('zoekterm-uit-de-url');
      // What the operator needs is still there: the SQLSTATE, the constraint and the path.
      expect(text).toContain('23514');
      expect(text).toContain('test_refuse_every_user');
      expect(text).toContain('"url":"/api/register"');
    } finally {
      await t.app.db.execute(sql.raw('alter table users drop constraint test_refuse_every_user'));
    }
  });

  it('answers 400 "Er klopt iets niet in wat je hebt ingevuld." when PostgreSQL refuses a value, stores nothing and logs no value', async () => {
    // A column narrower than the validation allows: 22001 string_data_right_truncation.
    await t.app.db.execute(sql.raw('alter table contact_messages alter column name type varchar(3)'));
    try {
      const before = await t.app.db.select({ id: contactMessages.id }).from(contactMessages);
      const payload = {
        name: 'Pieter Jansen',
        email: 'pieter.jansen@privacy.example',
        subject: 'other',
        customSubject: 'Pers',
        message: 'Mogen we een interview?',
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: randomAddress(),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Er klopt iets niet in wat je hebt ingevuld.' });

      const english = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: randomAddress(),
        headers: { 'accept-language': 'en' },
        payload,
      });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ message: 'Invalid input.' });

      const after = await t.app.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .orderBy(desc(contactMessages.id));
      expect(after.length).toBe(before.length);
      expect(log()).not.toContain('pieter.jansen@privacy.example');
      expect(log()).not.toContain('Pieter Jansen');
      expect(log()).toContain('22001');
    } finally {
      await t.app.db.execute(sql.raw('alter table contact_messages alter column name type text'));
    }
  });
});

describe('the request log', () => {
  it('names the path of every request and never its query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activities?search=mijn-geheime-zoekterm&token=abc123-uit-de-url',
    });
    expect(res.statusCode).toBe(200);
    expect(log()).not.toContain('mijn-geheime-zoekterm');
    expect(log()).not.toContain('abc123-uit-de-url');
    expect(log()).toContain('"url":"/api/activities"');
  });
});
