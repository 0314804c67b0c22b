import {
  cleanImportedText,
  IMPORT_URL_MAX,
  IMPORTED_TEXT_LIMITS,
  type ImportedActivity,
  type ImportedTextField,
} from '../../../../domain/activities/import';
import { amsterdamDateTime } from './event-dates';
import type { FoundEvent } from './found-event';
import { readEventPage } from './read-event-page';

/** What the import makes of a page: the form's fields, and the address of its picture (if any). */
export interface ImportForm {
  fields: Omit<ImportedActivity, 'sourceUrl' | 'image'>;
  imageUrl?: string;
}

/**
 * An event page as the form's fields. Runs in the outside-content worker (outside-content/tasks.ts):
 * everything done with the page's text, up to the cleaned fields, is done there.
 */
export function readImportForm(html: string, pageUrl: string): ImportForm {
  const found = readEventPage(html, pageUrl);
  return { fields: formFields(found, pageUrl), imageUrl: found.imageUrl };
}

/** The found values through the text rules, dates in Amsterdam, links absolute and http(s) only. */
export function formFields(found: FoundEvent, pageUrl: string): Omit<ImportedActivity, 'sourceUrl'> {
  const text = (field: ImportedTextField, value: string | undefined) =>
    cleanImportedText(value, IMPORTED_TEXT_LIMITS[field], field === 'description' ? 'multi' : 'single');
  const start = amsterdamDateTime(found.start);
  const end = amsterdamDateTime(found.end);
  const fields: Omit<ImportedActivity, 'sourceUrl'> = {
    title: text('title', found.title),
    subtitle: text('subtitle', found.subtitle),
    description: text('description', found.description),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    meetingPoint: text('meetingPoint', found.meetingPoint),
    streetAddress: text('streetAddress', found.streetAddress),
    city: text('city', found.city),
    postalCode: text('postalCode', found.postalCode),
    price: text('price', found.price),
    websiteUrl: link(found.websiteUrl, pageUrl),
    ticketUrl: link(found.ticketUrl, pageUrl),
    facets: found.facets?.length ? found.facets : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A link for the form: resolved against the page, http(s) with a dotted host, or nothing. */
function link(value: string | undefined, pageUrl: string): string | undefined {
  const written = cleanImportedText(value, IMPORT_URL_MAX);
  if (!written) return undefined;
  try {
    const url = new URL(written, pageUrl);
    const web = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    return web && !url.username && !url.password && url.href.length <= IMPORT_URL_MAX ? url.href : undefined;
  } catch {
    return undefined;
  }
}
