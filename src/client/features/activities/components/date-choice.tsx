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
        // A cancelled date is shown, struck through with the reason, but cannot be chosen.
        if (date.cancelled) return <CancelledDate key={date.date} date={date} />;
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
              {date.movedFrom ? (
                <span className="basis-full text-xs font-medium text-sky-900">
                  {t('dateChanges.movedFrom', { date: formatShortDate(date.movedFrom, lang) })}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** A date the organiser cancelled: in the list, struck through, with the reason; no radio button. */
function CancelledDate({ date }: { date: ActivityDate }) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-neutral-300 bg-neutral-50 px-3 py-2 text-sm">
      <span className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <s className="text-neutral-600">
            {formatShortDate(date.date, lang)}
            {date.startTime ? `, ${date.startTime}` : ''}
          </s>
          <span className="font-semibold text-red-700">{t('dateChanges.cancelled')}</span>
        </span>
        {date.reason ? <span className="text-neutral-700">{date.reason}</span> : null}
      </span>
    </div>
  );
}

/** A one-time activity's date: how many go, its places and how many come alone, in one line. */
export function DatePlaces({ date }: { date: ActivityDate }) {
  const { t } = useTranslation('activities');
  return <p className="text-sm font-medium text-neutral-800">{countsText(t, date)}</p>;
}
