import { Parser } from 'htmlparser2';

// Limits every reader of outside content (event pages, JSON-LD, calendar feeds) keeps before it builds
// anything: the parsers behind them (parse5 under cheerio, the microformats parser) slow down with the
// depth of a document far more than with its size, and recursive readers run out of stack on it.

/** Elements open inside each other: real pages stay well under a hundred. */
export const HTML_DEPTH_MAX = 256;
/** Objects and arrays inside each other in one JSON text: JSON-LD needs about ten. */
export const JSON_DEPTH_MAX = 64;

/** Outside content nested deeper than its limit: refused before a tree of it is built. */
export class NestedTooDeep extends Error {
  constructor() {
    super('outside content nested too deep');
  }
}

/**
 * Throws NestedTooDeep when `html` opens more than `max` elements inside each other. htmlparser2 streams
 * the text without building a tree and counts the elements it closes on its own (void elements, a <p>
 * ended by the next block), so a page of unclosed tags counts as deep as it is.
 */
export function assertHtmlDepth(html: string, max = HTML_DEPTH_MAX): void {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > max) throw new NestedTooDeep();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
}

/**
 * JSON.parse, after one pass over the text that throws NestedTooDeep when its objects and arrays go
 * deeper than `max`: what reads the value afterwards may then recurse into it freely.
 */
export function parseJsonWithin(text: string, max = JSON_DEPTH_MAX): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) throw new NestedTooDeep();
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return JSON.parse(text);
}
