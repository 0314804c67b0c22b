import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, images } from '../../src/server/db/schema';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #9, item 7: every administrators' route of the activity form and its four helpers. A visitor
// gets 401, a member 403, before the body is read, and neither changes anything (no activity, no stored
// picture); an administrator gets through (to the route's own answer, which is not a refusal).

let t: TestApp;
let adminCookie: string;
let portalId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAs(t.app, 'admin');
  portalId = (await createPortal(t.app)).id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const activityBody = () => ({
  category: 'sport',
  title: 'Nieuwe activiteit',
  meetingPoint: 'Bij de ingang',
  streetAddress: 'Dorpsstraat 1',
  city: 'Teststad',
  postalCode: '1234 AB',
  portalId,
});

async function snapshot() {
  return {
    activities: await t.app.db
      .select({ id: activities.id, title: activities.title, updatedAt: activities.updatedAt })
      .from(activities)
      .orderBy(activities.id),
    images: (await t.app.db.select({ n: count() }).from(images))[0]?.n,
  };
}

// [method, route, payload, the administrator's status]. An administrator's import of a loopback
// address is refused by the import's own rules (400), and translation answers 503 without a provider:
// both are past the role check.
const routes: [Method, string, () => object | undefined, number][] = [
  ['GET', '/api/admin/activities', () => undefined, 200],
  ['GET', '/api/admin/helpers', () => undefined, 200],
  ['POST', '/api/activities', activityBody, 201],
  ['PUT', '/api/activities/:id', () => ({ title: 'Andere titel' }), 200],
  ['DELETE', '/api/activities/:id', () => undefined, 204],
  ['POST', '/api/activities/import-from-url', () => ({ url: 'http://127.0.0.1/' }), 400],
  ['POST', '/api/translate-to-english', () => ({ title: 'Wandelen in het bos' }), 503],
  ['POST', '/api/generate-activity-image', () => ({ title: 'Wandelen in het bos', category: 'sport' }), 201],
  // A JSON body where a file is expected: 415 for the administrator, refused by role for the others.
  ['POST', '/api/upload-image', () => ({ image: 'geen bestand' }), 415],
];

describe.each([
  ['a visitor', 'anonymous', 401, 'Je moet ingelogd zijn.'],
  // Organisers may come here too (for their own portals); a member who organises nothing may not.
  ['a member', 'member', 403, 'Alleen beheerders en organisatoren mogen dit doen.'],
] as const)('%s', (_label, actor, status, message) => {
  it.each(routes)('%s %s → refused, nothing changed', async (method, route, payload) => {
    const target = await createActivity(t.app, adminCookie, { portalId });
    const cookie = actor === 'member' ? (await registerMember(t.app)).cookie : undefined;
    const before = await snapshot();
    const body = payload();
    const res = await t.app.inject({
      method,
      url: route.replace(':id', String(target.id)),
      headers: cookie ? { cookie } : {},
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await snapshot()).toEqual(before);
  });
});

describe('an administrator', () => {
  it.each(routes)('%s %s → %i', async (method, route, payload, expected) => {
    const target = await createActivity(t.app, adminCookie, { portalId });
    const body = payload();
    const res = await t.app.inject({
      method,
      url: route.replace(':id', String(target.id)),
      headers: { cookie: adminCookie },
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected);
  });
});
