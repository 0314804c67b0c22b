import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { brotliOptions, gzipOptions } from '../../../http/compression';
import type { ContentEncoding } from '../../../plugins/precompressed';
import { Doorkeeper, hashOfText } from './doorkeeper';

export type PageEncoding = ContentEncoding;

/**
 * A finished list page: its JSON in UTF-8 bytes, as pieces that make it when joined (`[`, the cards'
 * bytes from card-texts.ts with commas between them, `]`), so that a page made for one answer is
 * compressed without a buffer of its own (compressedPage). Joined for good when its bytes are wanted as
 * they are, or when the cache keeps it (pageBody). `encoded` keeps its compressed forms once asked for.
 */
export interface ListPage {
  json: readonly Buffer[];
  /** The JSON's length in bytes. */
  byteLength: number;
  total: number;
  encoded: Partial<Record<PageEncoding, Buffer>>;
  /** The cache that keeps the page (null: made for one answer), so its compressed forms are kept with it. */
  keptBy: ListPageCache | null;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The page whose JSON is the array of these JSON values (its cards). */
export function listPageOf(cards: readonly Buffer[], total: number): ListPage {
  const json: Buffer[] = [OPEN];
  let byteLength = 2;
  cards.forEach((card, i) => {
    if (i > 0) json.push(COMMA);
    json.push(card);
    byteLength += card.length + (i > 0 ? 1 : 0);
  });
  json.push(CLOSE);
  return { json, byteLength, total, encoded: {}, keptBy: null };
}

/**
 * The page's JSON as one buffer of its own, joined once: the cards' bytes may share one of Buffer's
 * 8 KB slabs with others (card-texts.ts), which a kept page would keep alive.
 */
export function pageBody(page: ListPage): Buffer {
  if (page.json.length === 1) return page.json[0]!;
  const body = copyInto(page.json, Buffer.allocUnsafeSlow(page.byteLength));
  page.json = [body];
  return body;
}

/** The pieces one after another at the start of `into` (long enough for them): the part they fill. */
function copyInto(pieces: readonly Buffer[], into: Buffer): Buffer {
  let at = 0;
  for (const piece of pieces) at += piece.copy(into, at);
  return into.subarray(0, at);
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
  return 2 * key.length + page.byteLength + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
}

// Where a page not joined yet is joined for the compressor: one buffer, kept and reused (grown to the
// largest page asked for), since compressing is synchronous and its answer is a buffer of its own. Most
// pages are made for one answer, and a new 20 KB buffer for each was work for the garbage collector.
let joined = Buffer.allocUnsafeSlow(64 * 1024);

function jsonToCompress(page: ListPage): Buffer {
  if (page.json.length === 1) return page.json[0]!;
  if (joined.length < page.byteLength) joined = Buffer.allocUnsafeSlow(page.byteLength);
  return copyInto(page.json, joined);
}

/** Most pages are made for one request: compressed as every answer made for one (http/compression.ts). */
function compress(page: ListPage, encoding: PageEncoding): Buffer {
  const json = jsonToCompress(page);
  return encoding === 'br'
    ? zlib.brotliCompressSync(json, {
        params: { ...brotliOptions.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
      })
    : zlib.gzipSync(json, gzipOptions);
}

/** The page compressed with `encoding`: kept with the page while a cache holds it, else made anew. */
export function compressedPage(page: ListPage, encoding: PageEncoding): Buffer {
  return page.keptBy?.encoded(page, encoding) ?? compress(page, encoding);
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
  // The filters asked for lately (offer()): a page is kept on its second asking. Keeping every page
  // made for one request cost more than the cache saved on a varied workload (the varied workload was
  // slower with the cache than without it): each page outlived the young generation and was copied and
  // later collected, and the few repeated filters were evicted by one-off ones. The last 8,192 filters
  // are kept as bits by a doorkeeper, which costs far less than an LRU of their keys (a collision, about
  // one in a hundred, keeps a page on its first asking).
  readonly #askedLately = new Doorkeeper(20, 8192);

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
    pageBody(page);
    this.#keys.set(page, key);
    page.keptBy = this;
    this.#pages.set(key, page, { ttl: ttlMs });
  }

  /** Keeps the page when its filter was asked for before (recently), and remembers the filter if not. */
  offer(key: string, page: ListPage, ttlMs: number): void {
    if (this.#askedLately.seen(hashOfText(key))) this.set(key, page, ttlMs);
  }

  /**
   * The page compressed with `encoding`: made once, then kept with the page while it is cached. The
   * cache counts sizes when a page is stored, so the page is stored again (as a copy with the new form,
   * keeping its expiry) to count the new bytes.
   */
  encoded(page: ListPage, encoding: PageEncoding): Buffer {
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const body = compress(page, encoding);
    const key = this.#keys.get(page);
    if (key !== undefined && this.#pages.peek(key) === page) {
      // zlib answers with a view of its 16 KB output buffer; a kept 3 KB view would keep all 16 KB alive.
      // An exact-size copy of its own (not from Buffer's shared 8 KB pool, which a kept slice also pins).
      const kept = Buffer.allocUnsafeSlow(body.length);
      body.copy(kept);
      const withForm: ListPage = { ...page, encoded: { ...page.encoded, [encoding]: kept } };
      this.#keys.set(withForm, key);
      this.#pages.set(key, withForm, { noUpdateTTL: true });
      return kept;
    }
    return body;
  }

  clear(): void {
    this.#pages.clear();
    this.#askedLately.clear();
  }

  /** The bytes held now, as the bound counts them. */
  get bytes(): number {
    return this.#pages.calculatedSize;
  }
}
