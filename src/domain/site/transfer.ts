import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';
import { isHexColour } from './colour-contrast';
import { siteContactInputSchema, siteIdentityInputSchema } from './settings';

// The site's settings as one JSON file (issue #47, item 6): GET /api/settings/export writes it and
// POST /api/settings/import reads it on another server. Pictures travel inside as data URLs; a partner
// names its portal by slug, since ids differ between servers. Every part is checked by the same rules as
// when an administrator types it, before anything is written.

export const SETTINGS_FILE_VERSION = 1;
export const SETTINGS_FILE_NAME = 'meedoen-instellingen.json';

/** The pages an operator writes (`page:{slug}` rows). */
export const SITE_PAGE_SLUGS = ['about', 'business', 'privacy', 'terms', 'faq', 'accessibility'] as const;
export const SITE_PAGE_MAX = 100_000;
export const PARTNER_NAME_MAX = 100;
export const PARTNER_TOWN_MAX = 100;
export const PARTNER_DESCRIPTION_MAX = 1000;
export const PARTNER_URL_MAX = 2000;

/** A picture as a `data:image/...;base64,` URL; its bytes are checked when it is stored. */
const pictureDataUrl = z
  .string()
  .max(8 * 1024 * 1024, 'tooLong')
  .nullable();

const pageText = multiLineText().max(SITE_PAGE_MAX, 'tooLong');

const webAddress = singleLineText()
  .trim()
  .max(PARTNER_URL_MAX, 'tooLong')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'invalidUrl');

export const exportedPartnerSchema = z.object({
  name: singleLineText('required').trim().min(1, 'required').max(PARTNER_NAME_MAX, 'tooLong'),
  town: singleLineText().trim().max(PARTNER_TOWN_MAX, 'tooLong').nullable(),
  descriptionNl: multiLineText().trim().max(PARTNER_DESCRIPTION_MAX, 'tooLong'),
  descriptionEn: multiLineText().trim().max(PARTNER_DESCRIPTION_MAX, 'tooLong'),
  /** The logo as a data URL; null: the initials on `colour`. */
  logo: pictureDataUrl,
  colour: singleLineText('invalidColour').trim().toLowerCase().refine(isHexColour, 'invalidColour'),
  websiteUrl: webAddress.nullable(),
  /** The slug of the partner's own portal on this site; it must exist where the file is read. */
  portalSlug: singleLineText().trim().min(1).max(200, 'tooLong').nullable(),
  shown: z.boolean({ error: 'invalidBoolean' }),
  position: z.number().int().min(-1_000_000).max(1_000_000),
});
export type ExportedPartner = z.output<typeof exportedPartnerSchema>;

export const settingsFileSchema = z.object({
  version: z.literal(SETTINGS_FILE_VERSION, { error: 'settingsFileVersion' }),
  exportedAt: z.string().max(40).optional(),
  settings: z.object({
    identity: siteIdentityInputSchema,
    contact: siteContactInputSchema,
    registrationOpen: z.boolean({ error: 'invalidBoolean' }),
    membersMayPropose: z.boolean({ error: 'invalidBoolean' }),
  }),
  /** The site's logo as a data URL, or null. */
  logo: pictureDataUrl,
  /** Every page the operator wrote, by slug: { nl, en } in Markdown. */
  pages: z.partialRecord(
    z.enum(SITE_PAGE_SLUGS, { error: 'invalidChoice' }),
    z.object({ nl: pageText, en: pageText }),
  ),
  partners: z.array(exportedPartnerSchema).max(500),
});
export type SettingsFile = z.output<typeof settingsFileSchema>;
