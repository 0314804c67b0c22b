import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantAnswerSchema } from '../../src/domain/assistant/answer';
import { assistantListParams } from '../../src/domain/assistant/list-params';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The assistant and what someone needs to be able to come (issue #45): the answer carries `facets`,
// its sentence names them, the list's facets= shows as many as it counts, and an answer that finds
// nothing offers to leave them out. The rest of POST /api/chat is in assistant.test.ts.

let t: TestApp;
let zwolle: { id: number };

function chat(cookie: string, messages: { role: 'user' | 'assistant'; content: string }[], lang = 'nl') {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'accept-language': lang, cookie },
    payload: { messages },
  });
}
const ask = (cookie: string, content: string, lang: 'nl' | 'en' = 'nl') =>
  chat(cookie, [{ role: 'user', content }], lang);

/** X-Total-Count of GET /api/activities with the answer's filters, as the list page would send them. */
async function listTotal(answer: Parameters<typeof assistantListParams>[0], cookie: string) {
  const query = new URLSearchParams(assistantListParams(answer)).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/activities?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAs(t.app, 'admin');
  // Issue #45: in Zwolle, a quiet coffee hour and a lunch, both wheelchair accessible.
  zwolle = await createPortal(t.app, { type: 'city', name: 'Zwolle' });
  const inZwolle = { portalId: zwolle.id, city: 'Zwolle', category: 'overige' as const };
  await createActivity(t.app, admin, {
    ...inZwolle,
    title: 'Koffie-uurtje',
    facets: ['wheelchair', 'quiet'],
    startDate: addDays(todayInAmsterdam(), 7),
  });
  await createActivity(t.app, admin, {
    ...inZwolle,
    title: 'Buurtlunch',
    facets: ['wheelchair', 'food-drink'],
    startDate: addDays(todayInAmsterdam(), 7),
  });
});
afterAll(async () => t?.close());

describe('POST /api/chat: facets', () => {
  it('reads facets in Dutch and English, and the list shows what it counts (issue #45)', async () => {
    const member = await loginAs(t.app, 'member');
    for (const [question, lang, facets, total, message] of [
      [
        'rolstoeltoegankelijk en rustig in Zwolle',
        'nl',
        ['wheelchair', 'quiet'],
        1,
        'Ik zoek activiteiten in Zwolle, rolstoeltoegankelijk en rustig: 1 activiteit gevonden.',
      ],
      [
        'wheelchair accessible in Zwolle',
        'en',
        ['wheelchair'],
        2,
        'I looked for activities in Zwolle, wheelchair accessible: 2 found.',
      ],
      [
        'iets met een hapje en drankje in Zwolle, met een rolstoel',
        'nl',
        ['wheelchair', 'food-drink'],
        1,
        'Ik zoek activiteiten in Zwolle, rolstoeltoegankelijk en eten of drinken: 1 activiteit gevonden.',
      ],
    ] as const) {
      const res = await ask(member, question, lang);
      expect(res.statusCode, res.body).toBe(200);
      const answer = assistantAnswerSchema.parse(res.json());
      expect(answer).toMatchObject({ portalId: zwolle.id, facets, total });
      expect(answer.message).toBe(message);
      // The list URL the answer suggests filters on the same facets and shows as many.
      expect(assistantListParams(answer)).toMatchObject({
        facets: facets.join(','),
        portalId: String(zwolle.id),
      });
      expect(await listTotal(answer, member)).toBe(total);
    }
  });

  it('suggests leaving out the facets when nothing matches, and leaves out one when asked (issue #45)', async () => {
    const member = await loginAs(t.app, 'member');
    const question = 'rustig met ringleiding in Zwolle';
    const res = await ask(member, question, 'nl');
    expect(res.statusCode, res.body).toBe(200);
    const answer = assistantAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ portalId: zwolle.id, facets: ['hearing-loop', 'quiet'], total: 0 });
    expect(answer.suggestions).toEqual([
      {
        filter: 'facets',
        label: 'ringleiding en rustig',
        total: 2,
        question: "Zonder 'ringleiding en rustig'",
      },
    ]);
    expect(answer.message).toBe(
      "Ik zoek activiteiten in Zwolle, ringleiding en rustig: geen activiteiten gevonden. Zonder 'ringleiding en rustig' vind je er 2.",
    );
    const following = async (content: string) => {
      const next = await chat(member, [
        { role: 'user', content: question },
        { role: 'assistant', content: answer.message },
        { role: 'user', content },
      ]);
      expect(next.statusCode, next.body).toBe(200);
      return assistantAnswerSchema.parse(next.json());
    };
    expect(await following(answer.suggestions[0]!.question)).toMatchObject({
      portalId: zwolle.id,
      facets: [],
      total: 2,
    });
    expect(await following("Zonder 'ringleiding'")).toMatchObject({
      portalId: zwolle.id,
      facets: ['quiet'],
      total: 1,
      suggestions: [],
    });
  });
});
