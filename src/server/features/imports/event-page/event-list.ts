import * as cheerio from 'cheerio';
import { assertHtmlDepth } from '../../../outside-content/limits';
import { formFields } from './form-fields';
import { readJsonLdEvents } from './json-ld';

/** One event of a page's list, as the import form's cleaned fields, with what names it on the page. */
export interface ListedEvent {
  /** The event's @id or url (absolute), else its title and start: the same event read again has the same. */
  key: string;
  fields: ReturnType<typeof formFields>;
}

/**
 * The schema.org Events of a page (a calendar source that is a web page): each through the import's
 * text and date rules (form-fields.ts). Runs in the outside-content worker; a page nested too deep is
 * refused before any tree of it is built.
 */
export function readEventList(html: string, pageUrl: string): ListedEvent[] {
  assertHtmlDepth(html);
  const $ = cheerio.load(html);
  return readJsonLdEvents($).map(({ id, found }) => {
    const fields = formFields(found, pageUrl);
    let key = `${fields.title ?? ''}|${found.start ?? ''}`;
    if (id) {
      try {
        key = new URL(id, pageUrl).href;
      } catch {
        key = id;
      }
    }
    return { key: key.slice(0, 500), fields };
  });
}
