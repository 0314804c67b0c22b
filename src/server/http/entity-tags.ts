import { createHash } from 'node:crypto';

// Entity tags and conditional GETs, for every answer that is the same text for a while: the built
// client's pages, the widget and its JSON, the feeds, the stored pictures.

/**
 * The entity tag of a text: its SHA-256, shortened (27 base64url characters, 160 bits, are plenty to
 * tell versions apart). Weak where the compress plugin may send the same text gzip'ed or as brotli,
 * which are different bytes of the same representation.
 */
export function entityTagOf(body: string | Buffer, { weak }: { weak: boolean }): string {
  const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return weak ? `W/${tag}` : tag;
}

/**
 * Whether a conditional request's If-None-Match names this tag: one of a list or *, compared weakly
 * (W/ ignored on both sides), as RFC 9110 has it for GET and HEAD.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
