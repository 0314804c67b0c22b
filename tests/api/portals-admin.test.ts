import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, portals } from '../../src/server/db/schema';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAs(t.app, 'admin');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, payload?: object, lang?: string) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: adminCookie, ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function portalRow(id: number) {
  const [row] = await t.app.db.select().from(portals).where(eq(portals.id, id));
  return row ?? null;
}

async function portalIdsOf(activityIds: number[]) {
  const rows = await t.app.db.select({ id: activities.id, portalId: activities.portalId }).from(activities);
  return activityIds.map((id) => rows.find((r) => r.id === id)?.portalId);
}

async function everyPortal() {
  return t.app.db.select().from(portals).orderBy(portals.id);
}

describe('POST /api/portals', () => {
  it('creates a city portal with a slug made from the name', async () => {
    const res = await call('POST', '/api/portals', {
      name: '  Den Bosch ',
      type: 'city',
      city: "'s-Hertogenbosch",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Den Bosch',
      slug: 'den-bosch',
      type: 'city',
      city: "'s-Hertogenbosch",
      activityCount: 0,
    });
    // The public list shows it at once.
    const list = (await t.app.inject({ url: '/api/portals?type=city' })).json();
    expect(list.map((p: { id: number }) => p.id)).toContain(res.json().id);
  });

  it('drops accents and makes the slug unique', async () => {
    await createPortal(t.app, { name: 'existing' }).then((p) =>
      t.app.db.update(portals).set({ slug: 'cafe-de-boog' }).where(eq(portals.id, p.id)),
    );
    const res = await call('POST', '/api/portals', { name: 'Café De Boog!', type: 'organization' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'cafe-de-boog-2', city: null, type: 'organization' });
    const emoji = await call('POST', '/api/portals', { name: '🎉🎉', type: 'organization', city: '' });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().slug).toMatch(/^portal(-\d+)?$/);
    expect(emoji.json().city).toBeNull();
  });

  it.each([
    [{ type: 'city' }, 'name', 'Vul een naam in', 'Name is required'],
    [{ name: '   ', type: 'city' }, 'name', 'Vul een naam in', 'Name is required'],
    [{ name: 'x'.repeat(101), type: 'city' }, 'name', 'Deze tekst is te lang.', 'This text is too long.'],
    [
      { name: 'Bel\u0007dorp', type: 'city' },
      'name',
      'In deze tekst staan tekens die niet mogen.',
      'This text contains characters that are not allowed.',
    ],
    [{ name: 'Dorp', type: 'village' }, 'type', 'Deze keuze bestaat niet.', 'Invalid choice.'],
    [{ name: 'Dorp' }, 'type', 'Deze keuze bestaat niet.', 'Invalid choice.'],
    [
      { name: 'Dorp', type: 'city', city: 'y'.repeat(101) },
      'city',
      'Deze tekst is te lang.',
      'This text is too long.',
    ],
  ])('refuses %j with 400 in both languages and creates nothing', async (payload, path, nl, en) => {
    const before = await everyPortal();
    const dutch = await call('POST', '/api/portals', payload);
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().message).toBe(nl);
    expect(dutch.json().issues[0].path).toBe(path);
    const english = await call('POST', '/api/portals', payload, 'en');
    expect(english.json().message).toBe(en);
    expect(await everyPortal()).toEqual(before);
  });

  it('refuses a name that is already in use (any case) with 409', async () => {
    await createPortal(t.app, { name: 'Buurthuis Oost' });
    const before = await everyPortal();
    const res = await call('POST', '/api/portals', { name: 'buurthuis OOST', type: 'organization' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Er bestaat al een portal met deze naam.');
    expect(res.json().issues[0].path).toBe('name');
    expect(await everyPortal()).toEqual(before);
  });
});

describe('PUT /api/portals/:id', () => {
  it('renames a portal and changes type and city; the slug stays', async () => {
    const portal = await createPortal(t.app, { name: 'Oude naam', type: 'organization', city: 'Delft' });
    const res = await call('PUT', `/api/portals/${portal.id}`, {
      name: 'Nieuwe naam',
      type: 'city',
      city: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: portal.id,
      name: 'Nieuwe naam',
      type: 'city',
      city: null,
      slug: portal.slug,
    });
    expect(await portalRow(portal.id)).toMatchObject({ name: 'Nieuwe naam', type: 'city', city: null });
    // Keeping its own name (in another case) is no clash.
    const same = await call('PUT', `/api/portals/${portal.id}`, { name: 'NIEUWE naam', type: 'city' });
    expect(same.statusCode).toBe(200);
  });

  it('refuses another portal’s name, bad input and unknown ids, and changes nothing', async () => {
    const taken = await createPortal(t.app, { name: 'Bezet' });
    const portal = await createPortal(t.app, { name: 'Vrij' });
    const before = await everyPortal();
    const clash = await call(
      'PUT',
      `/api/portals/${portal.id}`,
      { name: 'bezet', type: 'organization' },
      'en',
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A portal with this name already exists.');
    expect((await call('PUT', `/api/portals/${portal.id}`, { name: '', type: 'city' })).statusCode).toBe(400);
    const unknown = await call('PUT', '/api/portals/999999', { name: 'Iets', type: 'city' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Portal niet gevonden');
    expect((await call('PUT', '/api/portals/abc', { name: 'Iets', type: 'city' })).statusCode).toBe(400);
    expect(await everyPortal()).toEqual(before);
    expect(taken.id).not.toBe(portal.id);
  });
});

describe('GET /api/portals/overview', () => {
  it('lists every portal with the number of its activities', async () => {
    const busy = await createPortal(t.app, { name: 'AAA Druk' });
    await createActivity(t.app, adminCookie, { portalId: busy.id });
    await createActivity(t.app, adminCookie, { portalId: busy.id });
    const res = await call('GET', '/api/portals/overview');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.find((p: { id: number }) => p.id === busy.id)).toMatchObject({
      name: 'AAA Druk',
      activityCount: 2,
    });
    expect(rows.length).toBe((await everyPortal()).length);
    const names = rows.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('DELETE /api/portals/:id', () => {
  it('deletes an unused portal', async () => {
    const portal = await createPortal(t.app);
    const res = await call('DELETE', `/api/portals/${portal.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Portal verwijderd.', moved: 0 });
    expect(await portalRow(portal.id)).toBeNull();
    expect((await call('DELETE', `/api/portals/${portal.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a portal that activities use unless told where they move, changing nothing', async () => {
    const portal = await createPortal(t.app);
    const a = await createActivity(t.app, adminCookie, { portalId: portal.id });
    const b = await createActivity(t.app, adminCookie, { portalId: portal.id });
    const before = await everyPortal();
    const res = await call('DELETE', `/api/portals/${portal.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Deze portal heeft 2 activiteiten. Kies een portal om ze naartoe te verplaatsen.',
    );
    const english = await call('DELETE', `/api/portals/${portal.id}`, undefined, 'en');
    expect(english.json().message).toBe('This portal has 2 activities. Choose a portal to move them to.');
    expect(await everyPortal()).toEqual(before);
    expect(await portalIdsOf([a.id, b.id])).toEqual([portal.id, portal.id]);
  });

  it('moves the activities to the chosen portal and deletes, in one go', async () => {
    const portal = await createPortal(t.app);
    const target = await createPortal(t.app, { type: 'city' });
    const elsewhere = await createPortal(t.app);
    const upcoming = { startDate: '2099-06-01', startTime: '10:00' };
    const a = await createActivity(t.app, adminCookie, { portalId: portal.id, ...upcoming });
    const b = await createActivity(t.app, adminCookie, { portalId: portal.id, ...upcoming });
    const c = await createActivity(t.app, adminCookie, { portalId: elsewhere.id, ...upcoming });
    // The activity list filtered on the target is asked for first, so a kept page would show if it stayed.
    const listBefore = await call('GET', `/api/activities?organizationId=${target.id}`);
    expect(listBefore.headers['x-total-count']).toBe('0');

    const res = await call('DELETE', `/api/portals/${portal.id}?moveTo=${target.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Portal verwijderd; 2 activiteiten zijn verplaatst.', moved: 2 });
    expect(await portalRow(portal.id)).toBeNull();
    expect(await portalIdsOf([a.id, b.id, c.id])).toEqual([target.id, target.id, elsewhere.id]);
    const detail = await call('GET', `/api/activities/${a.id}`);
    expect(detail.json()).toMatchObject({ portalId: target.id, portalName: target.name });
    const listAfter = await call('GET', `/api/activities?organizationId=${target.id}`);
    expect(listAfter.headers['x-total-count']).toBe('2');
  });

  it('refuses a bad move and leaves portal and activities as they were', async () => {
    const portal = await createPortal(t.app);
    const a = await createActivity(t.app, adminCookie, { portalId: portal.id });
    const before = await everyPortal();

    const toItself = await call('DELETE', `/api/portals/${portal.id}?moveTo=${portal.id}`);
    expect(toItself.statusCode).toBe(400);
    expect(toItself.json().message).toBe('Kies een andere portal dan de portal die je verwijdert.');

    const toNowhere = await call('DELETE', `/api/portals/${portal.id}?moveTo=999999`, undefined, 'en');
    expect(toNowhere.statusCode).toBe(400);
    expect(toNowhere.json().message).toBe('The portal the activities would move to does not exist.');

    const malformed = await call('DELETE', `/api/portals/${portal.id}?moveTo=abc`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Ongeldig nummer.');

    expect(await everyPortal()).toEqual(before);
    expect(await portalIdsOf([a.id])).toEqual([portal.id]);
  });

  it('undoes the move when the delete itself fails', async () => {
    const portal = await createPortal(t.app);
    const target = await createPortal(t.app);
    const a = await createActivity(t.app, adminCookie, { portalId: portal.id });
    const before = await everyPortal();
    // A trigger that refuses this one portal's deletion stands in for anything that fails half-way.
    await t.app.db.execute(
      `create or replace function refuse_portal_delete() returns trigger language plpgsql as $$
       begin if old.id = ${portal.id} then raise exception 'refused for the test'; end if; return old; end $$`,
    );
    await t.app.db.execute(
      'create trigger refuse_portal_delete before delete on portals for each row execute function refuse_portal_delete()',
    );
    try {
      const res = await call('DELETE', `/api/portals/${portal.id}?moveTo=${target.id}`);
      expect(res.statusCode).toBe(500);
      expect(await everyPortal()).toEqual(before);
      expect(await portalIdsOf([a.id])).toEqual([portal.id]);
    } finally {
      await t.app.db.execute('drop trigger refuse_portal_delete on portals');
    }
    // Without the obstacle the same request goes through.
    const res = await call('DELETE', `/api/portals/${portal.id}?moveTo=${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(await portalIdsOf([a.id])).toEqual([target.id]);
  });
});
