import type { Language } from './language';

/**
 * What a person reads for a stored tag, given the English names at hand: its English name in English
 * where known, else the tag itself. The table is english-tags.ts (tagLabel there); the client fetches it
 * only for an English page (src/client/lib/tag-labels.ts), so this rule lives apart from it.
 */
export function tagLabelFrom(
  englishNames: Readonly<Record<string, string>>,
  tag: string,
  language: Language,
): string {
  if (language === 'nl') return tag;
  return Object.hasOwn(englishNames, tag) ? (englishNames[tag] ?? tag) : tag;
}
