import type { Answer } from './api';

// Apart from api.ts, which every page loads first: only the member directory and the admin tables page.

/** A page of a list whose total of matches comes in the X-Total-Count header, not only this page. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The page of a list answer; without a usable X-Total-Count, the items are all there is. */
export async function pageOf<T>(call: Promise<Answer<T[] | null>>): Promise<Page<T>> {
  const { data, response } = await call;
  const items = Array.isArray(data) ? data : [];
  const total = Number(response.headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
