import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFilter } from '../../../../domain/recurrence/date-filters';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { type ActivityFilters, DEFAULT_FILTERS, hasActiveFilters } from '../filter-state';
import { DateRangePicker } from './date-range-picker';
import { ExtraFilters } from './extra-filters';
import { FilterSelects } from './filter-selects';
import { TagFilter } from './tag-filter';

const QUICK_DATES = [
  { value: 'today', key: 'filters.today' },
  { value: 'tomorrow', key: 'filters.tomorrow' },
  { value: 'weekend', key: 'filters.weekend' },
] as const satisfies readonly { value: DateFilter; key: string }[];

interface FilterBarProps {
  filters: ActivityFilters;
  onChange: (patch: Partial<ActivityFilters>) => void;
  /** Favorieten is for members only (spec 6). */
  canFilterFavorites: boolean;
}

/** The whole filter bar of spec 2.5; every change reaches the list at once. */
export function FilterBar({ filters, onChange, canFilterFavorites }: FilterBarProps) {
  const { t } = useTranslation('activities');
  const id = useId();

  // A quick chip replaces a picked range; choosing it again turns it off.
  const chooseQuickDate = (value: DateFilter) =>
    onChange(
      filters.dateFilter === value
        ? { dateFilter: 'all' }
        : { dateFilter: value, startDate: null, endDate: null },
    );

  return (
    <section
      aria-label={t('filters.label')}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="contents">
          <legend className="sr-only">{t('filters.dateLabel')}</legend>
          {QUICK_DATES.map((option) => (
            <Button
              key={option.value}
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
        <div className="flex items-center gap-2 px-2">
          <Checkbox
            id={`${id}-archive`}
            checked={filters.showArchive}
            onCheckedChange={(checked) => onChange({ showArchive: checked === true })}
          />
          <Label htmlFor={`${id}-archive`}>{t('filters.archive')}</Label>
        </div>
        {canFilterFavorites ? (
          <div className="flex items-center gap-2 px-2">
            <Checkbox
              id={`${id}-favorites`}
              checked={filters.showFavorites}
              onCheckedChange={(checked) => onChange({ showFavorites: checked === true })}
            />
            <Label htmlFor={`${id}-favorites`}>{t('filters.favorites')}</Label>
          </div>
        ) : null}
        {hasActiveFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(DEFAULT_FILTERS)} className="sm:ml-auto">
            <X aria-hidden="true" />
            {t('filters.clearAll')}
          </Button>
        ) : null}
      </div>

      <div className="relative">
        <Label htmlFor={`${id}-search`} className="sr-only">
          {t('filters.searchLabel')}
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
          aria-hidden="true"
        />
        <Input
          id={`${id}-search`}
          type="search"
          value={filters.searchQuery}
          onChange={(event) => onChange({ searchQuery: event.target.value })}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={200}
          className="h-11 pl-9"
        />
      </div>

      <FilterSelects filters={filters} onChange={onChange} />
      <TagFilter selected={filters.selectedTags} onChange={(selectedTags) => onChange({ selectedTags })} />
      <ExtraFilters filters={filters} onChange={onChange} />
    </section>
  );
}
