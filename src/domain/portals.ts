import { z } from 'zod';

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
