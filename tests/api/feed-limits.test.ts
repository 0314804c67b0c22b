import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Item 4 of issue 41: a new filter's feed is costly, and anyone may ask for one, so the calendar and RSS
// feeds are limited per address (an IPv6 client by its /64): 60 a minute, then a 429 with Retry-After.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const feed = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, remoteAddress, headers });

describe('the feeds’ limit per address', () => {
  it('answers 60 feeds a minute to one address, then a 429 with Retry-After in the person’s language', async () => {
    const address = randomAddress();
    const urls = ['/api/activities.ics', '/api/activities.rss', '/api/activities.ics?tags=a,b'];
    for (let i = 0; i < 60; i++) {
      const res = await feed(urls[i % urls.length]!, address);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await feed('/api/activities.rss?tags=x', address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message:
        'Te veel verzoeken om agenda- of RSS-feeds vanaf dit adres. Probeer het over een minuut opnieuw.',
    });
    const en = await feed('/api/activities.ics', address, { 'accept-language': 'en' });
    expect(en.json()).toEqual({
      message: 'Too many calendar or RSS feed requests from this address. Please try again in a minute.',
    });
    expect((await feed('/api/activities/1.ics', address)).statusCode).toBe(429);

    // Another address has its own budget; the list itself is not limited by the feeds'.
    expect((await feed('/api/activities.ics', randomAddress())).statusCode).toBe(200);
    expect((await feed('/api/activities', address)).statusCode).toBe(200);
  });

  it('takes its number from FEED_RATE_LIMIT', async () => {
    const strict = await createTestApp({ feedsPerMinute: 2 });
    try {
      const address = randomAddress();
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          (await strict.app.inject({ url: '/api/activities.ics', remoteAddress: address })).statusCode,
        );
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 1; i <= 60; i++) {
      expect((await feed('/api/activities.rss', `${prefix}:${i.toString(16)}::1`)).statusCode).toBe(200);
    }
    expect((await feed('/api/activities.rss', `${prefix}:ffff::1`)).statusCode).toBe(429);
  });
});
