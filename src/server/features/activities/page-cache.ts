import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { brotliOptions, gzipOptions } from '../../http/compression';
import type { ContentEncoding } from '../../plugins/precompressed';

export type PageEncoding = ContentEncoding;

/**
 * A finished list page as JSON in UTF-8 bytes (made from the cards' bytes, card-texts.ts: compressed
 * without first turning a string into bytes); `encoded` keeps its compressed forms once asked for.
 */
export interface ListPage {
  body: Buffer;
  total: number;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

/** Enough for thousands of typical pages (10–30 KB of JSON each, a fifth of that compressed). */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export interface ListPageCacheOptions {
  maxBytes?: number;
  /** What expiry is measured with; tests pass a clock they move by hand. */
  clock?: { now(): number };
}

/**
 * What a page holds in memory: its bytes and its compressed forms', and the key (a string: V8 keeps one
 * with any character beyond Latin-1 at two bytes per character).
 */
function pageBytes(page: ListPage, key: string): number {
  return (
    2 * key.length + page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0)
  );
}

/** Most pages are made for one request: compressed as every answer made for one (http/compression.ts). */
function compress(body: Buffer, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { ...brotliOptions.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, gzipOptions);
}

/** The cache each stored page is in, so its compressed forms can be kept with it. */
const owners = new WeakMap<ListPage, ListPageCache>();

/** The page compressed with `encoding`: kept with the page while a cache holds it, else made anew. */
export function compressedPage(page: ListPage, encoding: PageEncoding): Buffer {
  return owners.get(page)?.encoded(page, encoding) ?? compress(page.body, encoding);
}

/**
 * Finished list pages, bounded by the bytes they hold (their compressed forms included) rather than by
 * their number, so a flood of distinct filters cannot grow memory; the least recently used page makes
 * room. Each page expires after the time it was stored with, and an expired page is never answered.
 */
export class ListPageCache {
  readonly #pages: LRUCache<string, ListPage>;
  // The key each cached page is stored under, so a compressed form can be counted against it.
  readonly #keys = new WeakMap<ListPage, string>();
  // The filters asked for once lately (offer()): a page is kept on its second asking. Keeping every
  // page made for one request cost more than the cache saved on a varied workload (1,514 req/s with
  // the cache against 1,814 without, at 5,000 activities): each page outlived the young generation
  // and was copied and later collected, and the few repeated filters were evicted by one-off ones.
  readonly #askedOnce = new LRUCache<string, true>({ max: 8192 });

  constructor({ maxBytes = PAGE_CACHE_BYTES, clock }: ListPageCacheOptions = {}) {
    this.#pages = new LRUCache<string, ListPage>({
      maxSize: maxBytes,
      sizeCalculation: pageBytes,
      // Expired pages are dropped in the background too, so an idle process gives their memory back.
      ttlAutopurge: true,
      // A hand-moved clock must be read every time; the default reads it at most once a millisecond.
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
  }

  get(key: string): ListPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, page: ListPage, ttlMs: number): void {
    this.#keys.set(page, key);
    owners.set(page, this);
    this.#pages.set(key, page, { ttl: ttlMs });
  }

  /** Keeps the page when its filter was asked for before (recently), and remembers the filter if not. */
  offer(key: string, page: ListPage, ttlMs: number): void {
    if (this.#askedOnce.delete(key)) this.set(key, page, ttlMs);
    else this.#askedOnce.set(key, true);
  }

  /**
   * The page compressed with `encoding`: made once, then kept with the page while it is cached. The
   * cache counts sizes when a page is stored, so the page is stored again (as a copy with the new form,
   * keeping its expiry) to count the new bytes.
   */
  encoded(page: ListPage, encoding: PageEncoding): Buffer {
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const body = compress(page.body, encoding);
    const key = this.#keys.get(page);
    if (key !== undefined && this.#pages.peek(key) === page) {
      // zlib answers with a view of its 16 KB output buffer; a kept 3 KB view would keep all 16 KB alive.
      // An exact-size copy of its own (not from Buffer's shared 8 KB pool, which a kept slice also pins).
      const kept = Buffer.allocUnsafeSlow(body.length);
      body.copy(kept);
      const withForm: ListPage = { ...page, encoded: { ...page.encoded, [encoding]: kept } };
      this.#keys.set(withForm, key);
      owners.set(withForm, this);
      this.#pages.set(key, withForm, { noUpdateTTL: true });
      return kept;
    }
    return body;
  }

  clear(): void {
    this.#pages.clear();
    this.#askedOnce.clear();
  }

  /** The bytes held now, as the bound counts them. */
  get bytes(): number {
    return this.#pages.calculatedSize;
  }
}
