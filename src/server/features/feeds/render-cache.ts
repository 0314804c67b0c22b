import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { entityTagOf } from '../../http/entity-tags';

/**
 * Feed texts already written, by what they were written from. Writing is the costly part of a feed:
 * ical-generator folds lines a character at a time (a TextEncoder per character), about 2 ms an event,
 * while reading the rows costs a query. Calendar apps poll the same few addresses again and again, so a
 * text is kept under a hash of everything it is made of (the rows as read, the language, the day, the
 * kind of feed): a changed row or a new day is another key, so a kept text is never stale, and the first
 * request after a change writes it anew. Bounded by size; unused texts make room.
 */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface FeedText {
  body: string;
  /** A weak entity tag: the compress plugin may send the same text in other bytes. */
  etag: string;
}

const texts = new LRUCache<string, FeedText>({
  maxSize: CACHE_BYTES,
  // Two bytes a UTF-16 code unit; the ETag and key are small beside a feed.
  sizeCalculation: (text) => text.body.length * 2 + 256,
});

const sha1 = (value: string) => createHash('sha1').update(value).digest('base64url');

/** The text `write` makes from `inputs`, written once while it is kept. `inputs` must be all it reads. */
export function feedText(inputs: unknown, write: () => string): FeedText {
  const key = sha1(JSON.stringify(inputs));
  const kept = texts.get(key);
  if (kept) return kept;
  const body = write();
  const text = { body, etag: entityTagOf(body, { weak: true }) };
  texts.set(key, text);
  return text;
}
