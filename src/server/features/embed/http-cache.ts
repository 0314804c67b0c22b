import type { FastifyReply } from 'fastify';

// Caching and cross-origin headers of the widget and its JSON. Both are public (the same answer for
// everyone: no session is read) and other sites load them on every page view, so browsers and shared
// caches keep them a minute and then ask again with the ETag, which costs a 304 without a body.

export const PUBLIC_SHORT_CACHE = 'public, max-age=60';

/**
 * Any site may read the JSON from its own pages' scripts. Never with credentials: the answer is the
 * same for everyone, and a wildcard origin with credentials is refused by browsers anyway.
 */
export function allowAnyOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'ETag, X-Total-Count');
}

/**
 * The preflight a browser sends before a GET with headers of its own (If-None-Match set by hand, a
 * library's X-Requested-With): allowed for any header, since no credentials are ever accepted.
 */
export function answerPreflight(reply: FastifyReply) {
  allowAnyOrigin(reply);
  return reply
    .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
    .header('access-control-allow-headers', '*')
    .header('access-control-max-age', '7200')
    .header('cache-control', 'public, max-age=7200')
    .status(204)
    .send();
}
