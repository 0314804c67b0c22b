import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import type { Language } from '../../../../domain/language';
import type { AdminActivityRow } from '../api';

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

/**
 * What the date column says of an activity. A recurring one shows when it meets next and its pattern
 * ('Volgende: 1 dec. 2026 · Elke dinsdag'), or that it has ended and when it last met; the day a series
 * began says nothing to an administrator looking for what is on. A one-time one shows its date, past or
 * to come (the table holds the archive too).
 */
export type AdminActivityWhen =
  | { kind: 'next' | 'ended' | 'once'; date: string; text: string; pattern: string | null }
  | { kind: 'none'; pattern: string | null };

export function adminActivityWhen(
  row: Pick<AdminActivityRow, 'activityType' | 'date' | 'nextDate' | 'lastDate' | 'recurrenceText'>,
  lang: Language,
): AdminActivityWhen {
  const pattern = row.activityType === 'recurring' ? row.recurrenceText : null;
  const dated = (kind: 'next' | 'ended' | 'once', date: string | null): AdminActivityWhen => {
    const text = formatAdminActivityDate(date, lang);
    return text && date ? { kind, date, text, pattern } : { kind: 'none', pattern };
  };
  if (row.activityType !== 'recurring') return dated('once', row.date);
  if (row.nextDate) return dated('next', row.nextDate);
  if (row.lastDate) return dated('ended', row.lastDate);
  return { kind: 'none', pattern };
}
