import type { Language } from '../../domain/language';
import { tagLabelFrom } from '../../domain/tag-labels';

// The client's tagLabel (as src/domain/tag-labels.ts's): the English names are a chunk of their own,
// fetched before the first render of an English page (i18nReady waits for it), so a Dutch page, where a
// tag reads as stored, does not load them.

let englishTags: Readonly<Record<string, string>> = {};

/** Fetches the names `language` needs; without them (a failed fetch) tags read as stored. */
export async function loadTagLabels(language: Language): Promise<void> {
  if (language === 'nl') return;
  try {
    englishTags = (await import('../../domain/english-tags')).ENGLISH_TAGS;
  } catch {
    // The tags as organisers typed them, in Dutch: still readable.
  }
}

/** What a person reads for a stored tag: its English name in English where known, else the tag itself. */
export function tagLabel(tag: string, language: Language): string {
  return tagLabelFrom(englishTags, tag, language);
}
