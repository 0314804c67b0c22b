import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../../domain/activities/card-text';
import type { ActivityDate } from '../../../../domain/participants';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { countsText } from '../places-text';

/**
 * The next dates of a series to choose from, each with how many go and its places: one radio group, so
 * arrow keys move through the dates and a screen reader hears "di 8 dec, 19:00, 4 gaan, nog 3 plekken".
 */
export function DateChoice({
  dates,
  value,
  onChange,
}: {
  dates: readonly ActivityDate[];
  value: string | null;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-neutral-900">{t('dates.choose')}</legend>
      {dates.map((date) => {
        const checked = date.date === value;
        return (
          <label
            key={date.date}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-neutral-900',
              checked ? 'border-neutral-900 bg-yellow-50' : 'border-neutral-200 bg-white hover:bg-neutral-50',
            )}
          >
            <input
              type="radio"
              name="activity-date"
              value={date.date}
              checked={checked}
              onChange={() => onChange(date.date)}
              className="size-4 accent-neutral-900"
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-neutral-900">
                {formatShortDate(date.date, lang)}
                {date.startTime ? `, ${date.startTime}` : ''}
              </span>
              <span className="text-neutral-700">{countsText(t, date)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** A one-time activity's date: how many go, its places and how many come alone, in one line. */
export function DatePlaces({ date }: { date: ActivityDate }) {
  const { t } = useTranslation('activities');
  return <p className="text-sm font-medium text-neutral-800">{countsText(t, date)}</p>;
}
