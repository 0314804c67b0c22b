import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/connect';
import type { ListIndex } from './list-index';
import { selectAllTags } from './list-repository';
import { ListPageCache } from './page-cache';

/**
 * The tag list is kept briefly. A write through this process forgets it at once; another process's
 * write shows within TAGS_TTL_MS. (Totals are counted in memory by the list index: list-index.ts.)
 */
const TAGS_TTL_MS = 60_000;
const FIRST_PICTURE_TTL_MS = 30_000;

export interface ListCaches {
  tags: LRUCache<'all', string[]>;
  /**
   * Finished list pages (as JSON) are kept a few seconds: the same filters are asked for again and again
   * (the home teaser, the default list, a popular city), and answering them from memory costs a
   * fraction of a query plus serialisation. Another process's write shows within the time a page is
   * kept (LIST_CACHE_SECONDS, default 5), and so do the cards' places left, counted when the page was
   * made (a join writes no activity; list-read.ts). A member's favourites are never kept.
   */
  pages: ListPageCache;
  /** The first card's picture of the unfiltered list, for /activities' HTML (first-picture.ts). */
  firstPicture: LRUCache<'first', { url: string | null }>;
}

/** A process's kept lists: made once per app (activity-list.ts), never shared by two apps. */
export function createListCaches(): ListCaches {
  return {
    tags: new LRUCache({ max: 1, ttl: TAGS_TTL_MS }),
    pages: new ListPageCache(),
    firstPicture: new LRUCache({ max: 1, ttl: FIRST_PICTURE_TTL_MS }),
  };
}

/**
 * After a write or a new day: every kept tag list, page and first picture may be wrong now, and the
 * list index catches up (it would hear of the write, a moment later: decision 0020).
 */
export function forgetCachedLists({ index, caches }: { index: ListIndex; caches: ListCaches }): void {
  index.changed();
  caches.tags.clear();
  caches.pages.clear();
  caches.firstPicture.clear();
}

/** Every tag in use, from the cache where it can be. */
export async function cachedTags({ db, caches }: { db: Db; caches: ListCaches }): Promise<string[]> {
  const hit = caches.tags.get('all');
  if (hit) return hit;
  const value = await selectAllTags(db);
  caches.tags.set('all', value);
  return value;
}
