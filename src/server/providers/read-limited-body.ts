// Reading an outside service's answer (translation, the assistant's model, the image generator) with a
// cap: a service gone wrong, or one that was never what it claimed, must not make the server buffer
// whatever it sends. The safe fetcher (safe-url-fetcher.ts) caps what a person's URL answers the same
// way, on node's own HTTP client.

/** An answer that passed its cap: nothing of it is used, and the rest is not read. */
export class AnswerTooLarge extends Error {
  constructor(public readonly maxBytes: number) {
    super(`answer larger than ${maxBytes} bytes`);
  }
}

/**
 * The body as bytes, refused as soon as it passes `maxBytes`: an uncompressed answer that declares a
 * larger length before any of it is read, any other when the bytes read (after decompression, so a
 * small gzip bomb stops as early as a big answer) pass the cap. The connection is then cancelled.
 */
export async function readLimitedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const encoding = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if ((encoding === 'identity' || encoding === '') && Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerTooLarge(maxBytes);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
