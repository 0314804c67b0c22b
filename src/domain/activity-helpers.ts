import { z } from 'zod';

// GET /api/admin/helpers: which of the activity dialog's helpers work on this site, so the dialog can
// say why a button is off before anyone presses it.

export const TRANSLATION_PROVIDERS = ['libretranslate', 'deepl'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

/** 'offline': covers are drawn on the server itself; 'provider': an image-generation service is set up. */
export const COVER_GENERATION_MODES = ['offline', 'provider'] as const;
export type CoverGenerationMode = (typeof COVER_GENERATION_MODES)[number];

export const activityHelpersSchema = z.object({
  translation: z.object({
    available: z.boolean(),
    provider: z.enum(TRANSLATION_PROVIDERS).nullable(),
  }),
  coverGeneration: z.enum(COVER_GENERATION_MODES),
});
export type ActivityHelpers = z.infer<typeof activityHelpersSchema>;
