import type { ActivityFormField, ActivityFormValues } from './form-values';

/** The Dutch fields POST /api/translate-to-english takes, only those with text. */
export const TRANSLATABLE_FIELDS = {
  title: 'titleEn',
  subtitle: 'subtitleEn',
  description: 'descriptionEn',
  ontmoetingsscoreExplanation: 'ontmoetingsscoreExplanationEn',
  meetingPoint: 'meetingPointEn',
  streetAddress: 'streetAddressEn',
  city: 'cityEn',
  keywords: 'keywordsEn',
} as const satisfies Partial<Record<ActivityFormField, ActivityFormField>>;
export type TranslatableField = keyof typeof TRANSLATABLE_FIELDS;

export function translationRequest(values: ActivityFormValues): Partial<Record<TranslatableField, string>> {
  const request: Partial<Record<TranslatableField, string>> = {};
  for (const key of Object.keys(TRANSLATABLE_FIELDS) as TranslatableField[]) {
    const value = values[key].trim();
    if (value) request[key] = value;
  }
  return request;
}

/** The English answer as form changes: each translated key into its *En field. */
export function translationToForm(
  answer: Partial<Record<string, unknown>>,
): Partial<Record<(typeof TRANSLATABLE_FIELDS)[TranslatableField], string>> {
  const changes: Partial<Record<(typeof TRANSLATABLE_FIELDS)[TranslatableField], string>> = {};
  for (const [nl, en] of Object.entries(TRANSLATABLE_FIELDS)) {
    const value = answer[nl];
    if (typeof value === 'string' && value.trim()) changes[en] = value;
  }
  return changes;
}
