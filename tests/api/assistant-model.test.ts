import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantAnswerSchema, NO_FILTERS } from '../../src/domain/assistant/answer';
import { assistantListParams } from '../../src/domain/assistant/list-params';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { rangeForDateFilter } from '../../src/domain/recurrence/date-filters';
import type { AssistantConfig } from '../../src/server/config';
import { createAssistantService } from '../../src/server/features/assistant/service';
import { loginAs, registerMember } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Behaviour =
  | 'ok'
  | 'fenced'
  | 'error'
  | 'not-json'
  | 'no-choices'
  | 'content-not-json'
  | 'schema-mismatch'
  | 'unknown-portal'
  | 'hang';

interface CompletionRequest {
  model: string;
  temperature: number;
  response_format: unknown;
  messages: { role: string; content: string }[];
}

interface FakeModel {
  url: string;
  behaviour: Behaviour;
  /** What 'ok' and 'fenced' answer as the message content (JSON). */
  filters: Record<string, unknown>;
  requests: { authorization?: string; body: CompletionRequest }[];
  close(): Promise<void>;
}

/** A stand-in for an OpenAI-compatible API: POST /v1/chat/completions, answering as told. */
async function startFakeModel(): Promise<FakeModel> {
  const fake: FakeModel = {
    url: '',
    behaviour: 'ok',
    filters: {},
    requests: [],
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.statusCode = 404;
        return response.end('{}');
      }
      fake.requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      const completion = (content: string) => ({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
      response.setHeader('content-type', 'application/json');
      switch (fake.behaviour) {
        case 'ok':
          return response.end(JSON.stringify(completion(JSON.stringify(fake.filters))));
        case 'fenced':
          return response.end(
            JSON.stringify(completion(`\`\`\`json\n${JSON.stringify(fake.filters)}\n\`\`\``)),
          );
        case 'error':
          response.statusCode = 503;
          return response.end(JSON.stringify({ error: { message: 'overloaded' } }));
        case 'not-json':
          return response.end('<html>proxy error</html>');
        case 'no-choices':
          return response.end(JSON.stringify({ choices: [] }));
        case 'content-not-json':
          return response.end(JSON.stringify(completion('Sure! Here are some salsa events in Utrecht.')));
        case 'schema-mismatch':
          return response.end(
            JSON.stringify(completion(JSON.stringify({ date: 'custom', meetingScore: 9 }))),
          );
        case 'unknown-portal':
          return response.end(JSON.stringify(completion(JSON.stringify({ portalId: 999_999 }))));
        case 'hang':
          return; // never answers
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

let fake: FakeModel;
let t: TestApp;
let admin: string;
let member: string;
let today: string;
let utrecht: { id: number };
let museum: { id: number };
const logLines: string[] = [];
const QUESTION = 'Ik zoek gratis salsa in Utrecht dit weekend';

const ask = (content: string, lang: 'nl' | 'en' = 'nl') =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie: member, 'accept-language': lang },
    payload: { messages: [{ role: 'user', content }] },
  });

beforeAll(async () => {
  fake = await startFakeModel();
  const assistant: AssistantConfig = { url: fake.url, apiKey: 'sk-secret-test-key', model: 'test-model' };
  t = await createTestApp(
    { assistant, logLevel: 'warn' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  admin = await loginAs(t.app, 'admin');
  member = (await registerMember(t.app)).cookie;
  today = todayInAmsterdam();
  utrecht = await createPortal(t.app, { type: 'city', name: 'Utrecht' });
  museum = await createPortal(t.app, { type: 'organization', name: 'Museum Het Lichthuis' });
  const weekend = rangeForDateFilter('weekend', today);
  for (const title of ['Salsa een', 'Salsa twee']) {
    await createActivity(t.app, admin, {
      portalId: utrecht.id,
      city: 'Utrecht',
      category: 'dansen',
      tags: ['salsa'],
      title,
      startDate: weekend.from!,
    });
  }
  await createActivity(t.app, admin, {
    portalId: museum.id,
    category: 'kunst-cultuur',
    title: 'Rondleiding',
    startDate: addDays(today, 1),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.behaviour = 'ok';
  fake.requests.length = 0;
  logLines.length = 0;
});

/** What the offline parser makes of QUESTION: the answer every fallback must give. */
const offline = () => ({
  ...NO_FILTERS,
  date: 'weekend',
  location: 'Utrecht',
  portalId: utrecht.id,
  type: 'salsa',
  tags: ['salsa'],
  free: true,
  total: 2,
});

describe('POST /api/chat with an OpenAI-compatible model', () => {
  it('asks the model, checks its answer and counts what the list shows for it', async () => {
    fake.filters = {
      date: 'all',
      organizationId: museum.id,
      tags: ['Kunst-Cultuur', 'made-up-tag'],
      meetingScore: null,
      message: 'ignored',
    };
    const res = await ask('iets in het Lichthuis', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const answer = assistantAnswerSchema.parse(res.json());
    // Unknown tags are dropped, tags are normalised, type is the first one, the rest take their defaults.
    expect(answer).toEqual({
      ...NO_FILTERS,
      organizationId: museum.id,
      tags: ['kunst-cultuur'],
      type: 'kunst-cultuur',
      total: 1,
      suggestions: [],
      message: 'I looked for activities about Arts & Culture at Museum Het Lichthuis: 1 found.',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/activities?${new URLSearchParams(assistantListParams(answer))}`,
      headers: { cookie: member },
    });
    expect(Number(list.headers['x-total-count'])).toBe(answer.total);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.authorization).toBe('Bearer sk-secret-test-key');
    expect(request!.body).toMatchObject({
      model: 'test-model',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    const [system, user] = request!.body.messages;
    if (!system) throw new Error('no system message');
    expect(system.role).toBe('system');
    expect(system.content).toContain(today);
    expect(system.content).toContain(`${utrecht.id}: Utrecht`);
    expect(system.content).toContain(`${museum.id}: Museum Het Lichthuis`);
    expect(system.content).toContain('salsa');
    expect(user).toEqual({ role: 'user', content: 'iets in het Lichthuis' });
  });

  it('takes facets from the model in the vocabulary’s order, the facet free as the price (issue #45)', async () => {
    fake.filters = { portalId: utrecht.id, facets: ['quiet', 'wheelchair', 'free', 'quiet'] };
    const res = await ask('gratis, rustig en met een rolstoel in Utrecht');
    expect(res.statusCode, res.body).toBe(200);
    const answer = assistantAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({
      ...NO_FILTERS,
      portalId: utrecht.id,
      location: 'Utrecht',
      free: true,
      facets: ['wheelchair', 'quiet'],
      total: 0,
    });
    expect(answer.message).toMatch(
      /^Ik zoek activiteiten in Utrecht, gratis, rolstoeltoegankelijk en rustig:/,
    );
    const system = fake.requests[0]!.body.messages[0]!.content;
    expect(system).toContain('facets:');
    expect(system).toContain('simple-dutch (Eenvoudig Nederlands / Simple Dutch)');

    // A facet the vocabulary does not have is a malformed answer: the offline reading is used.
    fake.filters = { portalId: utrecht.id, facets: ['pets-allowed'] };
    const offlineAnswer = await ask('rustig in Utrecht');
    expect(offlineAnswer.json()).toMatchObject({ portalId: utrecht.id, facets: ['quiet'] });
  });

  it('takes the city’s name from the portal, and JSON wrapped in a Markdown block', async () => {
    fake.behaviour = 'fenced';
    fake.filters = { date: 'weekend', portalId: utrecht.id, location: 'Utreg', tags: ['salsa'], free: true };
    const res = await ask(QUESTION);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...offline(), location: 'Utrecht' });
  });

  it.each<[Behaviour, string]>([
    ['error', 'answered with status 503'],
    ['not-json', 'answer is not JSON'],
    ['no-choices', 'answer has no message'],
    ['content-not-json', 'answer content is not JSON'],
    ['schema-mismatch', 'answer does not match the filter schema'],
    ['unknown-portal', 'answer names an unknown city'],
  ])('answers offline when the model fails (%s), and logs why without the key', async (behaviour, reason) => {
    fake.behaviour = behaviour;
    const res = await ask(QUESTION);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(offline());
    expect(res.json().message).toBe(
      'Ik zoek activiteiten rond salsa in Utrecht dit weekend, gratis: 2 activiteiten gevonden.',
    );
    expect(fake.requests).toHaveLength(1);
    const warning = logLines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg?.includes('assistant model'));
    expect(warning).toMatchObject({ provider: 'openai-compatible', reason });
    expect(logLines.join('\n')).not.toContain('sk-secret-test-key');
  });

  it('answers offline when the model cannot be reached', async () => {
    const unreachable = await createTestApp({
      assistant: { url: 'http://127.0.0.1:9/v1', apiKey: null, model: 'test-model' },
    });
    try {
      const cookie = await loginAs(unreachable.app, 'member');
      const res = await unreachable.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { cookie },
        payload: { messages: [{ role: 'user', content: 'gratis dansen dit weekend' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ tags: ['dansen'], free: true, date: 'weekend' });
    } finally {
      await unreachable.close();
    }
  });

  it('answers offline when the model takes longer than its deadline', async () => {
    fake.behaviour = 'hang';
    // The service itself, with the 5 s deadline shortened so the test need not wait for it.
    const assistant = createAssistantService(
      t.app.activities,
      { assistant: { url: fake.url, apiKey: null, model: 'test-model' } },
      t.app.createLimiter,
      { model: { timeoutMs: 300 } },
    );
    const warnings: unknown[] = [];
    const log = { ...t.app.log, warn: (entry: unknown) => void warnings.push(entry) } as typeof t.app.log;
    const started = Date.now();
    const answer = await assistant.answer(
      { id: 1, username: 'lid', isAdmin: false, organiserOf: [] },
      { messages: [{ role: 'user', content: QUESTION }] },
      'nl',
      log,
    );
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer).toMatchObject(offline());
    expect(warnings).toEqual([{ provider: 'openai-compatible', reason: 'no answer in time' }]);
  });
});
