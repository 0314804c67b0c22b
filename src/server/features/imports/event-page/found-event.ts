import * as cheerio from 'cheerio';
import type { Facet } from '../../../../domain/activities/facets';
import type { FoundEventText } from '../../../../domain/activities/import';
import { assertHtmlDepth } from '../../../outside-content/limits';

/**
 * What one source on a page (JSON-LD, microformats, Open Graph) says about the event, before the text
 * rules: raw strings, dates as the page wrote them, the image as a possibly relative URL. The description
 * is plain text, paragraphs separated by an empty line; the price is already in the form the activity
 * form takes ('Gratis', '€12.50'). The service merges the sources field by field, best first, and cleans
 * the result.
 */
export interface FoundEvent extends FoundEventText {
  /** ISO 8601 as the page wrote it: a date, a local date-time, or one with an offset. */
  start?: string;
  end?: string;
  imageUrl?: string;
  /** What the page says about who can come (schema.org's accessibility words); stored facets only. */
  facets?: Facet[];
}

const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, section, article, blockquote, tr, ul, ol, table, pre';

/**
 * Text from a fragment of HTML as a person would read it: tags gone, entities decoded, each block
 * (paragraph, list item, heading) its own paragraph, a <br> a line break. A text without markup passes
 * through with only its entities decoded. A fragment comes from inside the page (a JSON-LD description),
 * where the page's own depth check did not look, so it is checked again.
 */
export function htmlToText(html: string): string {
  assertHtmlDepth(html);
  const $ = cheerio.load(`<body>${html}</body>`);
  $('script, style, template, noscript').remove();
  $('br').replaceWith('\n');
  $(BLOCKS).each((_, element) => {
    $(element).prepend('\n\n').append('\n\n');
  });
  return $('body').text();
}

/** Drops the fields without a non-blank value (an empty list too), so a merge never lets nothing win. */
export function withoutBlanks(found: FoundEvent): FoundEvent {
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '',
    ),
  ) as FoundEvent;
}

/**
 * Splits a one-line address such as 'Bibliotheek, Stationsplein 3, 2011 LR Haarlem' by its Dutch postal
 * code: what stands before the street (after a comma) is the place's name. Without a postal code the
 * line stays whole, as `whole` says (the place's name, or its street address).
 */
export function splitAddressLine(
  line: string,
  whole: 'meetingPoint' | 'streetAddress',
): Pick<FoundEvent, 'meetingPoint' | 'streetAddress' | 'postalCode' | 'city'> {
  const match = /^(.*?)[,\s]+(\d{4}\s?[A-Za-z]{2})\b[,\s]*([^,]*)/.exec(line.trim());
  if (!match) return { [whole]: line };
  const [, before = '', postalCode = '', city = ''] = match;
  const parts = before.split(',').map((part) => part.trim());
  const street = parts.pop() ?? '';
  return withoutBlanks({
    meetingPoint: parts.join(', '),
    streetAddress: street,
    postalCode: postalCode.toUpperCase(),
    city,
  });
}
