import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { loginAs } from '../helpers/accounts';
import { createActivity, createPortal } from '../helpers/activity-factory';
import { createTestApps, type TestApps } from '../helpers/test-app';

// The cards' texts are kept per process (card-texts.ts, decision 0017). A text read while a write
// commits must never be kept past it: lists and writes at the same time in two processes, and a read
// held back by hand until another list has caught up with a write. And pages made together read their
// cards together (card-reads.ts), each page still with its own cards.

let t: TestApps;
const today = todayInAmsterdam();

beforeAll(async () => {
  t = await createTestApps(2, { listCacheMs: 0 });
});
afterAll(async () => t.close());

async function cards(app: FastifyInstance, lang: 'nl' | 'en'): Promise<Map<number, string>> {
  const res = await app.inject({ method: 'GET', url: `/api/activities?limit=100&tags=race&lang=${lang}` });
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json() as ActivityListItem[]).map((item) => [item.id, item.title]));
}

describe('the cards’ texts under concurrent writes', () => {
  it('shows every card as written once the writes are done, in every process', async () => {
    const [one, other] = t.apps as [FastifyInstance, FastifyInstance];
    const admin = await loginAs(one, 'admin');
    const portalId = (await createPortal(one)).id;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await createActivity(one, admin, {
        portalId,
        title: `Race ${i}`,
        startDate: addDays(today, 2 + i),
        tags: ['race'],
      });
      ids.push(created.id);
    }
    const sql = t.query;
    for (let round = 0; round < 8; round++) {
      const reads = [one, other].flatMap((app) => [cards(app, 'nl'), cards(app, 'en'), cards(app, 'nl')]);
      const writes = ids.map((id, i) =>
        sql('update activities set title = $1, title_en = $2 where id = $3', [
          `Ronde ${round} nr ${i}`,
          `Round ${round} no ${i}`,
          id,
        ]),
      );
      await Promise.all([...reads, ...writes]);
    }
    const expected = (lang: 'nl' | 'en') =>
      new Map(ids.map((id, i) => [id, lang === 'nl' ? `Ronde 7 nr ${i}` : `Round 7 no ${i}`]));
    for (const app of [one, other])
      for (const lang of ['nl', 'en'] as const) expect(await cards(app, lang)).toEqual(expected(lang));
  });

  it('does not keep a card read before a write once the index has caught up with it', async () => {
    const one = t.apps[0]!;
    const admin = await loginAs(one, 'admin');
    const portalId = (await createPortal(one)).id;
    const held = await createActivity(one, admin, {
      portalId,
      title: 'Voor de wijziging',
      startDate: addDays(today, 3),
      tags: ['vastgehouden'],
    });
    const list = async () => {
      const res = await one.inject({ method: 'GET', url: '/api/activities?tags=vastgehouden' });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ActivityListItem[]).map((item) => item.title);
    };
    // The index has caught up with the creation (a list of something else), the card is not written.
    await one.inject({ method: 'GET', url: '/api/activities?tags=iets-anders' });

    // The next page's statement runs, and its answer is held back until released.
    const pool = one.database.listPool;
    const query = pool.query.bind(pool) as (config: unknown) => Promise<unknown>;
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived!: () => void;
    const answered = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let holding = true;
    (pool as unknown as { query: (config: unknown) => Promise<unknown> }).query = async (config) => {
      const result = await query(config);
      const text = (config as { text?: string }).text ?? '';
      if (holding && text.includes('as materialized')) {
        holding = false;
        arrived();
        await released;
      }
      return result;
    };
    try {
      const early = list();
      await answered;
      await t.query('update activities set title = $1 where id = $2', ['Na de wijziging', held.id]);
      // Another list sees the change, the index catches up and forgets the card, then writes the new one.
      expect(await list()).toEqual(['Na de wijziging']);
      release();
      // The held page was right as of its statement; its old card must not be kept.
      expect(await early).toEqual(['Voor de wijziging']);
      expect(await list()).toEqual(['Na de wijziging']);
    } finally {
      (pool as unknown as { query: unknown }).query = query;
    }
  });

  it('reads the cards of pages made together in one statement per language, each page with its own', async () => {
    const [one, other] = t.apps as [FastifyInstance, FastifyInstance];
    const admin = await loginAs(one, 'admin');
    const portalId = (await createPortal(one)).id;
    for (let i = 0; i < 12; i++)
      await createActivity(one, admin, {
        portalId,
        title: `Samen ${i}`,
        titleEn: `Together ${i}`,
        startDate: addDays(today, 2 + i),
        tags: ['samen-lezen'],
      });
    // The index has caught up with the creations (a list of something else); no card is written yet.
    await one.inject({ method: 'GET', url: '/api/activities?tags=iets-anders' });
    const urls = [0, 3, 6, 9].flatMap((offset) =>
      ['nl', 'en'].map((lang) => `/api/activities?tags=samen-lezen&limit=4&offset=${offset}&lang=${lang}`),
    );
    const pool = one.database.listPool;
    const query = pool.query.bind(pool) as (config: unknown) => Promise<unknown>;
    let statements = 0;
    (pool as unknown as { query: (config: unknown) => Promise<unknown> }).query = async (config) => {
      if (((config as { text?: string }).text ?? '').includes('as materialized')) statements++;
      return query(config);
    };
    let together: string[];
    try {
      together = await Promise.all(urls.map(async (url) => (await one.inject({ method: 'GET', url })).body));
    } finally {
      (pool as unknown as { query: unknown }).query = query;
    }
    // One per language when all eight arrive in one turn (as here, alone: 2); a notice of the creations
    // heard meanwhile, or a busy machine, can split them over more turns (3 seen). One per page would be 8.
    expect(statements).toBeLessThan(urls.length);
    // The same pages asked one at a time of the other process, which reads each page's cards alone.
    const alone: string[] = [];
    for (const url of urls) alone.push((await other.inject({ method: 'GET', url })).body);
    expect(together).toEqual(alone);
    expect(JSON.parse(together[1]!)[0].title).toBe('Together 0');
  });
});
