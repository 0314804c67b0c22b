import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/connect';
import * as repository from '../repository';
import { listChanged } from './list-index';
import { ListPageCache } from './page-cache';

/**
 * The tag list is kept briefly. A write through this process forgets it at once; another process's
 * write shows within TAGS_TTL_MS. (Totals are counted in memory by the list index: list-index.ts.)
 */
const TAGS_TTL_MS = 60_000;
const FIRST_PICTURE_TTL_MS = 30_000;

interface ListCaches {
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
      tags: new LRUCache({ max: 1, ttl: TAGS_TTL_MS }),
      pages: new ListPageCache(),
      firstPicture: new LRUCache({ max: 1, ttl: FIRST_PICTURE_TTL_MS }),
    };
    caches.set(db, found);
  }
  return found;
}

/**
 * After a write or a new day: every kept tag list, page and first picture may be wrong now, and the
 * list index catches up (it would hear of the write, a moment later: decision 0020).
 */
export function forgetCachedLists(db: Db): void {
  listChanged(db);
  const { tags, pages, firstPicture } = listCachesOf(db);
  tags.clear();
  pages.clear();
  firstPicture.clear();
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
