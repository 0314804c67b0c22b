import { LRUCache } from 'lru-cache';
import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { Db } from '../../db/connect';
import { ListPageCache } from './page-cache';
import * as repository from './repository';

/**
 * Totals and the tag list are kept briefly: counting every match of a broad filter on 100,000
 * activities costs more than the page itself. A write through this process forgets them at once;
 * another process's write shows in the totals within COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 5_000;
const TAGS_TTL_MS = 60_000;

interface ListCaches {
  counts: LRUCache<string, number>;
  tags: LRUCache<'all', string[]>;
  /**
   * Finished list pages (as JSON) are kept a few seconds: the same filters are asked for again and again
   * (the home teaser, the default list, a popular city), and answering them from memory costs a
   * fraction of a query plus serialisation. Another process's write shows within the time a page is
   * kept (LIST_CACHE_SECONDS, default 5). A member's favourites are never kept.
   */
  pages: ListPageCache;
  /** The first card's picture of the unfiltered list, for /activities' HTML (first-picture.ts). */
  firstPicture: LRUCache<'first', { url: string | null }>;
}

// Per database rather than per module, so that tests with a database each never share an answer.
const caches = new WeakMap<Db, ListCaches>();

export function listCachesOf(db: Db): ListCaches {
  let found = caches.get(db);
  if (!found) {
    found = {
      counts: new LRUCache({ max: COUNT_CACHE_MAX, ttl: COUNT_TTL_MS }),
      tags: new LRUCache({ max: 1, ttl: TAGS_TTL_MS }),
      pages: new ListPageCache(),
      firstPicture: new LRUCache({ max: 1, ttl: COUNT_TTL_MS }),
    };
    caches.set(db, found);
  }
  return found;
}

/** After a write or a new day: every kept total, tag list, page and first picture may be wrong now. */
export function forgetCachedLists(db: Db): void {
  const { counts, tags, pages, firstPicture } = listCachesOf(db);
  counts.clear();
  tags.clear();
  pages.clear();
  firstPicture.clear();
}

/** The totals cache's key: the filter without its page, as the service resolved it. */
function countKey(filter: ActivityFilter, context: repository.ListContext): string {
  const { limit: _limit, offset: _offset, ...rest } = filter;
  return JSON.stringify([rest, context.today, context.range, context.searchPart ?? null]);
}

/**
 * The kept total of a filter, or undefined when it is not known (never for favourites: a member's
 * favourites are few and change with every click, so they are counted each time).
 */
export function knownCount(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
): number | undefined {
  if (filter.showFavorites) return undefined;
  return listCachesOf(db).counts.get(countKey(filter, context));
}

/** Keeps a total counted along with a page (see repository.selectActivityPageWithTotal). */
export function rememberCount(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
  total: number,
): void {
  if (!filter.showFavorites) listCachesOf(db).counts.set(countKey(filter, context), total);
}

/** How many activities match, from the totals cache where it can be. */
export async function cachedCount(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
): Promise<number> {
  const hit = knownCount(db, filter, context);
  if (hit !== undefined) return hit;
  const total = await repository.countActivities(db, filter, context);
  rememberCount(db, filter, context, total);
  return total;
}

/** Every tag in use, from the cache where it can be. */
export async function cachedTags(db: Db): Promise<string[]> {
  const { tags } = listCachesOf(db);
  const hit = tags.get('all');
  if (hit) return hit;
  const value = await repository.selectAllTags(db);
  tags.set('all', value);
  return value;
}
