import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import type { Localized } from '../../domain/language';
import { AppError } from './errors';

/**
 * Our deepest payload is three levels; a few hundred thousand brackets in a small body would still cost
 * the parser and the validation (which walks the tree recursively) far more than the bytes suggest.
 */
export const MAX_JSON_DEPTH = 32;

/** Every route's limit unless it says otherwise: the largest form (a contact message) fits easily. */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

/**
 * For the routes that take a picture as a data URL: the largest picture in base64 (4 characters per 3
 * bytes), plus room for the other fields at their longest and for line breaks inside the base64.
 */
export const PICTURE_BODY_LIMIT = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 512 * 1024;

const TOO_DEEP: Localized = {
  nl: 'De gegevens zijn te diep genest.',
  en: 'The data is nested too deeply.',
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether objects and arrays in this JSON text go deeper than `maxDepth`, counting brackets outside
 * strings. One pass without building anything, so a hostile body is refused before JSON.parse sees it;
 * broken JSON is left for the parser to refuse.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = closingQuote(text, i);
      if (i === -1) return false;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) {
      depth -= 1;
    }
  }
  return false;
}

/** Jumps over a string (a picture's base64 is megabytes of one string) to the quote that ends it. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
  return end;
}

function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes += 1;
  return backslashes % 2 === 1;
}

/**
 * JSON bodies: Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys) after a
 * nesting check. Its size limit is the route's bodyLimit, checked while the body streams in.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(400, TOO_DEEP), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

export const jsonBody = fp(jsonBodyPlugin, { name: 'json-body', dependencies: ['errors'] });
