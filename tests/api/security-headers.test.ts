import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// HSTS tells browsers to use HTTPS only; it is sent only where the site really is served over HTTPS,
// since a promise made over plain HTTP would lock people out of a site that has no certificate.

const ONE_YEAR = 365 * 24 * 60 * 60;
let https: TestApp;
let http: TestApp;

beforeAll(async () => {
  [https, http] = await Promise.all([
    createTestApp({ publicUrl: 'https://meedoen.example' }),
    createTestApp({ publicUrl: 'http://localhost:3000' }),
  ]);
});
afterAll(async () => Promise.all([https.close(), http.close()]));

// A page, an API answer, an error and the widget: every kind of response.
const urls = ['/api/activities/tags', '/api/does-not-exist', '/meta/abc', '/iframe/activities'];

describe('Strict-Transport-Security', () => {
  it.each(urls)('is sent for a year with subdomains when PUBLIC_URL is https: %s', async (url) => {
    const res = await https.app.inject({ url });
    expect(res.headers['strict-transport-security']).toBe(`max-age=${ONE_YEAR}; includeSubDomains`);
  });

  it.each(urls)('is not sent when PUBLIC_URL is http: %s', async (url) => {
    const res = await http.app.inject({ url });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe("helmet's headers", () => {
  // Worked out once at start (plugins/security.ts) and sent on every kind of response, as helmet sends them.
  const everywhere = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const csp =
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self'";

  it.each(urls)('are all sent: %s', async (url) => {
    const res = await http.app.inject({ url });
    expect(res.headers).toMatchObject(everywhere);
    if (url.startsWith('/iframe/')) {
      // The widget answers with a policy of its own (embed-widget.test.ts), which any site may frame.
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
    } else {
      expect(res.headers['content-security-policy']).toBe(csp);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('framing (item 5 of issue 41)', () => {
  // With a client build, so the paths below the widget's are answered by the app itself, as in production.
  let withClient: TestApp;
  beforeAll(async () => {
    withClient = await createTestApp(
      {},
      { clientFiles: { 'index.html': '<!doctype html><div id="root"></div>' } },
    );
  });
  afterAll(async () => withClient.close());

  it.each([
    '/iframe/activities',
    '/iframe/activities?size=small&limit=3',
    '/embed/activities',
    '/embed/activities?lang=en',
  ])('lets any site frame the widget at exactly its own path: %s', async (url) => {
    const res = await withClient.app.inject({ url });
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it.each([
    '/iframe/activities/x',
    '/embed/activities/x',
    '/iframe/activities/',
    '/embed/activities/',
    '/embed/activities/../../activities',
    '/iframe/activities-x',
    '/embed',
  ])('keeps the app unframable below or beside the widget: %s', async (url) => {
    const res = await withClient.app.inject({ url });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
