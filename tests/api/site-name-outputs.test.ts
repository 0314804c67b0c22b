import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_USERNAME } from '../helpers/accounts';
import { type MailApp, startMailApp, stopMailApp, until } from '../helpers/mail-app';
import { headerOf, textBodyOf } from '../helpers/smtp-server';

// Issue #47, item 1: after an administrator renames the site, the feeds, the widget and the mails say
// the new name, and the mails are sent under it.

let m: MailApp;
beforeAll(async () => {
  m = await startMailApp('https://meedoen.test');
  const res = await m.t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: m.admin },
    payload: {
      identity: { name: 'Samen in Tilburg', tagline: { nl: 'Ontmoet', en: 'Meet' }, mainColour: '#1d4ed8' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => stopMailApp(m?.t, m?.smtp));

const get = (url: string) => m.t.app.inject({ method: 'GET', url });

describe('a renamed site', () => {
  it('names itself in the RSS feed and the calendars, in both languages', async () => {
    expect((await get('/api/activities.rss?lang=nl')).body).toContain(
      '<title>Samen in Tilburg: activiteiten</title>',
    );
    expect((await get('/api/activities.rss?lang=en')).body).toContain(
      '<generator>Samen in Tilburg</generator>',
    );
    const ics = (await get('/api/activities.ics?lang=en')).body;
    expect(ics).toContain('X-WR-CALNAME:Samen in Tilburg: activities');
    expect(ics).toContain('PRODID:-//Samen in Tilburg//Samen in Tilburg//EN');
    expect(ics).not.toContain('Meedoen');
  });

  it('names itself in the widget', async () => {
    const html = (await get('/iframe/activities?lang=nl')).body;
    expect(html).toContain('<title>Activiteiten op Samen in Tilburg</title>');
    expect(html).toContain('Bekijk alle activiteiten op Samen in Tilburg');
    expect((await get('/iframe/activities?lang=en')).body).toContain(
      'View all activities on Samen in Tilburg',
    );
  });

  it('sends and signs a mail under its name', async () => {
    m.smtp.received.length = 0;
    const res = await m.t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: { 'accept-language': 'nl' },
      payload: { login: TEST_ADMIN_USERNAME },
    });
    expect(res.statusCode, res.body).toBe(202);
    await m.t.app.mailer?.idle();
    expect(await until(() => m.smtp.received.length > 0)).toBe(true);
    const mail = m.smtp.received[0]!;
    expect(headerOf(mail.raw, 'from')).toEqual(['Samen in Tilburg <noreply@meedoen.test>']);
    // The test administrator's address is unconfirmed: a reset request sends the confirmation instead.
    expect(headerOf(mail.raw, 'subject')).toEqual([
      'Bevestig je e-mailadres voor Samen in Tilburg / Confirm your e-mail address for Samen in Tilburg',
    ]);
    const text = textBodyOf(mail.raw);
    expect(text).toContain('je Samen in Tilburg-account');
    expect(text).toContain('Groet, Samen in Tilburg');
    expect(text).toContain('Regards, Samen in Tilburg');
  });
});
