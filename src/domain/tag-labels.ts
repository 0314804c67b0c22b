import { ENGLISH_TAGS } from './english-tags';
import type { Language } from './language';

/** What a person reads for a stored tag: its English name in English where known, else the tag itself. */
export function tagLabel(tag: string, language: Language): string {
  if (language === 'nl') return tag;
  return Object.hasOwn(ENGLISH_TAGS, tag) ? (ENGLISH_TAGS[tag] ?? tag) : tag;
}
