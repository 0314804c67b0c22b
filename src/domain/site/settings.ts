import { z } from 'zod';
import { emailAddress, multiLineText, phoneNumber, singleLineText } from '../text';
import { carriesReadableText, isHexColour, textColourOn } from './colour-contrast';

// What makes a Meedoen site the operator's own (issue #47): its name, tagline, logo and main colour, its
// contact details, and who may join and propose. Administrators set them in the admin area; every page,
// feed, widget and mail reads them (GET /api/settings). What was never set reads as the demo site's.

export const SITE_NAME_MAX = 60;
export const TAGLINE_MAX = 140;
export const ADDRESS_MAX = 300;
export const OPENING_HOURS_MAX = 400;
export const SITE_PHONE_MAX = 30;

const bilingual = <T extends z.ZodType>(field: T) => z.object({ nl: field, en: field });

/** '#rrggbb' (lower case) that near-black or white text can be read on: the main and partner colours. */
export const readableColour = singleLineText('invalidColour')
  .trim()
  .toLowerCase()
  .refine(isHexColour, 'invalidColour')
  .refine(carriesReadableText, 'colourContrast');

/** The site's name, tagline and main colour (the logo has routes of its own). */
export const siteIdentityInputSchema = z.object({
  name: singleLineText('siteNameRequired').trim().min(1, 'siteNameRequired').max(SITE_NAME_MAX, 'tooLong'),
  tagline: bilingual(singleLineText().trim().max(TAGLINE_MAX, 'tooLong')),
  /** '#rrggbb'; refused when neither near-black nor white text on it reaches WCAG AA (4.5:1). */
  mainColour: readableColour,
});
export type SiteIdentityInput = z.output<typeof siteIdentityInputSchema>;

/** How people reach the operator: shown in the footer and on the contact page, named by privacy and terms. */
export const siteContactInputSchema = z.object({
  email: emailAddress().max(254, 'tooLong'),
  phone: phoneNumber(SITE_PHONE_MAX),
  /** Several lines: organisation, street, postcode and town. */
  address: multiLineText().trim().max(ADDRESS_MAX, 'tooLong'),
  /** Several lines, in each language. */
  openingHours: bilingual(multiLineText().trim().max(OPENING_HOURS_MAX, 'tooLong')),
});
export type SiteContact = z.output<typeof siteContactInputSchema>;

/** PUT /api/settings: each part given replaces that part; what is left out stays as it is. */
export const siteSettingsUpdateSchema = z.object({
  identity: siteIdentityInputSchema.optional(),
  contact: siteContactInputSchema.optional(),
  /** false: people join only through an administrator's invitation. */
  registrationOpen: z.boolean({ error: 'invalidBoolean' }).optional(),
  membersMayPropose: z.boolean({ error: 'invalidBoolean' }).optional(),
});
export type SiteSettingsUpdate = z.output<typeof siteSettingsUpdateSchema>;

/** GET /api/settings: what every page needs of the site, public. */
export const siteSettingsSchema = z.object({
  name: z.string(),
  tagline: z.object({ nl: z.string(), en: z.string() }),
  mainColour: z.string(),
  /** The text colour on the main colour: '#111111' or '#ffffff'. */
  mainTextColour: z.string(),
  /** The uploaded logo (square thumb), or null: the site shows its name with the standard mark. */
  logoUrl: z.string().nullable(),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    openingHours: z.object({ nl: z.string(), en: z.string() }),
  }),
  registrationOpen: z.boolean(),
  membersMayPropose: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What an administrator has stored, one part a site_settings row (a part never stored is absent). */
export interface StoredSiteSettings {
  identity?: unknown;
  contact?: unknown;
  registrationOpen?: unknown;
  membersMayPropose?: unknown;
  /** The id of the logo's images row. */
  logoImageId?: unknown;
}

/** The site_settings row names of the parts above. */
export const SITE_SETTING_NAMES = [
  'identity',
  'contact',
  'registrationOpen',
  'membersMayPropose',
  'logoImageId',
] as const;
export type SiteSettingName = (typeof SITE_SETTING_NAMES)[number];

export const DEFAULT_IDENTITY: SiteIdentityInput = {
  name: 'Meedoen',
  tagline: {
    nl: 'De activiteitenagenda om nieuwe mensen te ontmoeten',
    en: 'The activity agenda for meeting new people',
  },
  mainColour: '#facc15',
};

export const DEFAULT_CONTACT: SiteContact = {
  email: 'info@meedoen.nl',
  phone: '088 123 45 67',
  address: 'Meedoen\nStationsplein 1\n5611 AB Eindhoven',
  openingHours: {
    nl: 'Maandag t/m vrijdag: 09:00 – 17:00\nZaterdag en zondag: gesloten\nWe reageren op werkdagen binnen 24 uur.',
    en: 'Monday to Friday: 09:00 – 17:00\nSaturday and Sunday: closed\nWe reply within 24 hours on working days.',
  },
};

/**
 * The settings as the site shows them: each stored part that still passes today's rules, else the
 * default (a part stored by an older version, or by hand, never breaks a page).
 */
export function siteSettingsFrom(stored: StoredSiteSettings, logoUrl: string | null): SiteSettings {
  const identity = siteIdentityInputSchema.safeParse(stored.identity).data ?? DEFAULT_IDENTITY;
  const contact = siteContactInputSchema.safeParse(stored.contact).data ?? DEFAULT_CONTACT;
  return {
    name: identity.name,
    tagline: identity.tagline,
    mainColour: identity.mainColour,
    mainTextColour: textColourOn(identity.mainColour).text,
    logoUrl,
    contact,
    registrationOpen: typeof stored.registrationOpen === 'boolean' ? stored.registrationOpen : true,
    membersMayPropose: typeof stored.membersMayPropose === 'boolean' ? stored.membersMayPropose : true,
  };
}
