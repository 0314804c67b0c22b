import type { Language } from '../../../domain/language';

/** British English joins lists as Dutch does, without a comma before 'and'. */
const LIST_LOCALES: Record<Language, string> = { nl: 'nl', en: 'en-GB' };

/**
 * 'Anna, Bram en Carla': names as a sentence says them, at most `max` of them and then how many more
 * ('Anna, Bram en 3 anderen'), so a confirmation for a popular activity stays readable.
 */
export function nameList(
  names: readonly string[],
  lang: Language,
  others: (count: number) => string,
  max = 8,
): string {
  const shown = names.length > max ? [...names.slice(0, max - 1), others(names.length - (max - 1))] : names;
  return new Intl.ListFormat(LIST_LOCALES[lang], { type: 'conjunction' }).format(shown);
}
