import * as cheerio from 'cheerio';
import { assertHtmlDepth } from '../../../outside-content/limits';
import type { FoundEvent } from './found-event';
import { readHEvent } from './h-event';
import { readJsonLdEvent } from './json-ld';
import { readOpenGraph } from './open-graph';

/**
 * Everything an HTML page says about its event, merged field by field: schema.org JSON-LD first (the
 * most precise), then a microformats h-event, then Open Graph and meta tags. A field one source lacks
 * is taken from the next, so a JSON-LD event without a picture still gets the page's og:image.
 * Runs in the outside-content worker (outside-content/tasks.ts); a page nested too deep is refused
 * before any tree of it is built.
 */
export function readEventPage(html: string, pageUrl: string): FoundEvent {
  assertHtmlDepth(html);
  const $ = cheerio.load(html);
  const sources = [readJsonLdEvent($), readHEvent(html, pageUrl), readOpenGraph($)];
  const merged: FoundEvent = {};
  for (const source of sources) {
    for (const field of Object.keys(source) as (keyof FoundEvent)[]) {
      (merged as Record<string, unknown>)[field] ??= source[field];
    }
  }
  return merged;
}
