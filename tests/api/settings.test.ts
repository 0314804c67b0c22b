import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/domain/constants';
import {
  activities,
  contactMessages,
  favorites,
  images,
  portals,
  registrations,
  sessions,
  users,
} from '../../src/server/db/schema';
import { logIn, loginAs, registerMember, sessionCookieFrom, TEST_PASSWORD } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Nieuw-wachtwoord-2026?';

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----meedoen${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function uploadAvatar(cookie: string, field: string, filename: string, contentType: string, bytes: Buffer) {
  const body = multipart(field, filename, contentType, bytes);
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/avatar',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

function picture(width: number, height: number, colour = '#8338ec') {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

async function makeActivity(title: string): Promise<number> {
  const slug = `portaal-${randomBytes(4).toString('hex')}`;
  const [portal] = await t.app.db.insert(portals).values({ name: 'Portaal', slug, type: 'city' }).returning();
  const [activity] = await t.app.db
    .insert(activities)
    .values({
      title,
      category: 'Sport & Bewegen',
      meetingPoint: 'Ingang',
      streetAddress: 'Dam 1',
      city: 'Amsterdam',
      postalCode: '1012 JS',
      portalId: portal!.id,
      startDate: '2030-01-01',
    })
    .returning({ id: activities.id });
  return activity!.id;
}

describe('Notifications', () => {
  it('starts with the spec defaults and stores changes on the account', async () => {
    const { cookie } = await registerMember(t.app);
    const initial = await call('GET', '/api/user/notifications', cookie);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      activityUpdates: true,
      newActivities: true,
      marketingEmails: false,
      reminderTime: '18:00',
    });
    const changed = await call('PUT', '/api/user/notifications', cookie, {
      emailNotifications: false,
      marketingEmails: true,
      reminderTime: '07:45',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      emailNotifications: false,
      pushNotifications: false,
      activityUpdates: true,
      newActivities: true,
      marketingEmails: true,
      reminderTime: '07:45',
    });
    expect((await call('GET', '/api/user/notifications', cookie)).json()).toEqual(changed.json());
    expect((await call('GET', '/api/user', cookie)).json().notifications).toEqual(changed.json());
  });

  it('refuses a switch that is not true or false', async () => {
    const { cookie } = await registerMember(t.app);
    const res = await call('PUT', '/api/user/notifications', cookie, { pushNotifications: 'ja' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Gebruik true of false.');
  });
});

describe('Avatar', () => {
  it('accepts a multipart upload, re-encodes it as a square WebP and links it to the account', async () => {
    const { cookie, user } = await registerMember(t.app);
    const jpeg = await picture(1200, 800).jpeg().toBuffer();
    const res = await uploadAvatar(cookie, 'image', 'foto.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const avatarUrl = res.json().avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}\/thumb\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const profile = await call('GET', `/api/users/${user.id}`, cookie);
    expect(profile.json().avatarUrl).toBe(avatarUrl);
  });

  it('accepts JSON { imageBase64 } as a data URL', async () => {
    const { cookie } = await registerMember(t.app);
    const png = await picture(300, 300, '#06d6a0').png().toBuffer();
    const res = await call('PUT', '/api/user/avatar', cookie, {
      imageBase64: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}\/thumb\.webp$/);
  });

  it('checks the bytes, not the name or declared type', async () => {
    const { cookie, user } = await registerMember(t.app);
    const fake = Buffer.from('<?php echo "geen plaatje"; ?>');
    const res = await uploadAvatar(cookie, 'image', 'foto.png', 'image/png', fake);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Ongeldig bestandstype/);
    // A real picture with a misleading name and type is fine.
    const png = await picture(64, 64).png().toBuffer();
    expect((await uploadAvatar(cookie, 'image', 'notities.txt', 'text/plain', png)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.avatarImageId).not.toBeNull();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { cookie } = await registerMember(t.app);
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1024, 1);
    const res = await uploadAvatar(cookie, 'image', 'groot.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Bestand te groot. Maximale bestandsgrootte is 5MB.');
  });

  it('wants the file in the field "image"', async () => {
    const { cookie } = await registerMember(t.app);
    const png = await picture(64, 64).png().toBuffer();
    const res = await uploadAvatar(cookie, 'bestand', 'foto.png', 'image/png', png);
    expect(res.statusCode).toBe(400);
    expect((await call('PUT', '/api/user/avatar', cookie, {})).statusCode).toBe(400);
  });

  it('removes the avatar, and the picture itself once nobody uses it', async () => {
    const { cookie, user } = await registerMember(t.app);
    const png = await picture(128, 128, '#ef476f').png().toBuffer();
    await uploadAvatar(cookie, 'image', 'foto.png', 'image/png', png);
    const [before] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    const imageId = before!.avatarImageId!;
    const res = await call('DELETE', '/api/user/avatar', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toBeNull();
    expect(await t.app.db.select().from(images).where(eq(images.id, imageId))).toHaveLength(0);
    // Removing again is harmless.
    expect((await call('DELETE', '/api/user/avatar', cookie)).statusCode).toBe(200);
  });

  it('keeps a picture another member also uses', async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const png = await picture(100, 100, '#118ab2').png().toBuffer();
    await uploadAvatar(a.cookie, 'image', 'a.png', 'image/png', png);
    await uploadAvatar(b.cookie, 'image', 'b.png', 'image/png', png);
    const [rowB] = await t.app.db.select().from(users).where(eq(users.id, b.user.id));
    await call('DELETE', '/api/user/avatar', a.cookie);
    expect(await t.app.db.select().from(images).where(eq(images.id, rowB!.avatarImageId!))).toHaveLength(1);
  });
});

describe('Change password', () => {
  it('needs the current password, follows the registration rules and signs out the other sessions', async () => {
    const { cookie, user } = await registerMember(t.app);
    const other = await logIn(t.app, user.username, TEST_PASSWORD);

    const wrong = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'fout',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Het huidige wachtwoord is onjuist.',
      issues: [{ path: 'currentPassword' }],
    });

    const weak = await call('POST', '/api/user/password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'kort',
      confirmPassword: 'kort',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Je wachtwoord moet minstens 12 tekens hebben');

    const mismatch = await call('POST', '/api/user/password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('De twee wachtwoorden zijn niet hetzelfde');

    const missing = await call('POST', '/api/user/password', cookie, {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Huidig wachtwoord is verplicht');

    const ok = await call('POST', '/api/user/password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Je wachtwoord is gewijzigd.' });
    // This browser carries on with a brand-new session token; the old token is over, like every other.
    const renewed = sessionCookieFrom(ok);
    expect(renewed).not.toBe(cookie);
    expect((await call('GET', '/api/user', renewed)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', other)).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    await expect(logIn(t.app, user.username, TEST_PASSWORD)).rejects.toThrow();
    await logIn(t.app, user.username, NEW_PASSWORD);
  });

  it('limits wrong current passwords per account', async () => {
    const { cookie } = await registerMember(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call('POST', '/api/user/password', cookie, {
        currentPassword: `fout-${i}`,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('Delete my account', () => {
  it('needs the password, then removes the member with registrations and favourites', async () => {
    const { cookie, user } = await registerMember(t.app);
    const activityId = await makeActivity('Wandelen in het Vondelpark');
    await call('POST', `/api/activities/${activityId}/register`, cookie);
    await call('POST', `/api/activities/${activityId}/favorite`, cookie);
    await t.app.db.insert(favorites).values({ userId: user.id, activityId }).onConflictDoNothing();

    const wrong = await call('DELETE', '/api/user', cookie, { password: 'fout' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Het wachtwoord is onjuist.');
    expect((await call('DELETE', '/api/user', cookie)).statusCode).toBe(400);

    const res = await call('DELETE', '/api/user', cookie, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Je account is verwijderd.' });
    expect(res.cookies.find((c) => c.name === 'meedoen_session')?.value).toBe('');
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.app.db.select().from(registrations).where(eq(registrations.userId, user.id))).toHaveLength(
      0,
    );
    expect(await t.app.db.select().from(favorites).where(eq(favorites.userId, user.id))).toHaveLength(0);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
    // The activity itself stays.
    expect(await t.app.db.select().from(activities).where(eq(activities.id, activityId))).toHaveLength(1);
  });

  it('does not let the only administrator delete themself', async () => {
    const admin = await loginAs(t.app, 'admin');
    const res = await call('DELETE', '/api/user', admin, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Je bent de enige beheerder. Maak eerst iemand anders beheerder.');
  });
});

describe('Download my data', () => {
  it('answers everything stored about the member as a JSON attachment', async () => {
    const { cookie, user } = await registerMember(t.app, { firstName: 'Eva' });
    await logIn(t.app, user.username, TEST_PASSWORD);
    const activityId = await makeActivity('Schilderen voor beginners');
    await call('POST', `/api/activities/${activityId}/register`, cookie, { comingAlone: true });
    await t.app.db.insert(favorites).values({ userId: user.id, activityId });
    await t.app.db.insert(contactMessages).values({
      name: 'Eva',
      email: user.email!,
      subject: 'Vraag',
      details: { message: 'Hallo!' },
      userId: user.id,
    });
    await call('PUT', '/api/user/notifications', cookie, { newActivities: false });

    const res = await call('GET', '/api/user/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meedoen-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: 'Eva',
      notifications: { newActivities: false },
    });
    expect(data.registrations).toEqual([
      {
        activityId,
        title: 'Schilderen voor beginners',
        date: '2030-01-01',
        status: 'going',
        everyTime: false,
        comingAlone: true,
        wantsCompany: false,
        companyNote: null,
        registeredAt: expect.any(String),
      },
    ]);
    expect(data.followedSeries).toEqual([]);
    expect(data.companyMessages).toEqual([]);
    expect(data.blocked).toEqual([]);
    expect(data.favorites).toEqual([
      { activityId, title: 'Schilderen voor beginners', favoritedAt: expect.any(String) },
    ]);
    expect(data.sessions.count).toBe(2);
    expect(data.sessions.list).toHaveLength(2);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: 'Vraag', details: { message: 'Hallo!' } }),
    ]);
    expect(res.body).not.toContain('argon2');
    expect(data.account).not.toHaveProperty('googleId');
    expect(data.account).not.toHaveProperty('passwordHash');
  });
});
