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

/**
 * A translated text within its field's length: a translation is often longer than the Dutch it came
 * from, and the form cannot save a text over the limit. A longer one is cut at a word boundary (line
 * breaks kept, no half of an emoji) and ends in an ellipsis, so the administrator sees it was cut.
 */
export function fitTranslation(key: TranslatableField, text: string): string {
  const { max } = TRANSLATABLE[key];
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  const kept = space > max / 2 ? cut.slice(0, space) : cut;
  // A loop, not a regular expression anchored at the end, which would try every position of the text.
  let end = kept.length;
  while (end > 0 && /[\s,.;:!?-]/.test(kept[end - 1]!)) end--;
  return `${kept.slice(0, end)}…`;
}

/** Whether a text passes the field's own rules (length, lines, characters), as the form checks them. */
export function fitsField(key: TranslatableField, text: string): boolean {
  return field(key).safeParse(text).success;
}

/** The shape of an object with every translatable field, each field's schema made by `make`. */
function everyField<S extends z.ZodType>(make: (key: TranslatableField) => S): Record<TranslatableField, S> {
  return Object.fromEntries(TRANSLATABLE_FIELDS.map((key) => [key, make(key)])) as Record<
    TranslatableField,
    S
  >;
}

/** POST /api/translate-to-english: any of the fields, each optional; empty ones are not translated. */
export const translateToEnglishSchema = z.object(everyField(field));
export type TranslateToEnglishInput = z.infer<typeof translateToEnglishSchema>;

/** The answer: the given, non-empty keys in English; the others are absent. */
export const translateToEnglishResponseSchema = z.object(everyField(() => z.string().optional()));
export type TranslateToEnglishResult = z.infer<typeof translateToEnglishResponseSchema>;
