import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../../http/entity-tags';
import type { FeedText } from './render-cache';

/**
 * Calendar apps and feed readers poll; a short shared cache spares the database, and the entity tag lets
 * a poll that finds nothing new cost one 304. A feed that depends on who asks (favourites) is private.
 */
const PUBLIC_CACHE = 'public, max-age=300';
const PRIVATE_CACHE = 'private, no-cache';

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
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (options.filename) reply.header('content-disposition', `attachment; filename="${options.filename}"`);
  return reply.type(options.contentType).send(body);
}
