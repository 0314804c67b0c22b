import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translateToEnglishSchema } from '../../src/domain/activities/translation';
import type { TranslationConfig } from '../../src/server/config';
import { TRANSLATION_FAILED, translateToEnglish } from '../../src/server/features/translation/service';
import { AppError } from '../../src/server/plugins/errors';
import { translatorFor } from '../../src/server/providers/translator/index';
import {
  type FakeLibreTranslate,
  HUGE_ANSWER_BYTES,
  startFakeLibreTranslate,
} from '../fixtures/fake-libretranslate.mjs';
import { loginAs } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A fake DeepL: checks the key in the Authorization header and answers 'EN-GB: ' before each text. */
async function startFakeDeepL(key: string) {
  const requests: {
    authorization?: string;
    body: { text: string[]; source_lang: string; target_lang: string };
  }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      requests.push({ authorization: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v2/translate') {
        response.statusCode = 404;
        return response.end('{}');
      }
      if (request.headers.authorization !== `DeepL-Auth-Key ${key}`) {
        response.statusCode = 403;
        return response.end(JSON.stringify({ message: 'Wrong key' }));
      }
      response.end(
        JSON.stringify({
          translations: body.text.map((text: string) => ({
            detected_source_language: 'NL',
            text: `EN-GB: ${text}`,
          })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let fake: FakeLibreTranslate;
let deepl: Awaited<ReturnType<typeof startFakeDeepL>>;
const apps: TestApp[] = [];

async function appWith(
  translation: TranslationConfig | null,
  imageGeneration: { url: string; apiKey: null } | null = null,
) {
  const t = await createTestApp({ translation, imageGeneration });
  apps.push(t);
  return { t, admin: await loginAs(t.app, 'admin') };
}

beforeAll(async () => {
  fake = await startFakeLibreTranslate();
  deepl = await startFakeDeepL('secret-deepl-key:fx');
});
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await fake?.close();
  await deepl?.close();
});
beforeEach(() => {
  fake.behaviour = 'ok';
  fake.requests.length = 0;
  deepl.requests.length = 0;
});

function translate(t: TestApp, cookie: string | null, payload: object, lang = 'nl') {
  return t.app.inject({
    method: 'POST',
    url: '/api/translate-to-english',
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

describe('POST /api/translate-to-english with LibreTranslate', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWith({ kind: 'libretranslate', url: fake.url, apiKey: null }));
  });

  it('translates every given field in one request and keeps the line breaks of a description', async () => {
    const res = await translate(t, admin, {
      title: 'Wandelen in het bos',
      subtitle: 'Samen koken',
      description: 'Iedereen is welkom.\n\nNeem goede schoenen mee.\r\nTot zaterdag!',
      ontmoetingsscoreExplanation: 'Je ontmoet nieuwe mensen.',
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Stratumseind 1',
      city: 'Eindhoven',
      keywords: 'wandelen, natuur',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: 'Walking in the forest',
      subtitle: 'Cooking together',
      description: 'Everyone is welcome.\n\nBring good shoes.\r\nEN: Tot zaterdag!',
      ontmoetingsscoreExplanation: 'You meet new people.',
      meetingPoint: 'At the entrance',
      streetAddress: 'EN: Stratumseind 1',
      city: 'EN: Eindhoven',
      keywords: 'walking, nature',
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ source: 'nl', target: 'en', format: 'text' });
    expect(fake.requests[0]).not.toHaveProperty('api_key');
  });

  it('keeps every translation within its field, so the form can save it', async () => {
    const words = (length: number) => 'Samen wandelen in het bos '.repeat(length).slice(0, length).trim();
    const lines = Array.from({ length: 800 }, () => 'Kom ook!').join('\n');
    const payload = {
      title: words(200),
      city: words(100),
      description: `${lines}\n\n${words(20_000 - lines.length - 2)}`,
    };
    const res = await translate(t, admin, payload);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.title.length).toBeLessThanOrEqual(200);
    expect(answer.title).toMatch(/^EN: Samen wandelen .* (Samen|wandelen|in|het|bos)…$/);
    expect(answer.city.length).toBeLessThanOrEqual(100);
    expect(answer.description.length).toBeLessThanOrEqual(20_000);
    expect(answer.description).toMatch(/^EN: Kom ook!\nEN: Kom ook!\n/);
    // The request schema has the form's own rules for these fields (src/domain/activities/input.ts).
    expect(translateToEnglishSchema.safeParse(answer).error).toBeUndefined();
  });

  it('answers only the keys that were given and not empty', async () => {
    const res = await translate(t, admin, { title: 'Wandelen in het bos', subtitle: '   ', city: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ title: 'Walking in the forest' });
  });

  it('asks the service nothing when there is nothing to translate', async () => {
    const res = await translate(t, admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['answers 500', 'error'],
    ['answers without translations', 'malformed'],
    ['answers one text too few', 'short'],
  ] as const)('answers 502 when the service %s', async (_, behaviour) => {
    fake.behaviour = behaviour;
    const nl = await translate(t, admin, { title: 'Wandelen in het bos', city: 'Eindhoven' });
    expect(nl.statusCode).toBe(502);
    expect(nl.json().message).toMatch(/^Vertaling mislukt: /);
    const en = await translate(t, admin, { title: 'Wandelen in het bos', city: 'Eindhoven' }, 'en');
    expect(en.json().message).toMatch(/^Translation failed: /);
  });

  it('refuses control characters and over-long fields with a 400, before asking the service', async () => {
    const bell = await translate(t, admin, { title: 'Wandelen\u0007' });
    expect(bell.statusCode).toBe(400);
    const newlineInTitle = await translate(t, admin, { title: 'Wandelen\nin het bos' });
    expect(newlineInTitle.statusCode).toBe(400);
    const long = await translate(t, admin, { city: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses visitors (401) and members (403)', async () => {
    const visitor = await translate(t, null, { title: 'Wandelen in het bos' });
    expect(visitor.statusCode).toBe(401);
    const member = await translate(t, await loginAs(t.app, 'member'), { title: 'Wandelen in het bos' });
    expect(member.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it('reports the helpers: LibreTranslate, covers drawn offline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/helpers', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      translation: { available: true, provider: 'libretranslate' },
      coverGeneration: 'offline',
    });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/translate-to-english', '/api/admin/helpers']),
    );
  });

  it('refuses the helpers report to visitors and members', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/helpers' });
    expect(visitor.statusCode).toBe(401);
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/admin/helpers',
      headers: { cookie: await loginAs(t.app, 'member') },
    });
    expect(member.statusCode).toBe(403);
  });
});

describe('LibreTranslate with an API key', () => {
  it('sends the key in the body', async () => {
    const { t, admin } = await appWith({ kind: 'libretranslate', url: `${fake.url}/`, apiKey: 'lt-key' });
    const res = await translate(t, admin, { title: 'Wandelen in het bos' });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests[0]).toMatchObject({ q: ['Wandelen in het bos'], api_key: 'lt-key' });
  });
});

describe('POST /api/translate-to-english with DeepL', () => {
  it('sends the key in the Authorization header and asks for British English', async () => {
    const { t, admin } = await appWith(
      { kind: 'deepl', url: deepl.url, apiKey: 'secret-deepl-key:fx' },
      { url: 'http://127.0.0.1:9/generate', apiKey: null },
    );
    const res = await translate(t, admin, {
      title: 'Wandelen in het bos',
      description: 'Regel een\n\nRegel twee',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: 'EN-GB: Wandelen in het bos',
      description: 'EN-GB: Regel een\n\nEN-GB: Regel twee',
    });
    expect(deepl.requests).toHaveLength(1);
    expect(deepl.requests[0]).toEqual({
      authorization: 'DeepL-Auth-Key secret-deepl-key:fx',
      body: {
        text: ['Wandelen in het bos', 'Regel een', 'Regel twee'],
        source_lang: 'NL',
        target_lang: 'EN-GB',
      },
    });

    const helpers = await t.app.inject({
      method: 'GET',
      url: '/api/admin/helpers',
      headers: { cookie: admin },
    });
    expect(helpers.json()).toEqual({
      translation: { available: true, provider: 'deepl' },
      coverGeneration: 'provider',
    });
  });

  it('answers 502 when DeepL refuses the key', async () => {
    const { t, admin } = await appWith({ kind: 'deepl', url: deepl.url, apiKey: 'wrong-key' });
    const res = await translate(t, admin, { title: 'Wandelen in het bos' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Vertaling mislukt/);
  });
});

describe('without a translation service', () => {
  it('answers 503 with what to set up, and the helpers report says so', async () => {
    const { t, admin } = await appWith(null);
    const nl = await translate(t, admin, { title: 'Wandelen in het bos' });
    expect(nl.statusCode).toBe(503);
    expect(nl.json().message).toBe(
      'Vertalen is niet ingesteld: de beheerder van deze site kan LibreTranslate of DeepL koppelen.',
    );
    const en = await translate(t, admin, { title: 'Wandelen in het bos' }, 'en');
    expect(en.json().message).toMatch(/^Translation is not set up: .*LibreTranslate or DeepL/);

    const helpers = await t.app.inject({
      method: 'GET',
      url: '/api/admin/helpers',
      headers: { cookie: admin },
    });
    expect(helpers.json()).toEqual({
      translation: { available: false, provider: null },
      coverGeneration: 'offline',
    });
  });

  it('answers 502 when the configured service cannot be reached', async () => {
    const { t, admin } = await appWith({ kind: 'libretranslate', url: 'http://127.0.0.1:9', apiKey: null });
    const res = await translate(t, admin, { title: 'Wandelen in het bos' });
    expect(res.statusCode).toBe(502);
  });
});

describe('what the translation service may answer', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWith({ kind: 'libretranslate', url: fake.url, apiKey: null }));
  });

  it('refuses a redirect (502) without following it', async () => {
    fake.behaviour = 'redirect';
    const res = await translate(t, admin, { title: 'Wandelen in het bos' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TRANSLATION_FAILED.nl);
    expect(fake.followed).toBe(0);
  });

  it('cuts off an answer over 1 MB with a 502, without reading the rest of it', async () => {
    fake.behaviour = 'huge';
    const res = await translate(t, admin, { title: 'Wandelen in het bos' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TRANSLATION_FAILED.nl);
    // Sockets buffer some megabytes between the two ends, far from the whole answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.hugeSent).toBeLessThan(HUGE_ANSWER_BYTES / 2);
  });
});

describe('the translation deadline', () => {
  it('gives up on a service that does not answer in time (502), and logs why without the key', async () => {
    fake.behaviour = 'hang';
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const translator = translatorFor(
      { kind: 'libretranslate', url: fake.url, apiKey: 'lt-secret' },
      { timeoutMs: 150 },
    );
    const started = Date.now();
    const error = await translateToEnglish(translator, { title: 'Wandelen in het bos' }, log).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(JSON.stringify(warnings)).toContain('no answer in time');
    expect(JSON.stringify(warnings)).not.toContain('lt-secret');
  });

  it('keeps 15 seconds in production', async () => {
    const { TRANSLATION_TIMEOUT_MS } = await import('../../src/server/providers/translator/index');
    expect(TRANSLATION_TIMEOUT_MS).toBe(15_000);
  });
});
