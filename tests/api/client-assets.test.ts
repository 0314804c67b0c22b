import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSiteHead } from '../../src/server/features/site/page-head';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The build writes brotli and gzip copies beside the assets (scripts/build.mjs) and, per landing route,
// the chunks and API requests to name in its HTML (.vite/route-preloads.json); the server sends them.
// The copies here say which file went out: a real build's would decompress to the asset.
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX = [
  '<!doctype html>',
  '<html><head>',
  '  <script type="module" src="/assets/index-Ab12Cd34.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body></html>',
].join('\n');
const PRELOADS = {
  '/': { modules: [], fetches: ['/api/user'] },
  '/activities/:id': { modules: ['/assets/detail-Zz9.js', '/assets/radix-Yy8.js'], fetches: ['/api/user'] },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      clientFiles: {
        'index.html': INDEX,
        'assets/index-Ab12Cd34.js': ASSET,
        'assets/index-Ab12Cd34.js.br': 'the brotli copy',
        'assets/index-Ab12Cd34.js.gz': 'the gzip copy',
        'assets/plain-Ef56.js': ASSET,
        '.vite/route-preloads.json': JSON.stringify(PRELOADS),
      },
    },
  );
});
afterAll(async () => t.close());

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that takes brotli, as JavaScript, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('the brotli copy');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.body).toBe('the gzip copy');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses an asset without copies on the fly', async () => {
    const res = await t.app.inject({ url: '/assets/plain-Ef56.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('answers a missing hashed asset with 404, not the client', async () => {
    const res = await t.app.inject({ url: '/assets/index-Old00000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('does not serve the build notes under .vite', async () => {
    const res = await t.app.inject({ url: '/.vite/route-preloads.json' });
    expect(res.headers['content-type']).toMatch(/text\/html/); // the client's not-found page
  });
});

describe('the HTML of a landing route', () => {
  it("names the route's chunks as modulepreloads and its first API requests as fetch preloads", async () => {
    const res = await t.app.inject({
      url: '/activities/12?from=share',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/detail-Zz9.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/radix-Yy8.js">');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">',
    );
    // In the head, after the entry.
    expect(res.body.indexOf('detail-Zz9')).toBeGreaterThan(res.body.indexOf('index-Ab12Cd34'));
    expect(res.body.indexOf('detail-Zz9')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it.each(['/activities', '/activities/12/extra', '/about'])(
    'sends %s the index.html with only the site head added',
    async (url) => {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.body).toBe(withSiteHead(INDEX, await t.app.site.settings()));
      expect(res.body).not.toContain('modulepreload');
    },
  );

  it('sends home its own preloads only', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(res.body).toContain('href="/api/user"');
    expect(res.body).not.toContain('modulepreload');
  });

  it('compresses the page once, in the encoding the browser takes, never cached without asking', async () => {
    const plain = await t.app.inject({ url: '/activities/12', headers: { 'accept-encoding': 'identity' } });
    const br = await t.app.inject({ url: '/activities/12', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await t.app.inject({ url: '/activities/12', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gzip]) {
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers a revalidation with 304 while the page is unchanged, and each route by its own tag', async () => {
    const first = await t.app.inject({ url: '/activities/12' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ url: '/activities/12', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await t.app.inject({ url: '/activities/7', headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.statusCode).toBe(304);

    const other = await t.app.inject({ url: '/about', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });
});
