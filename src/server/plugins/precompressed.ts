import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed body saves too little to pay for itself (the compress plugin's threshold). */
const COMPRESS_THRESHOLD = 1024;

/** br where the client takes it, else gzip, else none; an encoding with q=0 is refused by the client. */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends JSON made already (text, or its UTF-8 bytes) as it is, compressed in the encoding the client
 * prefers. The
 * compressed form comes from `compressed`, so a caller that keeps it (the list's page cache) compresses
 * once per encoding instead of once per request; the compress plugin leaves an encoded body alone.
 */
export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string | Buffer,
  compressed: (encoding: ContentEncoding) => Buffer,
) {
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || json.length < COMPRESS_THRESHOLD) return reply.send(json as never);
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return reply.send(compressed(encoding) as never);
}
