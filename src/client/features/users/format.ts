import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import type { Language } from '../../../domain/language';

/** "maart 2026" / "March 2026": when someone became a member. */
export function formatMemberSince(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'MMMM yyyy', { locale: lang === 'en' ? enGB : nl });
}
