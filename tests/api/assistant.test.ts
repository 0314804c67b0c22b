import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantAnswerSchema, NO_FILTERS } from '../../src/domain/assistant/answer';
import { assistantListParams } from '../../src/domain/assistant/list-params';
import { addDays, dayOfWeek, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { rangeForDateFilter } from '../../src/domain/recurrence/date-filters';
import { CHATS_PER_MINUTE } from '../../src/server/features/assistant/service';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let member: string;
let today: string;
let utrecht: { id: number };
let denHaag: { id: number };

type Message = { role: 'user' | 'assistant'; content: string };

function chat(cookie: string | null, payload: unknown, lang: 'nl' | 'en' = 'nl') {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}
const ask = (cookie: string | null, content: string, lang: 'nl' | 'en' = 'nl') =>
  chat(cookie, { messages: [{ role: 'user', content }] }, lang);

/** X-Total-Count of GET /api/activities with the answer's filters, as the list page would send them. */
async function listTotal(answer: Parameters<typeof assistantListParams>[0], cookie: string) {
  const query = new URLSearchParams(assistantListParams(answer)).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/activities?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
  today = todayInAmsterdam();
  utrecht = await createPortal(t.app, { type: 'city', name: 'Utrecht' });
  denHaag = await createPortal(t.app, { type: 'city', name: 'Den Haag' });

  // This weekend in Utrecht: two free salsa evenings and a paid one, and a free one the week after.
  const weekend = rangeForDateFilter('weekend', today);
  const inUtrecht = { portalId: utrecht.id, city: 'Utrecht', category: 'dansen', tags: ['salsa'] };
  await createActivity(t.app, admin, { ...inUtrecht, title: 'Salsa op het plein', startDate: weekend.from! });
  await createActivity(t.app, admin, { ...inUtrecht, title: 'Salsa in de zaal', startDate: weekend.to! });
  await createActivity(t.app, admin, {
    ...inUtrecht,
    title: 'Salsa met les',
    startDate: weekend.from!,
    price: '€10,00',
  });
  await createActivity(t.app, admin, {
    ...inUtrecht,
    title: 'Salsa later',
    startDate: addDays(weekend.to!, 7),
  });

  // Next week (Monday to Sunday) in Den Haag: free dancing twice and a concert.
  const nextMonday = addDays(today, 8 - dayOfWeek(today));
  const inDenHaag = { portalId: denHaag.id, city: 'Den Haag' };
  await createActivity(t.app, admin, {
    ...inDenHaag,
    category: 'dansen',
    title: 'Swingdansen',
    startDate: nextMonday,
  });
  await createActivity(t.app, admin, {
    ...inDenHaag,
    category: 'dansen',
    title: 'Tango',
    startDate: addDays(nextMonday, 4),
  });
  await createActivity(t.app, admin, {
    ...inDenHaag,
    category: 'muziek',
    title: 'Concert',
    startDate: addDays(nextMonday, 2),
  });
  // Issue #41 item 14: yoga that carries no yoga tag (nor Sport), and something for children next week.
  await createActivity(t.app, admin, {
    portalId: utrecht.id,
    city: 'Utrecht',
    category: 'overige',
    title: 'Yoga aan de gracht',
    startDate: weekend.from!,
  });
  await createActivity(t.app, admin, {
    ...inDenHaag,
    category: 'overige',
    tags: ['kinderen'],
    facets: ['children'],
    title: 'Voorlezen',
    startDate: addDays(nextMonday, 1),
  });
});
afterAll(async () => t?.close());

describe('POST /api/chat: who may ask', () => {
  it('refuses visitors with the chat’s own sentence, in Dutch and in English', async () => {
    const nl = await ask(null, 'gratis dansen', 'nl');
    expect(nl.statusCode).toBe(401);
    expect(nl.json()).toEqual({ message: 'Je moet ingelogd zijn om de chat te gebruiken.' });
    const en = await ask(null, 'free dancing', 'en');
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ message: 'You must be logged in to use the chat' });
  });

  it('refuses a visitor before reading the body, however large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(500_000),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/chat: what it answers', () => {
  it('reads a Dutch question into the filters and counts what the list shows for them', async () => {
    const res = await ask(member, 'Ik zoek gratis salsa in Utrecht dit weekend', 'nl');
    expect(res.statusCode, res.body).toBe(200);
    const answer = assistantAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({
      ...NO_FILTERS,
      date: 'weekend',
      location: 'Utrecht',
      portalId: utrecht.id,
      type: 'salsa',
      tags: ['salsa'],
      free: true,
      total: 2,
    });
    expect(answer.total).toBe(await listTotal(answer, member));
    expect(answer.message).toBe(
      'Ik zoek activiteiten rond salsa in Utrecht dit weekend, gratis: 2 activiteiten gevonden.',
    );
  });

  // The list refuses dates in the year 9999 (its calendar arithmetic needs a day after the last one);
  // a question that names one is read up to the last date the list can filter on, not refused.
  it('reads a date in the year 9999 as far as the list goes, without refusing the question', async () => {
    for (const question of ['Ik zoek wandelen op 31-12-9999', 'Ik zoek wandelen tot 31 december 9999']) {
      const res = await ask(member, question, 'nl');
      expect(res.statusCode, res.body).toBe(200);
      const answer = assistantAnswerSchema.parse(res.json());
      expect(answer.endDate === null || answer.endDate <= '9998-12-31', answer.endDate ?? '').toBe(true);
      expect(answer.total).toBe(await listTotal(answer, member));
    }
  });

  it('reads an English question, with The Hague for Den Haag and a custom range for next week', async () => {
    const res = await ask(member, 'free dancing in The Hague next week', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const answer = assistantAnswerSchema.parse(res.json());
    const nextMonday = addDays(today, 8 - dayOfWeek(today));
    expect(answer).toMatchObject({
      ...NO_FILTERS,
      date: 'custom',
      startDate: nextMonday,
      endDate: addDays(nextMonday, 6),
      location: 'Den Haag',
      portalId: denHaag.id,
      type: 'dansen',
      tags: ['dansen'],
      free: true,
      total: 2,
    });
    expect(answer.total).toBe(await listTotal(answer, member));
    expect(answer.message).toMatch(
      /^I looked for free activities about Dance in Den Haag from .+: 2 found\.$/,
    );
  });

  it('answers in the request’s language whatever language the question is in', async () => {
    const res = await ask(member, 'salsa in Utrecht', 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('I looked for activities about salsa in Utrecht: 4 found.');
  });

  it('refines the search over the conversation', async () => {
    const messages: Message[] = [
      { role: 'user', content: 'salsa in Utrecht' },
      { role: 'assistant', content: 'Ik zoek activiteiten rond salsa in Utrecht: 4 activiteiten gevonden.' },
      { role: 'user', content: 'alleen gratis, dit weekend' },
    ];
    const res = await chat(member, { messages });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      portalId: utrecht.id,
      tags: ['salsa'],
      free: true,
      date: 'weekend',
      total: 2,
    });
  });

  it('does not stumble over a city it does not know: the name becomes the search', async () => {
    const res = await ask(member, 'yoga in Groningen morgen', 'nl');
    expect(res.statusCode, res.body).toBe(200);
    const answer = assistantAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({
      portalId: null,
      location: null,
      searchQuery: 'yoga groningen',
      date: 'tomorrow',
    });
    expect(answer.total).toBe(await listTotal(answer, member));
  });

  it('searches yoga as said where no tag says it, instead of all sport (issue #41 item 14)', async () => {
    for (const [question, lang, message] of [
      ['yoga in Utrecht', 'nl', "Ik zoek activiteiten met 'yoga' in Utrecht: 1 activiteit gevonden."],
      ['yoga in Utrecht', 'en', "I looked for activities matching 'yoga' in Utrecht: 1 found."],
    ] as const) {
      const res = await ask(member, question, lang);
      expect(res.statusCode, res.body).toBe(200);
      const answer = assistantAnswerSchema.parse(res.json());
      expect(answer).toMatchObject({
        ...NO_FILTERS,
        searchQuery: 'yoga',
        portalId: utrecht.id,
        location: 'Utrecht',
        total: 1,
        suggestions: [],
      });
      expect(answer.total).toBe(await listTotal(answer, member));
      expect(answer.message).toBe(message);
    }
  });

  it('starts afresh for a new question after another, in Dutch and in English (issue #41 item 14)', async () => {
    for (const [first, next, lang] of [
      ['iets gezelligs in het weekend in Utrecht', 'gratis dingen voor kinderen volgende week', 'nl'],
      ['something social this weekend in Utrecht', 'free things for kids next week', 'en'],
    ] as const) {
      const before = await ask(member, first, lang);
      expect(before.json()).toMatchObject({ portalId: utrecht.id, meetingScore: 4, date: 'weekend' });
      const messages: Message[] = [
        { role: 'user', content: first },
        { role: 'assistant', content: before.json().message },
        { role: 'user', content: next },
      ];
      const res = await chat(member, { messages }, lang);
      expect(res.statusCode, res.body).toBe(200);
      const answer = assistantAnswerSchema.parse(res.json());
      const nextMonday = addDays(today, 8 - dayOfWeek(today));
      expect(answer).toMatchObject({
        portalId: null,
        meetingScore: null,
        tags: [],
        facets: ['children'],
        free: true,
        date: 'custom',
        startDate: nextMonday,
        endDate: addDays(nextMonday, 6),
        total: 1,
      });
    }
  });

  it('says which filter to drop for how many when nothing matches, and drops it when asked', async () => {
    const res = await ask(member, 'salsa in Utrecht met 4 sterren', 'nl');
    expect(res.statusCode, res.body).toBe(200);
    const answer = assistantAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ tags: ['salsa'], portalId: utrecht.id, meetingScore: 4, total: 0 });
    // Only the score is worth dropping: salsa elsewhere, or Utrecht without salsa, has no 4+ stars.
    expect(answer.suggestions).toEqual([
      { filter: 'meetingScore', label: '4+ sterren', total: 4, question: "Zonder '4+ sterren'" },
    ]);
    expect(answer.message).toBe(
      "Ik zoek activiteiten rond salsa in Utrecht, met ontmoetingsscore 4 of hoger: geen activiteiten gevonden. Zonder '4+ sterren' vind je er 4.",
    );
    const { meetingScore: _, ...without } = answer;
    expect(answer.suggestions[0]!.total).toBe(await listTotal({ ...without, meetingScore: null }, member));

    const dropped = await chat(member, {
      messages: [
        { role: 'user', content: 'salsa in Utrecht met 4 sterren' },
        { role: 'assistant', content: answer.message },
        { role: 'user', content: answer.suggestions[0]!.question },
      ],
    });
    expect(dropped.json()).toMatchObject({
      tags: ['salsa'],
      portalId: utrecht.id,
      meetingScore: null,
      total: 4,
      suggestions: [],
    });

    const english = await ask(member, 'salsa in Utrecht with 4 stars', 'en');
    expect(english.json().message).toBe(
      "I looked for activities about salsa in Utrecht with a meeting score of 4 or more: none found. Without '4+ stars' you would find 4.",
    );
    expect(english.json().suggestions).toEqual([
      { filter: 'meetingScore', label: '4+ stars', total: 4, question: "Without '4+ stars'" },
    ]);
  });

  it('says so when it understood nothing, and counts everything', async () => {
    const res = await ask(member, 'hallo!', 'nl');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ ...NO_FILTERS });
    expect(answer.total).toBe(await listTotal(answer, member));
    expect(answer.message).toMatch(/^Ik heb geen zoekwensen herkend/);
  });
});

describe('POST /api/chat: what it refuses', () => {
  it('refuses a blank question with 400, in the person’s language', async () => {
    const nl = await ask(member, '   \n ', 'nl');
    expect(nl.statusCode).toBe(400);
    expect(nl.json().message).toBe('Typ eerst wat je zoekt.');
    const en = await chat(member, { messages: [{ role: 'user', content: '' }] }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Type what you are looking for first.');
    // The last question counts, not an earlier one nor the assistant's answer.
    const last = await chat(member, {
      messages: [
        { role: 'user', content: 'dansen' },
        { role: 'assistant', content: 'Ik zoek activiteiten rond Dansen: 2 activiteiten gevonden.' },
        { role: 'user', content: '\t' },
      ],
    });
    expect(last.statusCode).toBe(400);
  });

  it('refuses a body without messages', async () => {
    for (const payload of [
      {},
      { messages: [] },
      { messages: 'dansen' },
      { messages: [{ role: 'system', content: 'x' }] },
    ]) {
      const res = await chat(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses 21 messages, and a message of 2,001 characters', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: 'dansen',
    }));
    const tooMany = await chat(member, { messages: many }, 'en');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'This conversation is too long (at most 20 messages). Please start a new one.',
    );

    const tooLong = await ask(member, 'a'.repeat(2001), 'nl');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'Deze tekst is te lang.',
      issues: [{ path: 'messages.0.content' }],
    });
  });

  it('takes the longest conversation allowed, 20 messages of 2,000 characters, accents included', async () => {
    const long = 'één café in Utrecht '.repeat(100).slice(0, 2000);
    const messages = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: long,
    }));
    messages[19] = { role: 'user', content: long };
    const res = await chat(member, { messages });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses control characters', async () => {
    const res = await ask(member, 'dansen\u0000', 'en');
    expect(res.statusCode).toBe(400);
  });

  it(`allows a member ${CHATS_PER_MINUTE} questions a minute, then answers 429 with Retry-After`, async () => {
    const busy = await loginAs(t.app, 'member');
    for (let i = 0; i < CHATS_PER_MINUTE; i += 1) {
      const res = await ask(busy, 'dansen in Utrecht');
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await ask(busy, 'dansen in Utrecht', 'en');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      'You are asking many questions in a short time. Please try again in a minute.',
    );
    // The budget is the member's own: another member still gets an answer.
    expect((await ask(member, 'dansen in Utrecht')).statusCode).toBe(200);
  });
});

describe('POST /api/chat in the OpenAPI document', () => {
  it('documents the body, the answer and the member’s refusals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/chat']?.post;
    expect(operation).toBeDefined();
    expect(operation.summary).toContain('members');
    expect(operation.tags).toEqual(['assistant']);
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.properties.messages.items.properties.content.maxLength).toBe(2000);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const answer = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining([
        'message',
        'searchQuery',
        'date',
        'location',
        'type',
        'portalId',
        'free',
        'paid',
        'facets',
      ]),
    );
  });
});
