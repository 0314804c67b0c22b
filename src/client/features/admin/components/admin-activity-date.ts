import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import type { Language } from '../../../../domain/language';

const LOCALES = { nl, en: enGB } as const;

/**
 * The date an admin row shows, 'd MMM yyyy' in the interface language as on the detail page (spec 9):
 * '5 dec. 2026', '5 Dec 2026'. null when there is none (or the value is not a yyyy-MM-dd date).
 */
export function formatAdminActivityDate(value: string | null, lang: Language): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return format(date, 'd MMM yyyy', { locale: LOCALES[lang] });
}
