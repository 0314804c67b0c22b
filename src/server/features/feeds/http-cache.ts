import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedText } from './render-cache';

/**
 * Calendar apps and feed readers poll; a short shared cache spares the database, and the entity tag lets
 * a poll that finds nothing new cost one 304. A feed that depends on who asks (favourites) is private.
 */
const PUBLIC_CACHE = 'public, max-age=300';
const PRIVATE_CACHE = 'private, no-cache';

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 has it for GET). */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Sends a feed's text with its cache headers, or a 304 when the client already has it. */
export function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: FeedText,
  options: { contentType: string; personal: boolean; filename?: string },
) {
  // The text is in the language of Accept-Language unless ?lang= says it, and ?lang= is in the URL.
  reply
    .header('etag', etag)
    .header('cache-control', options.personal ? PRIVATE_CACHE : PUBLIC_CACHE)
    .header('vary', 'Accept-Language');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) return reply.status(304).send();
  if (options.filename) reply.header('content-disposition', `attachment; filename="${options.filename}"`);
  return reply.type(options.contentType).send(body);
}
