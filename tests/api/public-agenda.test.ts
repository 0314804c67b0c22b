import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #14.1, a public agenda: a visitor reads the list and the detail, with the number of participants
// but never their names; the names, Favorieten and the directory stay for members.

let t: TestApp;
let activityId: number;
let member: { cookie: string; username: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAs(t.app, 'admin');
  const portalId = (await createPortal(t.app)).id;
  activityId = (await createActivity(t.app, admin, { portalId, startDate: addDays(todayInAmsterdam(), 2) }))
    .id;
  const { cookie, user } = await registerMember(t.app);
  member = { cookie, username: user.username, id: user.id };
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/register`,
    headers: { cookie },
  });
  expect(joined.statusCode).toBe(200);
});
afterAll(async () => t.close());

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('a visitor', () => {
  it('reads the detail with the number of participants, without their names', async () => {
    const res = await get(`/api/activities/${activityId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().participantCount).toBe(1);
    expect(res.body).not.toContain(member.username);
  });

  it('reads the list, without participants’ names', async () => {
    const res = await get('/api/activities?limit=100');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }[]).map((a) => a.id)).toContain(activityId);
    expect(res.body).not.toContain(member.username);
  });

  it('gets no names from the participants API, and no Favorieten or directory', async () => {
    const participants = await get(`/api/activities/${activityId}/participants`);
    expect(participants.statusCode).toBe(401);
    expect(participants.body).not.toContain(member.username);
    expect((await get('/api/activities?showFavorites=true')).statusCode).toBe(401);
    expect((await get('/api/users')).statusCode).toBe(401);
    expect((await get(`/api/users/${member.id}`)).statusCode).toBe(401);
  });
});

describe('a member', () => {
  it('sees who takes part, by name, and the same count as a visitor', async () => {
    const { cookie } = await registerMember(t.app);
    const participants = await get(`/api/activities/${activityId}/participants`, cookie);
    expect(participants.statusCode).toBe(200);
    expect(participants.json()).toEqual([{ id: member.id, username: member.username }]);
    expect((await get(`/api/activities/${activityId}`, cookie)).json().participantCount).toBe(1);
  });
});
