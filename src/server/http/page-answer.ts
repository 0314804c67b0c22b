import type { FastifyReply } from 'fastify';

/** One page of a longer list, and how many match in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Answers a page's items, with the count of all matches in X-Total-Count (the client's pager reads it). */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('x-total-count', String(page.total));
  return page.items;
}
