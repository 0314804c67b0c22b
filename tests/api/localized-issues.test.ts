import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { loginAs, registerMember } from '../helpers/accounts';
import { activityPayload } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Field issues a service raises are answered in the request's language, in `issues` as in `message`:
// a member who reads English never gets a Dutch sentence under a field.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Nieuw-wachtwoord-2026?';
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

function call(method: 'POST' | 'DELETE', url: string, cookie: string, payload: object, english: boolean) {
  return t.app.inject({ method, url, headers: { cookie, ...(english ? ENGLISH : {}) }, payload });
}

describe.each([
  ['nl', false],
  ['en', true],
] as const)('issues from a service, in %s', (lang, english) => {
  const text = (nl: string, en: string) => (lang === 'en' ? en : nl);

  it('a wrong current password: the message and the field issue', async () => {
    const { cookie } = await registerMember(t.app);
    const res = await call(
      'POST',
      '/api/user/password',
      cookie,
      { currentPassword: 'fout', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      english,
    );
    const message = text('Het huidige wachtwoord is onjuist.', 'The current password is incorrect.');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path: 'currentPassword', message }] });
  });

  it('a wrong password when deleting the account', async () => {
    const { cookie } = await registerMember(t.app);
    const res = await call('DELETE', '/api/user', cookie, { password: 'fout' }, english);
    const message = text('Het wachtwoord is onjuist.', 'The password is incorrect.');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path: 'password', message }] });
  });

  it('a wrong username when an account without password is deleted', async () => {
    const { cookie, user } = await registerMember(t.app);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await call('DELETE', '/api/user', cookie, { confirmUsername: 'iemand-anders' }, english);
    const message = text('Typ je gebruikersnaam om te bevestigen.', 'Type your username to confirm.');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path: 'confirmUsername', message }] });
  });

  it('an activity for a portal that does not exist', async () => {
    const admin = await loginAs(t.app, 'admin');
    const res = await call('POST', '/api/activities', admin, activityPayload({ portalId: 999_999 }), english);
    const message = text('Deze portal bestaat niet.', 'This portal does not exist.');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path: 'portalId', message }] });
  });
});
