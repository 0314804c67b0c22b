import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { loginAs, registerMember, uniqueUsername } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FORBIDDEN_KEYS = ['passwordHash', 'password', 'googleId', 'sessionId', 'token', 'sessions'];

function get(url: string, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

function put(url: string, cookie: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });
}

async function setPhone(id: number, phone: string) {
  await t.app.db.update(users).set({ phone }).where(eq(users.id, id));
}

describe('GET /api/users/:id (profiles)', () => {
  it('shows another member without e-mail and phone unless they chose to show them', async () => {
    const viewer = await registerMember(t.app);
    const other = await registerMember(t.app, { firstName: 'Fatima', lastName: 'El Amrani' });
    await setPhone(other.user.id, '06 12345678');

    const hidden = await get(`/api/users/${other.user.id}`, viewer.cookie);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      id: other.user.id,
      username: other.user.username,
      firstName: 'Fatima',
      lastName: 'El Amrani',
      email: null,
      phone: null,
      showContactInfo: false,
      isAdmin: false,
    });
    for (const key of FORBIDDEN_KEYS) expect(hidden.json()).not.toHaveProperty(key);
    expect(hidden.body).not.toContain(other.user.email!);
    expect(hidden.body).not.toContain('argon2');

    const optIn = await put(`/api/users/${other.user.id}`, other.cookie, { showContactInfo: true });
    expect(optIn.statusCode).toBe(200);
    const shown = await get(`/api/users/${other.user.id}`, viewer.cookie);
    expect(shown.json()).toMatchObject({
      email: other.user.email,
      phone: '06 12345678',
      showContactInfo: true,
    });
  });

  it('always shows the owner and administrators the e-mail address and phone', async () => {
    const member = await registerMember(t.app);
    await setPhone(member.user.id, '+31 20 123 4567');
    const own = await get(`/api/users/${member.user.id}`, member.cookie);
    expect(own.json()).toMatchObject({ email: member.user.email, phone: '+31 20 123 4567' });
    const admin = await loginAs(t.app, 'admin');
    const seenByAdmin = await get(`/api/users/${member.user.id}`, admin);
    expect(seenByAdmin.json()).toMatchObject({ email: member.user.email, phone: '+31 20 123 4567' });
  });

  it('answers 400 for a non-numeric id and 404 "Gebruiker niet gevonden" for an unknown one', async () => {
    const { cookie } = await registerMember(t.app);
    const bad = await get('/api/users/abc', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ongeldig gebruikersnummer.');
    expect((await get('/api/users/1.5', cookie)).statusCode).toBe(400);
    expect((await get('/api/users/-1', cookie)).statusCode).toBe(400);
    const missing = await get('/api/users/999999', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Gebruiker niet gevonden' });
    expect((await get('/api/users/999999', cookie, { 'accept-language': 'en' })).json()).toEqual({
      message: 'User not found',
    });
    expect((await get('/api/users/99999999999', cookie)).statusCode).toBe(404);
  });

  it('answers 401 to an anonymous visitor', async () => {
    const { user } = await registerMember(t.app);
    const res = await get(`/api/users/${user.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Je moet ingelogd zijn.' });
  });
});

describe('GET /api/users (member directory)', () => {
  it('searches username, names and bio on the server, with a total count and pages', async () => {
    const marker = uniqueUsername('zoek').replace(/-/g, '');
    const viewer = await registerMember(t.app);
    const a = await registerMember(t.app, { username: `${marker}-a` });
    const b = await registerMember(t.app, { firstName: `Voor${marker}` });
    const c = await registerMember(t.app, { lastName: `Achter${marker}` });
    const d = await registerMember(t.app);
    await put(`/api/users/${d.user.id}`, d.cookie, { bio: `Ik wandel graag, ${marker.toUpperCase()}!` });
    // Not found by e-mail address: members must not be able to probe who has which address.
    await registerMember(t.app, { email: `${marker}@mail.example.test` });

    const res = await get(`/api/users?search=${marker}`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const ids = res.json().map((u: { id: number }) => u.id);
    expect(new Set(ids)).toEqual(new Set([a.user.id, b.user.id, c.user.id, d.user.id]));
    for (const u of res.json()) {
      expect(u.email).toBeNull();
      for (const key of FORBIDDEN_KEYS) expect(u).not.toHaveProperty(key);
    }

    const page1 = await get(`/api/users?search=${marker}&limit=3&offset=0`, viewer.cookie);
    const page2 = await get(`/api/users?search=${marker}&limit=3&offset=3`, viewer.cookie);
    expect(page1.headers['x-total-count']).toBe('4');
    expect(page1.json()).toHaveLength(3);
    expect(page2.json()).toHaveLength(1);
    const names = [...page1.json(), ...page2.json()].map((u: { username: string }) =>
      u.username.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
  });

  it('takes % and _ in a search literally', async () => {
    const { cookie } = await registerMember(t.app);
    const res = await get('/api/users?search=%25', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('0');
    const underscore = await get('/api/users?search=_', cookie);
    expect(underscore.headers['x-total-count']).toBe('0');
  });

  it('refuses a bad limit or offset with a clear message', async () => {
    const { cookie } = await registerMember(t.app);
    const res = await get('/api/users?limit=1000', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit moet een getal van 1 tot en met 100 zijn.');
    expect((await get('/api/users?offset=-1', cookie)).statusCode).toBe(400);
  });

  it('answers 401 to an anonymous visitor', async () => {
    expect((await get('/api/users')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/:id by a member on themself', () => {
  it('saves the profile fields with the spec 5 rules', async () => {
    const { cookie, user } = await registerMember(t.app);
    const username = uniqueUsername('nieuw');
    const res = await put(`/api/users/${user.id}`, cookie, {
      username,
      firstName: 'Jan',
      lastName: 'Jansen',
      bio: 'Ik hou van fietsen.',
      gender: 'man',
      location: 'den-haag',
      phone: '06-12345678',
      hobbies: 'fietsen, koken',
      calls: 3,
      age: 42,
      // Sending the unchanged e-mail address back (as the form does) is fine.
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username,
      firstName: 'Jan',
      lastName: 'Jansen',
      bio: 'Ik hou van fietsen.',
      gender: 'man',
      location: 'den-haag',
      phone: '06-12345678',
      hobbies: 'fietsen, koken',
      calls: 3,
      age: 42,
      email: user.email,
    });
    // Empty text clears a field.
    const cleared = await put(`/api/users/${user.id}`, cookie, { bio: '', gender: '', location: null });
    expect(cleared.json()).toMatchObject({ bio: null, gender: null, location: null, firstName: 'Jan' });
  });

  it.each([
    [{ username: 'a' }, 'username', 'Je gebruikersnaam moet minstens 2 tekens hebben.'],
    [{ bio: 'x'.repeat(161) }, 'bio', 'Bio mag maximaal 160 tekens bevatten.'],
    [{ gender: 'anders' }, 'gender', 'Kies man, vrouw of neutraal.'],
    [{ location: 'groningen' }, 'location', 'Kies Amsterdam, Rotterdam, Den Haag, Utrecht of Eindhoven.'],
    [{ email: 'geen-adres' }, 'email', 'Dit e-mailadres klopt niet.'],
    [{ age: -1 }, 'age', 'Leeftijd moet een heel getal van 0 tot en met 150 zijn.'],
  ])('refuses %j with 400 and the Dutch rule', async (payload, path, message) => {
    const { cookie, user } = await registerMember(t.app);
    const res = await put(`/api/users/${user.id}`, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].path).toBe(path);
  });

  it('accepts a bio of exactly 160 characters', async () => {
    const { cookie, user } = await registerMember(t.app);
    const res = await put(`/api/users/${user.id}`, cookie, { bio: 'x'.repeat(160) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a change of the own e-mail address with 403', async () => {
    const { cookie, user } = await registerMember(t.app);
    const res = await put(`/api/users/${user.id}`, cookie, { email: 'ander@example.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'E-mailadres kan niet worden gewijzigd.' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('refuses making oneself an administrator, and a password change outside Security', async () => {
    const { cookie, user } = await registerMember(t.app);
    const admin = await put(`/api/users/${user.id}`, cookie, { isAdmin: true });
    expect(admin.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isAdmin).toBe(false);
    // The unchanged role sent back by a form is fine.
    expect((await put(`/api/users/${user.id}`, cookie, { isAdmin: false, bio: 'hoi' })).statusCode).toBe(200);
    const password = await put(`/api/users/${user.id}`, cookie, {
      password: 'Nieuw-wachtwoord-1',
      confirmPassword: 'Nieuw-wachtwoord-1',
    });
    expect(password.statusCode).toBe(403);
    // An empty password means "unchanged".
    expect((await put(`/api/users/${user.id}`, cookie, { password: '', bio: 'hoi' })).statusCode).toBe(200);
  });

  it('answers 409 when the new username is taken (case-insensitively)', async () => {
    const taken = await registerMember(t.app);
    const { cookie, user } = await registerMember(t.app);
    const res = await put(`/api/users/${user.id}`, cookie, { username: taken.user.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Deze gebruikersnaam is al in gebruik.' });
    // Changing only the case of one's own name is not a clash.
    const own = await put(`/api/users/${user.id}`, cookie, { username: user.username.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it('shows the change in GET /api/user, with every setting', async () => {
    const { cookie, user } = await registerMember(t.app);
    await put(`/api/users/${user.id}`, cookie, { bio: 'Nieuw hier', showContactInfo: true });
    const me = await get('/api/user', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      bio: 'Nieuw hier',
      email: user.email,
      showContactInfo: true,
      hasPassword: true,
      googleLinked: false,
      notifications: {
        emailNotifications: true,
        pushNotifications: false,
        activityUpdates: true,
        newActivities: true,
        marketingEmails: false,
      },
    });
    for (const key of FORBIDDEN_KEYS) expect(me.json()).not.toHaveProperty(key);
  });
});
