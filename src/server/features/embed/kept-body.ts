import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, preferredEncoding } from '../../plugins/precompressed';

// A widget is one page asked for by every visitor of the host site. It is kept (with the list page
// it is made from) and so are its compressed forms: compressing on every request would cost several
// times more than all the rest of a kept answer.

/** Below this a compressed body saves too little to pay for itself (the compress plugin's threshold). */
const COMPRESS_THRESHOLD = 1024;

/** A finished answer and its compressed forms, each made the first time a client asks for it. */
export interface KeptBody {
  text: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

export const keptBody = (text: string): KeptBody => ({ text, encoded: {} });

function compress(text: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      })
    : zlib.gzipSync(text, { level: 6 });
}

/**
 * Sends the body compressed in the encoding the client prefers (the compress plugin leaves a body that
 * already has a Content-Encoding alone), or as text. The route names Accept-Encoding in Vary, on its
 * 304s too.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, body: KeptBody) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || body.text.length < COMPRESS_THRESHOLD) return reply.send(body.text);
  let encoded = body.encoded[encoding];
  if (!encoded) {
    encoded = compress(body.text, encoding);
    body.encoded[encoding] = encoded;
  }
  return reply.header('content-encoding', encoding).send(encoded);
}
