import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import type { Language } from '../../../domain/language';
import { parseLocalDate } from './display';

const LOCALES = { nl, en: enGB } as const;

/** A calendar date in a date-fns pattern: 'd MMM yyyy' on the detail page (spec 9). */
export function formatDate(value: string | null, lang: Language, pattern: string): string | null {
  const date = value ? parseLocalDate(value) : null;
  return date ? format(date, pattern, { locale: LOCALES[lang] }) : null;
}
