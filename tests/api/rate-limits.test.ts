import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { rateLimits } from '../../src/server/db/schema';
import { clearExpiredLimits } from '../../src/server/plugins/rate-limiter';
import { randomAddress, registerMember, TEST_PASSWORD, uniqueUsername } from '../helpers/accounts';
import { createTestDatabase } from '../helpers/test-database';

// The limits live in the database (table rate_limits), so every app process counts against one budget.
// Here several apps share one database, as app processes behind a proxy do; every test uses addresses
// of its own. Default limits: 10 login attempts per address per minute, so 5 failed logins per account
// and address per 15 minutes; 5 contact messages per address per hour.

const WRONG_PASSWORD = 'Verkeerd-wachtwoord-1!';
const TOO_MANY = 'Te veel pogingen. Probeer het over een paar minuten opnieuw.';
const partnerMessage = { name: 'Pieter Jansen', email: 'pieter@example.test', subject: 'partner' };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: FastifyInstance;
let second: FastifyInstance;
/** Believes one proxy in front of it, configured as a person would: TRUST_PROXY=1. */
let behindProxy: FastifyInstance;

async function startApp(environment: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment }),
    clientDir: null,
  };
  const app = await buildApp(config, { database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startApp();
  second = await startApp();
  behindProxy = await startApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await Promise.all([first, second, behindProxy].map((app) => app?.close()));
  await database.dispose();
});

function post(app: FastifyInstance, remoteAddress: string, url: string, payload: object, headers = {}) {
  return app.inject({ method: 'POST', url, payload, remoteAddress, headers });
}

const login = (ip: string, username: string, password: string, app = first) =>
  post(app, ip, '/api/login', { username, password });

describe('failed logins are counted per account and address', () => {
  it('lets the right password in from another address after five wrong ones, and refuses the guesser', async () => {
    const { user } = await registerMember(first);
    const guesser = randomAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(guesser, user.username, WRONG_PASSWORD)).statusCode).toBe(401);
    }

    const owner = await login(randomAddress(), user.username, TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);

    // The guesser is stopped before its password is checked, even when it is the right one.
    const refused = await login(guesser, user.username, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts the username and the e-mail address of one account together', async () => {
    const { user } = await registerMember(first);
    const email = user.email as string;
    const guesser = randomAddress();
    for (let i = 0; i < 5; i++) {
      const name = i % 2 === 0 ? user.username : email;
      expect((await login(guesser, name, WRONG_PASSWORD)).statusCode).toBe(401);
    }
    expect((await login(guesser, email, WRONG_PASSWORD)).statusCode).toBe(429);
    expect((await login(randomAddress(), email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets an address’s failures when that address logs in', async () => {
    const { user } = await registerMember(first);
    const ip = randomAddress();
    for (let i = 0; i < 4; i++) {
      expect((await login(ip, user.username, WRONG_PASSWORD)).statusCode).toBe(401);
    }
    expect((await login(ip, user.username, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(ip, user.username, WRONG_PASSWORD)).statusCode).toBe(401);
    }
  });
});

describe('guessing one account from many addresses', () => {
  it('gives an address that failed no further guess, and still lets the right password in from a clean one', async () => {
    const { user } = await registerMember(first);
    // From 20 failures on (four addresses' worth) the account counts as under attack.
    const guessers = Array.from({ length: 20 }, () => randomAddress());
    for (const ip of guessers) {
      expect((await login(ip, user.username, WRONG_PASSWORD)).statusCode).toBe(401);
    }
    // Each of these addresses has one failure, below its own limit of five, yet gets no second guess.
    const again = await login(guessers[0]!, user.username, WRONG_PASSWORD);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);

    // A new address still gets its guess checked (a wrong one is a 401, not a 429)...
    const newcomer = randomAddress();
    expect((await login(newcomer, user.username, WRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(newcomer, user.username, WRONG_PASSWORD)).statusCode).toBe(429);
    // ...and the owner, from an address that has not failed, always gets in.
    expect((await login(randomAddress(), user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('limits shared by every app process', () => {
  it('refuses a contact message in one app once another app used up the address’s budget', async () => {
    const ip = randomAddress();
    for (let i = 0; i < 5; i++) {
      expect((await post(first, ip, '/api/contact', partnerMessage)).statusCode).toBe(201);
    }
    const res = await post(second, ip, '/api/contact', partnerMessage);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    expect(res.json().message).toMatch(/Probeer het later opnieuw/);
    expect((await post(second, randomAddress(), '/api/contact', partnerMessage)).statusCode).toBe(201);
  });

  it('refuses a guesser in one app after its failures in another', async () => {
    const { user } = await registerMember(first);
    const guesser = randomAddress();
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await login(guesser, user.username, WRONG_PASSWORD, app)).statusCode).toBe(401);
    }
    expect((await login(guesser, user.username, TEST_PASSWORD, second)).statusCode).toBe(429);
  });

  it('removes expired counters and keeps the running ones', async () => {
    const now = Date.now();
    await first.db.insert(rateLimits).values([
      { key: `test-expired:${now}`, points: 3, expire: now - 1000 },
      { key: `test-running:${now}`, points: 3, expire: now + 60_000 },
    ]);
    await clearExpiredLimits(first.database);
    const keys = (await first.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain(`test-running:${now}`);
    expect(keys).not.toContain(`test-expired:${now}`);
  });
});

describe('the contact limit behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, not one the client made up', async () => {
    const proxy = '10.0.0.5';
    const client = randomAddress();
    // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
    const send = (claimed: string, seen = client) =>
      post(behindProxy, proxy, '/api/contact', partnerMessage, { 'x-forwarded-for': `${claimed}, ${seen}` });
    for (let i = 0; i < 5; i++) {
      expect((await send(randomAddress())).statusCode).toBe(201);
    }
    expect((await send(randomAddress())).statusCode).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect((await send(client, randomAddress())).statusCode).toBe(201);
  });
});

describe('registering with an e-mail address that has an account', () => {
  const attempt = (ip: string, email: string, headers = {}) => {
    const username = uniqueUsername('nieuw');
    const payload = { username, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };
    return post(first, ip, '/api/register', payload, headers);
  };

  it('says only that this address cannot make a new account, in both languages', async () => {
    const { user } = await registerMember(first);
    const email = user.email as string;
    const res = await attempt(randomAddress(), email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Met dit e-mailadres kun je geen nieuw account maken. Heb je al een account? Log dan in.',
    });
    const en = await attempt(randomAddress(), email.toUpperCase(), { 'accept-language': 'en' });
    expect(en.json()).toEqual({
      message: 'You cannot create a new account with this e-mail address. Already have one? Log in instead.',
    });
  });

  it('refuses the sixth clash from one address within the hour, even with fresh usernames', async () => {
    const { user } = await registerMember(first);
    const { user: other } = await registerMember(first);
    const prober = randomAddress();
    for (let i = 0; i < 5; i++) {
      const email = (i % 2 === 0 ? user.email : other.email) as string;
      expect((await attempt(prober, email)).statusCode).toBe(409);
    }
    const refused = await attempt(prober, other.email as string);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json().message).toMatch(/Probeer het later opnieuw/);
    // The count is shared by every app process, and another address still gets the answer the form needs.
    expect(
      (await post(second, prober, '/api/register', { ...validRegistration(), email: user.email })).statusCode,
    ).toBe(429);
    expect((await attempt(randomAddress(), user.email as string)).statusCode).toBe(409);
  });

  it('does not count a username that is taken (usernames are public)', async () => {
    const { user } = await registerMember(first);
    const ip = randomAddress();
    for (let i = 0; i < 6; i++) {
      const res = await post(first, ip, '/api/register', { ...validRegistration(), username: user.username });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Deze gebruikersnaam is al in gebruik.');
    }
  });
});

describe('IPv6 clients counted by their /64 (item 2 of issue 41)', () => {
  // One subscriber has a whole /64: 40 of its addresses used to get 40 budgets.
  const sameNetwork = () => {
    const prefix = randomBytes(8).toString('hex').match(/.{4}/g)!.join(':');
    return () => `${prefix}:${randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;
  };

  it('gives the addresses of one /64 one budget of failed logins, and another /64 its own', async () => {
    const { user } = await registerMember(first);
    const network = sameNetwork();
    for (let i = 0; i < 5; i++) {
      expect((await login(network(), user.username, WRONG_PASSWORD)).statusCode).toBe(401);
    }
    const refused = await login(network(), user.username, WRONG_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await login(sameNetwork()(), user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts login attempts on different accounts from one /64 against one budget per minute', async () => {
    const network = sameNetwork();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await login(network(), uniqueUsername('niemand'), WRONG_PASSWORD)).statusCode);
    expect(answers).toEqual([...Array(10).fill(401), 429]);
  });

  it('allows ten registrations a minute from one /64, not twelve', async () => {
    const network = sameNetwork();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push((await post(first, network(), '/api/register', validRegistration())).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429, 429]);
    expect((await post(first, sameNetwork()(), '/api/register', validRegistration())).statusCode).toBe(201);
  });

  it('counts registrations that hit an existing e-mail address per /64', async () => {
    const { user } = await registerMember(first);
    const network = sameNetwork();
    const clash = () => ({ ...validRegistration(), email: user.email });
    for (let i = 0; i < 5; i++) {
      expect((await post(second, network(), '/api/register', clash())).statusCode).toBe(409);
    }
    expect((await post(second, network(), '/api/register', clash())).statusCode).toBe(429);
  });

  it('counts contact messages per /64, and an IPv4-mapped address as its IPv4 address', async () => {
    const network = sameNetwork();
    for (let i = 0; i < 5; i++) {
      expect((await post(first, network(), '/api/contact', partnerMessage)).statusCode).toBe(201);
    }
    expect((await post(second, network(), '/api/contact', partnerMessage)).statusCode).toBe(429);
    expect((await post(first, sameNetwork()(), '/api/contact', partnerMessage)).statusCode).toBe(201);

    const ipv4 = randomAddress();
    for (let i = 0; i < 5; i++) {
      const address = i % 2 === 0 ? ipv4 : `::ffff:${ipv4}`;
      expect((await post(first, address, '/api/contact', partnerMessage)).statusCode).toBe(201);
    }
    expect((await post(first, `::ffff:${ipv4}`, '/api/contact', partnerMessage)).statusCode).toBe(429);
  });

  it('takes the network size from IPV6_PREFIX_LENGTH', async () => {
    const wide = await startApp({ IPV6_PREFIX_LENGTH: '48' });
    try {
      const prefix = randomBytes(6).toString('hex').match(/.{4}/g)!.join(':');
      // Five /64s of one /48: one budget.
      for (let i = 0; i < 5; i++) {
        const address = `${prefix}:${i.toString(16)}::1`;
        expect((await post(wide, address, '/api/contact', partnerMessage)).statusCode).toBe(201);
      }
      expect((await post(wide, `${prefix}:ff::1`, '/api/contact', partnerMessage)).statusCode).toBe(429);
    } finally {
      await wide.close();
    }
  });
});

function validRegistration() {
  const username = uniqueUsername('vrij');
  return { username, email: `${username}@example.test`, password: TEST_PASSWORD };
}
