import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
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
