import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let city: { id: number; name: string };
let org: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  city = await createPortal(t.app, { type: 'city', name: 'Zwolle' });
  org = await createPortal(t.app, { type: 'organization', name: 'Buurthuis De Boog', city: 'Zwolle' });
});
afterAll(async () => t.close());

describe('GET /api/portals', () => {
  it('lists every portal with id, name and type, by name', async () => {
    const res = await t.app.inject({ url: '/api/portals' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: org.id, name: 'Buurthuis De Boog', type: 'organization' }),
      expect.objectContaining({ id: city.id, name: 'Zwolle', type: 'city' }),
    ]);
  });

  it('narrows by type', async () => {
    const cities = await t.app.inject({ url: '/api/portals?type=city' });
    expect(cities.json().map((p: { id: number }) => p.id)).toEqual([city.id]);
    const orgs = await t.app.inject({ url: '/api/portals?type=organization' });
    expect(orgs.json().map((p: { id: number }) => p.id)).toEqual([org.id]);
    expect((await t.app.inject({ url: '/api/portals?type=' })).json()).toHaveLength(2);
    expect((await t.app.inject({ url: '/api/portals?type=village' })).statusCode).toBe(400);
  });
});

describe('GET /api/portals/{id}', () => {
  it('answers one portal, 400 for a non-numeric id, 404 for an unknown one', async () => {
    const res = await t.app.inject({ url: `/api/portals/${org.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: org.id,
      name: 'Buurthuis De Boog',
      type: 'organization',
      city: 'Zwolle',
      imageUrl: null,
    });
    expect((await t.app.inject({ url: '/api/portals/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/portals/999999' })).statusCode).toBe(404);
  });
});
