import { z } from 'zod';
import { serialId } from './ids';
import { singleLineText } from './text';

// City and organisation portals (spec section 7) as the API answers them.

export const PORTAL_TYPES = ['city', 'organization'] as const;
export type PortalType = (typeof PORTAL_TYPES)[number];

/** A portal in a list or a dropdown. */
export const portalSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  city: z.string().nullable(),
});
export type PortalSummary = z.infer<typeof portalSummarySchema>;

/** One portal with its description, website and picture. */
export const portalSchema = portalSummarySchema.extend({
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Portal = z.infer<typeof portalSchema>;

/** GET /api/portals: ?type=city or ?type=organization narrows the list; '' means every type. */
export const portalListQuerySchema = z.object({
  type: z.union([z.enum(PORTAL_TYPES), z.literal('')], { error: 'invalidChoice' }).optional(),
});

// Portal administration (Admin → Portals).

export const PORTAL_NAME_MAX = 100;
export const PORTAL_CITY_MAX = 100;
export const PORTAL_SLUG_MAX = 60;

/**
 * A new or changed portal. `city`: for a city portal the place whose activities it shows (empty: its
 * name), for an organisation the place it is based in; empty means none.
 */
export const portalInputSchema = z.object({
  name: singleLineText('nameRequired').trim().min(1, 'nameRequired').max(PORTAL_NAME_MAX, 'tooLong'),
  type: z.enum(PORTAL_TYPES, { error: 'invalidChoice' }),
  city: singleLineText().trim().max(PORTAL_CITY_MAX, 'tooLong').optional(),
});
export type PortalInput = z.infer<typeof portalInputSchema>;

/** A portal in the administrators' table: with the number of activities that belong to it. */
export const portalOverviewSchema = portalSummarySchema.extend({ activityCount: z.number().int() });
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

/** DELETE /api/portals/{id}?moveTo={id}: where its activities go; needed when it has any. */
export const portalDeleteQuerySchema = z.object({ moveTo: serialId('invalidId').optional() });

/**
 * The address part a name gives: lower case, accents dropped, anything else between words a hyphen
 * ('Café De Boog!' → 'cafe-de-boog'); 'portal' when nothing of the name is left.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PORTAL_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'portal';
}

/** `base`, or `base-2`, `base-3`… : the first that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
