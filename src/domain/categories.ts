import labels from './category-labels.json';
import type { Localized } from './language';

/**
 * The 13 categories of spec section 3, in their order: each key is what is stored in
 * `activities.category`, and its labels (category-labels.json) are what people read. `meedoen` is the
 * category for the product's own events.
 */
export type CategoryKey = keyof typeof labels;
export const CATEGORY_KEYS = Object.keys(labels) as CategoryKey[];
export const CATEGORIES: readonly { key: CategoryKey; label: Localized }[] = CATEGORY_KEYS.map((key) => ({
  key,
  label: labels[key],
}));

export function categoryLabel(key: string, lang: 'nl' | 'en'): string {
  return CATEGORIES.find((c) => c.key === key)?.label[lang] ?? key;
}
