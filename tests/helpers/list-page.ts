import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { ActivityListItem } from '../../src/domain/activities/response';

/** A list page of up to 100 activities as a visitor asks for it: its ids in order, and X-Total-Count. */
export async function listPage(app: FastifyInstance, query = ''): Promise<{ ids: number[]; total: number }> {
  const res = await app.inject({ method: 'GET', url: `/api/activities?limit=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as ActivityListItem[]).map((item) => item.id),
    total: Number(res.headers['x-total-count']),
  };
}

/** A search's list page (listPage with `search`). */
export const searched = (app: FastifyInstance, search: string) =>
  listPage(app, `search=${encodeURIComponent(search)}`);

/**
 * Runs a check until it passes: a process sees a change made elsewhere once it hears of it (decision
 * 0020), a moment after its commit.
 */
export const untilHeard = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });
