import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, contactMessages, portals } from '../../src/server/db/schema';
import { loginAs, randomAddress, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Every administrators' route of the contact inbox and the portal administration: a visitor gets 401, a
// member 403, and neither changes anything; an administrator gets through.

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAs(t.app, 'admin');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Fixture {
  messageId: number;
  portalId: number;
  targetId: number;
}

async function fixture(): Promise<Fixture> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: randomAddress(),
    payload: { name: 'Bezoeker', email: 'bezoeker@example.test', subject: 'partner' },
  });
  expect(sent.statusCode).toBe(201);
  const [message] = await t.app.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  const portal = await createPortal(t.app);
  const target = await createPortal(t.app);
  await createActivity(t.app, adminCookie, { portalId: portal.id });
  return { messageId: message!.id, portalId: portal.id, targetId: target.id };
}

/** Everything these routes could change. */
async function snapshot() {
  return {
    messages: await t.app.db.select().from(contactMessages).orderBy(contactMessages.id),
    portals: await t.app.db.select().from(portals).orderBy(portals.id),
    activities: await t.app.db
      .select({ id: activities.id, portalId: activities.portalId, updatedAt: activities.updatedAt })
      .from(activities)
      .orderBy(activities.id),
  };
}

// [method, route, payload, the administrator's status]
const routes: [Method, string, object | undefined, number][] = [
  ['GET', '/api/contact-messages', undefined, 200],
  ['GET', '/api/contact-messages?status=unhandled', undefined, 200],
  ['GET', '/api/contact-messages/unhandled-count', undefined, 200],
  ['PATCH', '/api/contact-messages/:message', { handled: true }, 200],
  ['DELETE', '/api/contact-messages/:message', undefined, 204],
  ['GET', '/api/portals/overview', undefined, 200],
  ['POST', '/api/portals', { name: 'Nieuwe portal', type: 'city' }, 201],
  ['PUT', '/api/portals/:portal', { name: 'Andere naam', type: 'organization' }, 200],
  ['DELETE', '/api/portals/:portal?moveTo=:target', undefined, 200],
  ['DELETE', '/api/portals/:target', undefined, 200],
];

function urlOf(route: string, f: Fixture): string {
  return route
    .replace(':message', String(f.messageId))
    .replace(':portal', String(f.portalId))
    .replace(':target', String(f.targetId));
}

describe.each([
  ['a visitor', 'anonymous', 401, 'Je moet ingelogd zijn.'],
  ['a member', 'member', 403, 'Alleen beheerders mogen dit doen.'],
] as const)('%s', (_label, actor, status, message) => {
  it.each(routes)('%s %s → refused, nothing changed', async (method, route, payload) => {
    const f = await fixture();
    const cookie = actor === 'member' ? (await registerMember(t.app)).cookie : undefined;
    const before = await snapshot();
    const res = await t.app.inject({
      method,
      url: urlOf(route, f),
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    // The inbox and the portal overview are open to organisers too (for their own portals).
    const forOrganisers = actor === 'member' && !/^\/api\/portals\/?(:|$|\?)/.test(route);
    expect(res.json()).toEqual({
      message: forOrganisers ? 'Alleen beheerders en organisatoren mogen dit doen.' : message,
    });
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('is refused before the input is even looked at', async () => {
    const cookie = actor === 'member' ? (await registerMember(t.app)).cookie : undefined;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/portals',
      headers: cookie ? { cookie } : {},
      payload: { name: '', type: 'dorp' },
    });
    expect(res.statusCode).toBe(status);
  });
});

describe('an administrator', () => {
  it.each(routes)('%s %s → %i', async (method, route, payload, expected) => {
    const f = await fixture();
    const res = await t.app.inject({
      method,
      url: urlOf(route, f),
      headers: { cookie: adminCookie },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected);
  });
});
