import { z } from 'zod';
import { singleLineText } from '../text';
import { FACETS } from './facets';

// POST /api/activities/import-from-url: an administrator names an event page, the server reads it (only
// through the safe fetcher) and answers the activity form's fields it found. Shared by the route, its
// OpenAPI document and the admin dialog.

/** The longest page address accepted, as for every link of an activity. */
export const IMPORT_URL_MAX = 2000;

/**
 * The request. A missing or blank URL is not a validation issue here but the spec's own message
 * ('Geen URL'), answered by the service, so the schema only keeps out control characters and giants.
 */
export const importFromUrlRequestSchema = z.object({
  url: singleLineText().max(IMPORT_URL_MAX, 'tooLong').nullish(),
});
export type ImportFromUrlRequest = z.input<typeof importFromUrlRequestSchema>;

/** The activity fields an import may fill, with the activity payload's length limits (./input.ts). */
export const IMPORTED_TEXT_LIMITS = {
  title: 200,
  subtitle: 300,
  description: 20_000,
  meetingPoint: 200,
  streetAddress: 200,
  city: 100,
  postalCode: 20,
  price: 100,
  websiteUrl: IMPORT_URL_MAX,
  ticketUrl: IMPORT_URL_MAX,
} as const;
export type ImportedTextField = keyof typeof IMPORTED_TEXT_LIMITS;

/**
 * An event's texts as another site wrote them (an event page, a calendar), before the text rules above:
 * raw strings, one for each field an import may fill. The page import and the calendar sources read
 * them alike.
 */
export type FoundEventText = { [field in ImportedTextField]?: string };

const text = (field: ImportedTextField) => z.string().max(IMPORTED_TEXT_LIMITS[field]).optional();

/** The answer: only the fields the page gave; the dialog fills those and leaves the rest as they are. */
export const importedActivitySchema = z.object({
  /** The page that was read (the address typed, not where redirects ended). */
  sourceUrl: z.string().max(IMPORT_URL_MAX),
  title: text('title'),
  subtitle: text('subtitle'),
  /** Plain text (HTML tags removed, entities decoded); paragraphs separated by an empty line. */
  description: text('description'),
  /** 'yyyy-MM-dd' and 'HH:mm', as the event is in Europe/Amsterdam. */
  startDate: z.string().optional(),
  startTime: z.string().optional(),
  endDate: z.string().optional(),
  endTime: z.string().optional(),
  /** The place's name. */
  meetingPoint: text('meetingPoint'),
  streetAddress: text('streetAddress'),
  city: text('city'),
  postalCode: text('postalCode'),
  /** 'Gratis' for a free event, '€12.50' for a euro amount, otherwise the amount and its currency. */
  price: text('price'),
  websiteUrl: text('websiteUrl'),
  ticketUrl: text('ticketUrl'),
  /**
   * What the page says about who can come, where schema.org says it (accessibilityFeature,
   * amenityFeature, typicalAgeRange): stored facets only, never 'free' (that is the price's).
   */
  facets: z.array(z.enum(FACETS)).max(FACETS.length).optional(),
  /** The page's picture, fetched and stored as any upload; absent when there was none or it failed. */
  image: z
    .object({
      /** The stored image's URL key. */
      id: z.string(),
      /** Where it is served: '/api/images/<key>/full.webp'. */
      url: z.string(),
    })
    .optional(),
});
export type ImportedActivity = z.infer<typeof importedActivitySchema>;

// C0 and C1 control characters and DEL; line breaks and tabs are handled before this is applied.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A text from someone else's page made fit for the form: control characters removed, white space
 * folded (a multi-line text keeps its paragraphs, one empty line between them), trimmed and cut to the
 * field's length at a character boundary. Empty results are undefined, so the field is left out.
 */
export function cleanImportedText(
  value: string | null | undefined,
  max: number,
  lines: 'single' | 'multi' = 'single',
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const unified = value.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  const cleaned =
    lines === 'multi'
      ? unified
          .split(/\n[ \t]*\n\s*/)
          .map((paragraph) => paragraph.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join('\n\n')
      : unified.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (!cleaned) return undefined;
  if (cleaned.length <= max) return cleaned;
  // Lengths count UTF-16 units, as zod's max does; never keep half of a surrogate pair (an emoji).
  const cut = cleaned.slice(0, max);
  return (/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}
