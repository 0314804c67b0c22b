import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The server hands out the built client: hashed assets cached for a year, index.html never, and the
// client for every path that is not an API path (its router shows the page or the not-found page).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      clientFiles: {
        'index.html': '<!doctype html><div id="root"></div>',
        'assets/index-Ab12Cd34.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
        'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    },
  );
});
afterAll(async () => t.close());

describe('serving the client', () => {
  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses what is worth compressing', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('caches other files for an hour only', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/', '/activities', '/activities/12', '/profile?id=3', '/deze-bestaat-niet'])(
    'answers %s with the client, never cached',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
