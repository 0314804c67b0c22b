import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A mutation carrying an Origin header must come from the host it was sent to (plugins/security.ts);
// together with SameSite=Lax cookies this closes cross-site request forgery. The host a proxy names in
// X-Forwarded-Host counts only when that proxy is trusted (TRUST_PROXY, item 6 of issue 41).

let direct: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createTestApp(), createTestApp({ trustProxy: 1 })]);
});
afterAll(async () => Promise.all([direct.close(), behindProxy.close()]));

const REFUSED = { message: 'Verzoek van een andere site geweigerd.' };

function logout(t: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.9') {
  return t.app.inject({ method: 'POST', url: '/api/logout', remoteAddress, headers });
}

describe('the Origin check on mutations', () => {
  it('lets a request from the site itself through', async () => {
    const res = await logout(direct, { host: 'meedoen.test', origin: 'https://meedoen.test' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a foreign Origin in the person’s language', async () => {
    const res = await logout(direct, { host: 'meedoen.test', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    const en = await logout(direct, {
      host: 'meedoen.test',
      origin: 'https://evil.example',
      'accept-language': 'en',
    });
    expect(en.json()).toEqual({ message: 'Cross-site request refused.' });
  });

  it('does not let a client without a trusted proxy name the foreign site in X-Forwarded-Host', async () => {
    const res = await logout(direct, {
      host: 'meedoen.test',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('reads X-Forwarded-Host from a trusted proxy, and only the host that proxy saw', async () => {
    // nginx passes the public host on to Meedoen, which it reaches at an inner address.
    const viaProxy = { host: '127.0.0.1:3000', 'x-forwarded-host': 'meedoen.test' };
    expect((await logout(behindProxy, { ...viaProxy, origin: 'https://meedoen.test' })).statusCode).toBe(200);
    expect((await logout(behindProxy, { ...viaProxy, origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
