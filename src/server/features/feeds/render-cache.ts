import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { entityTagOf } from '../../http/entity-tags';
import type { FeedRow } from './repository';

/**
 * What the feeds have already written, kept by what it was written from. Writing is the costly part of
 * a feed: ical-generator folds lines a character at a time (a TextEncoder per character), about 1.3 ms
 * an event, while reading the rows costs a query. Two levels:
 *
 * - whole texts, for the same feed asked again (calendar apps poll the same few addresses);
 * - each activity's piece (its VEVENT, its RSS item) per language and kind, so a feed whose filter is
 *   new only joins pieces already written: anyone can vary a feed's address, and every new address
 *   would otherwise write up to 100 events afresh.
 *
 * Both are kept under a digest of everything they are made of (the row as read, the language, the
 * day, the kind of feed): a changed row or a new day is another key, so a kept text is never stale and
 * nothing needs to be told of a change. The row's own digest rather than its updated_at: next_date
 * moves on without the row being edited, and a column written without touching updated_at must not
 * leave an old text behind. Bounded by size; unused texts make room.
 *
 * One per application (made with the feed routes), never module state: tests and the processes of a
 * scale-out each have their own.
 */
// Together the 32 MB the whole texts alone had: a 100-event calendar is about 300 KB here (about 50
// kept), an event's piece 1 to 3 KB (thousands kept, each serving every filter it appears in).
const TEXT_BYTES = 16 * 1024 * 1024;
const PIECE_BYTES = 16 * 1024 * 1024;

export interface FeedText {
  body: string;
  /** A weak entity tag: the compress plugin may send the same text in other bytes. */
  etag: string;
}

const sha1 = (value: string) => createHash('sha1').update(value).digest('base64url');

/** A short name for everything a feed shows of a row: another value in any column is another digest. */
export const rowDigest = (row: FeedRow): string => sha1(JSON.stringify(row));

export class FeedRenderCache {
  readonly #texts = new LRUCache<string, FeedText>({
    maxSize: TEXT_BYTES,
    // Two bytes a UTF-16 code unit; the ETag and key are small beside a feed.
    sizeCalculation: (text) => text.body.length * 2 + 256,
  });
  readonly #pieces = new LRUCache<string, string>({
    maxSize: PIECE_BYTES,
    sizeCalculation: (piece) => piece.length * 2 + 128,
  });

  /** The text `write` makes from `inputs`, written once while it is kept. `inputs` must be all it reads. */
  text(inputs: unknown, write: () => string): FeedText {
    const key = sha1(JSON.stringify(inputs));
    const kept = this.#texts.get(key);
    if (kept) return kept;
    const body = write();
    const text = { body, etag: entityTagOf(body, { weak: true }) };
    this.#texts.set(key, text);
    return text;
  }

  /** A piece of a feed, written once while it is kept. `key` must name all `write` reads. */
  piece(key: string, write: () => string): string {
    const kept = this.#pieces.get(key);
    if (kept !== undefined) return kept;
    const piece = write();
    this.#pieces.set(key, piece);
    return piece;
  }
}
