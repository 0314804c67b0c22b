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
 * JSON made already, as the list's pages are: its length, its bytes for a client that takes no
 * compression, and its compressed form for one that does (from the caller, so that one that keeps the
 * form, the list's page cache, compresses once per encoding instead of once per request).
 */
export interface MadeJson {
  byteLength: number;
  bytes(): Buffer;
  compressed(encoding: ContentEncoding): Buffer;
}

/** Sends JSON made already as it is, compressed in the encoding the client prefers. */
export function sendMadeJson(request: FastifyRequest, reply: FastifyReply, json: MadeJson) {
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // The compress plugin leaves an encoded body alone, and one below its threshold too.
  if (!encoding || json.byteLength < COMPRESS_THRESHOLD) return reply.send(json.bytes() as never);
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return reply.send(json.compressed(encoding) as never);
}
