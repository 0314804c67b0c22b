import { z } from 'zod';
import { serialId } from '../ids';
import { multiLineText, singleLineText, webAddress } from '../text';
import messages from './partner-messages.json';
import { readableColour } from './settings';

// The operator's featured partners (issue #47, item 4): managed in the admin area, three of those shown
// drawn at random on the home and business pages. A partner without a logo shows its initials on its
// colour, so the colour must carry readable text as the site's main colour must.

export const PARTNER_NAME_MAX = 100;
export const PARTNER_TOWN_MAX = 100;
export const PARTNER_DESCRIPTION_MAX = 300;
/** How many partners the home and business pages feature at a time (the spec: 3 of 12). */
export const FEATURED_PARTNERS = 3;

const description = multiLineText('descriptionRequired')
  .trim()
  .min(1, 'descriptionRequired')
  .max(PARTNER_DESCRIPTION_MAX, 'tooLong');

/** POST /api/partners and PUT /api/partners/{id}: the whole partner (a PUT replaces it; the logo has routes of its own). */
export const partnerInputSchema = z.object({
  name: singleLineText('nameRequired').trim().min(1, 'nameRequired').max(PARTNER_NAME_MAX, 'tooLong'),
  /** '' for none. */
  town: singleLineText().trim().max(PARTNER_TOWN_MAX, 'tooLong').default(''),
  description: z.object({ nl: description, en: description }, { error: 'descriptionRequired' }),
  /** '#rrggbb', the background of the initials; refused when no text on it reads well. */
  colour: readableColour,
  /** http(s); '' or null for none. */
  websiteUrl: webAddress().transform((value) => value ?? null),
  /** The partner's organisation portal on this site, or null. */
  portalId: serialId('invalidChoice')
    .nullish()
    .transform((value) => value ?? null),
  shown: z.boolean({ error: 'invalidBoolean' }).default(true),
  /** The order in the admin list, lowest first. */
  position: z
    .number({ error: 'invalidPosition' })
    .int('invalidPosition')
    .min(-100000, 'invalidPosition')
    .max(100000, 'invalidPosition')
    .default(0),
});
export type PartnerInput = z.output<typeof partnerInputSchema>;

/** A partner as the API answers it. */
export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  town: z.string(),
  description: z.object({ nl: z.string(), en: z.string() }),
  /** The uploaded logo (square thumb), or null: the initials on the colour stand in for it. */
  logoUrl: z.string().nullable(),
  /** Two letters drawn on the colour when there is no logo. */
  initials: z.string(),
  colour: z.string(),
  /** The text colour on `colour`: '#111111' or '#ffffff'. */
  textColour: z.string(),
  websiteUrl: z.string().nullable(),
  portal: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  shown: z.boolean(),
  position: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET /api/partners: an administrator's ?all=true lists the hidden ones too. */
export const partnerListQuerySchema = z.object({
  all: z.enum(['true', 'false'], { error: 'invalidBoolean' }).optional(),
});

export const { PARTNER_NOT_FOUND, INVALID_PARTNER_ID, PARTNER_DELETED, PARTNER_PORTAL_UNKNOWN } = messages;

// Words that name no organisation on their own, left out of the initials.
const SMALL_WORDS = new Set([
  'de',
  'het',
  'een',
  "'t",
  'van',
  'voor',
  'aan',
  'en',
  'op',
  'the',
  'of',
  'and',
  'a',
]);

/**
 * The partner's initials: the first letters of the first and last words that count ('Buurthuis De
 * Ontmoeting' → 'BO'); one word gives its first two letters.
 */
export function partnerInitials(name: string): string {
  const words = name
    .split(/[\s\-–/&.,]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
    .filter((word, _i, all) => all.length === 1 || !SMALL_WORDS.has(word.toLowerCase()));
  const letters = (word: string) => [...word].filter((c) => /\p{L}|\p{N}/u.test(c));
  if (words.length === 0) return '?';
  if (words.length === 1) return letters(words[0]!).slice(0, 2).join('').toUpperCase();
  return `${letters(words[0]!)[0] ?? ''}${letters(words.at(-1)!)[0] ?? ''}`.toUpperCase();
}
