import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';

// The admin dialog's "translate to English" helper (spec section 7): the Dutch texts of an activity go
// in, the same keys come back in English for the *En fields. One schema for the server and the form.

/** The activity fields the helper translates, with the lengths and line rules of ./input.ts. */
const TRANSLATABLE = {
  title: { max: 200, lines: 'single' },
  subtitle: { max: 300, lines: 'single' },
  description: { max: 20_000, lines: 'multi' },
  ontmoetingsscoreExplanation: { max: 2000, lines: 'multi' },
  meetingPoint: { max: 200, lines: 'single' },
  streetAddress: { max: 200, lines: 'single' },
  city: { max: 100, lines: 'single' },
  keywords: { max: 1000, lines: 'single' },
} as const;

export type TranslatableField = keyof typeof TRANSLATABLE;
export const TRANSLATABLE_FIELDS = Object.keys(TRANSLATABLE) as TranslatableField[];

/** A field of the request: optional, the field's own length and line rules (./text.ts). */
const field = (key: TranslatableField) => {
  const { max, lines } = TRANSLATABLE[key];
  return (lines === 'multi' ? multiLineText() : singleLineText()).max(max, 'tooLong').optional();
};

/** POST /api/translate-to-english: any of the fields, each optional; empty ones are not translated. */
export const translateToEnglishSchema = z.object({
  title: field('title'),
  subtitle: field('subtitle'),
  description: field('description'),
  ontmoetingsscoreExplanation: field('ontmoetingsscoreExplanation'),
  meetingPoint: field('meetingPoint'),
  streetAddress: field('streetAddress'),
  city: field('city'),
  keywords: field('keywords'),
});
export type TranslateToEnglishInput = z.infer<typeof translateToEnglishSchema>;

/** The answer: the given, non-empty keys in English; the others are absent. */
export const translateToEnglishResponseSchema = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  description: z.string().optional(),
  ontmoetingsscoreExplanation: z.string().optional(),
  meetingPoint: z.string().optional(),
  streetAddress: z.string().optional(),
  city: z.string().optional(),
  keywords: z.string().optional(),
});
export type TranslateToEnglishResult = z.infer<typeof translateToEnglishResponseSchema>;
