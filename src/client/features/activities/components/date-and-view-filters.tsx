import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFilter } from '../../../../domain/recurrence/date-filter-names';
import { Button } from '../../../components/ui/button';
import { type ActivityFilters, DEFAULT_FILTERS, hasActiveFilters } from '../filter-state';
import { DateRangePicker } from './date-range-picker';
import { FilterCheckbox } from './filter-checkbox';

const QUICK_DATES = [
  { value: 'today', key: 'filters.today' },
  { value: 'tomorrow', key: 'filters.tomorrow' },
  { value: 'weekend', key: 'filters.weekend' },
] as const satisfies readonly { value: DateFilter; key: string }[];

/** What the filter bar's controls are given, inline on a wide screen and in the phone's sheet alike. */
export interface FilterControlsProps {
  filters: ActivityFilters;
  onChange: (patch: Partial<ActivityFilters>) => void;
  /** Favorieten is for members only (spec 6). */
  canFilterFavorites: boolean;
  /** Archief belongs to the list itself; the embed builder leaves it out (a widget shows what is coming). */
  canFilterArchive?: boolean;
  /** A portal's own page (/p/{slug}) fixes its city or organisation: that select and chip are left out. */
  fixedPortal?: FixedPortal;
}

export type FixedPortal = 'selectedPortalId' | 'selectedOrganizationId';

/** The quick dates, the period, Archief, Favorieten and 'Filters wissen'. */
export function DateAndViewFilters({
  canFilterFavorites,
  canFilterArchive,
  fixedPortal,
  ...controls
}: FilterControlsProps) {
  const { filters, onChange } = controls;
  const { t } = useTranslation('activities');
  const firstDate = useRef<HTMLButtonElement>(null);

  // A quick chip replaces a picked range; choosing it again turns it off.
  const chooseQuickDate = (value: DateFilter) =>
    onChange(
      filters.dateFilter === value
        ? { dateFilter: 'all' }
        : { dateFilter: value, startDate: null, endDate: null },
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <fieldset className="contents">
        <legend className="sr-only">{t('filters.dateLabel')}</legend>
        {QUICK_DATES.map((option, index) => (
          <Button
            key={option.value}
            ref={index === 0 ? firstDate : undefined}
            size="sm"
            variant={filters.dateFilter === option.value ? 'default' : 'outline'}
            aria-pressed={filters.dateFilter === option.value}
            onClick={() => chooseQuickDate(option.value)}
          >
            {t(option.key)}
          </Button>
        ))}
        <DateRangePicker
          startDate={filters.startDate}
          endDate={filters.endDate}
          active={filters.dateFilter === 'custom' && Boolean(filters.startDate || filters.endDate)}
          onChange={({ startDate, endDate }) =>
            onChange(
              startDate || endDate
                ? { dateFilter: 'custom', startDate, endDate }
                : { dateFilter: 'all', startDate: null, endDate: null },
            )
          }
        />
      </fieldset>
      {canFilterArchive ? <FilterCheckbox name="showArchive" {...controls} className="px-2" /> : null}
      {canFilterFavorites ? <FilterCheckbox name="showFavorites" {...controls} className="px-2" /> : null}
      {hasActiveFilters(fixedPortal ? { ...filters, [fixedPortal]: null } : filters) ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onChange(DEFAULT_FILTERS);
            // The button goes away with the filters: focus moves to the first control, not the page body.
            firstDate.current?.focus();
          }}
          className="sm:ml-auto"
        >
          <X aria-hidden="true" />
          {t('filters.clearAll')}
        </Button>
      ) : null}
    </div>
  );
}
