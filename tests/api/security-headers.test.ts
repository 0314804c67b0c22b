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
