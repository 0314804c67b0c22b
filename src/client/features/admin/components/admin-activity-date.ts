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

const PREVIEW_DATE = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const PREVIEW_DATES = {
  nl: new Intl.DateTimeFormat('nl-NL', PREVIEW_DATE),
  en: new Intl.DateTimeFormat('en-GB', PREVIEW_DATE),
};
const PREVIEW_DATES_WITH_YEAR = {
  nl: new Intl.DateTimeFormat('nl-NL', { ...PREVIEW_DATE, year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { ...PREVIEW_DATE, year: 'numeric' }),
};

/**
 * A date of the recurrence preview with its weekday, as the cards write dates ('di 1 dec', 'Tue 1 Dec';
 * the activities feature's formatShortDate): the year only when it is not `today`'s.
 */
export function formatPreviewDate(value: string, lang: Language, today: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const formats = value.slice(0, 4) === today.slice(0, 4) ? PREVIEW_DATES : PREVIEW_DATES_WITH_YEAR;
  return formats[lang].format(date);
}
