import { useTranslation } from 'react-i18next';
import { parseLocalDate } from '../display';

// The period's words, apart from the picker (a Radix popover): the phone's chips show them without the
// filter controls, which a phone fetches only when its sheet opens.

/** date-fns's 'd/M': the day and month without leading zeros. */
function dayMonth(date: Date): string {
  return `${date.getDate()}/${date.getMonth() + 1}`;
}

/** 'Kies periode', 'd/M-d/M', 'Vanaf d/M' or 'Tot d/M' (spec 2.5); also the phone's period chip. */
export function usePeriodLabel(startDate: string | null, endDate: string | null): string {
  const { t } = useTranslation('activities');
  const from = startDate ? parseLocalDate(startDate) : null;
  const to = endDate ? parseLocalDate(endDate) : null;
  if (from && to) return `${dayMonth(from)}-${dayMonth(to)}`;
  if (from) return t('filters.from', { date: dayMonth(from) });
  if (to) return t('filters.until', { date: dayMonth(to) });
  return t('filters.pickPeriod');
}
