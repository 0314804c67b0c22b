import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers 200 while the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('unknown paths', () => {
  it('answers a JSON 404 for an unknown API path, in Dutch by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Deze API-route bestaat niet.' });
  });

  it('answers in English when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.json()).toEqual({ message: 'This API route does not exist.' });
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets other sites frame the widget routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/iframe/activities' });
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const broken = await createTestApp();
    await broken.app.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    // Closes the app and drops the test database (a second close of the pool does nothing).
    await broken.close();
  });
});
