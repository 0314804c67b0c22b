import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFilter } from '../../../../domain/recurrence/date-filters';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type ActiveFilter, activeFilters, withoutFilter } from '../active-filters';
import { type ActivityFilters, DEFAULT_FILTERS, hasActiveFilters } from '../filter-state';
import { ActiveFilterChips } from './active-filter-chips';
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
  /** Archief belongs to the list itself; the embed builder leaves it out (a widget shows what is coming). */
  canFilterArchive?: boolean;
}

/**
 * The whole filter bar of spec 2.5; every change reaches the list at once. On a phone the controls fill
 * the first screen, so there they live in a sheet behind 'Filters (n)', with the active ones as chips
 * and the search field in view: the first cards show at 390 x 844 (issue #14, item 8).
 */
export function FilterBar({
  filters,
  onChange,
  canFilterFavorites,
  canFilterArchive = true,
}: FilterBarProps) {
  const { t } = useTranslation('activities');
  const id = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const sheetButton = useRef<HTMLButtonElement>(null);
  const active = activeFilters(filters);

  const search = (
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
  );

  if (wide) {
    return (
      <section
        aria-label={t('filters.label')}
        className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <DateAndViewFilters
          filters={filters}
          onChange={onChange}
          canFilterFavorites={canFilterFavorites}
          canFilterArchive={canFilterArchive}
        />
        {search}
        <FilterSelects filters={filters} onChange={onChange} />
        <TagFilter selected={filters.selectedTags} onChange={(selectedTags) => onChange({ selectedTags })} />
        <ExtraFilters filters={filters} onChange={onChange} />
      </section>
    );
  }

  // A removed chip leaves focus on the Filters button rather than on the page body (WCAG 2.4.3).
  const remove = (filter: ActiveFilter) => {
    onChange(withoutFilter(filters, filter));
    sheetButton.current?.focus();
  };

  return (
    <section aria-label={t('filters.label')} className="flex flex-col gap-3">
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">{search}</div>
        <Dialog>
          <DialogTrigger asChild>
            <Button ref={sheetButton} variant="outline" className="h-11 shrink-0">
              <SlidersHorizontal aria-hidden="true" />
              {active.length > 0 ? t('filters.openWithCount', { count: active.length }) : t('filters.open')}
            </Button>
          </DialogTrigger>
          <DialogContent className="top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 gap-5 rounded-t-2xl rounded-b-none p-5">
            <DialogHeader>
              <DialogTitle>{t('filters.label')}</DialogTitle>
              <DialogDescription className="sr-only">{t('filters.sheetDescription')}</DialogDescription>
            </DialogHeader>
            <DateAndViewFilters
              filters={filters}
              onChange={onChange}
              canFilterFavorites={canFilterFavorites}
              canFilterArchive={canFilterArchive}
            />
            <FilterSelects filters={filters} onChange={onChange} />
            <TagFilter
              selected={filters.selectedTags}
              onChange={(selectedTags) => onChange({ selectedTags })}
            />
            <ExtraFilters filters={filters} onChange={onChange} />
            <div className="sticky -bottom-5 -mx-5 border-t border-neutral-200 bg-white px-5 pt-3 pb-5">
              <DialogClose asChild>
                <Button size="lg" className="w-full">
                  {t('filters.showResults')}
                </Button>
              </DialogClose>
            </div>
          </DialogContent>
        </Dialog>
      </div>
      <ActiveFilterChips active={active} onRemove={remove} />
    </section>
  );
}

/** The quick dates, the period, Archief, Favorieten and 'Filters wissen'. */
function DateAndViewFilters({ filters, onChange, canFilterFavorites, canFilterArchive }: FilterBarProps) {
  const { t } = useTranslation('activities');
  const id = useId();
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
      {canFilterArchive ? (
        <div className="flex items-center gap-2 px-2">
          <Checkbox
            id={`${id}-archive`}
            checked={filters.showArchive}
            onCheckedChange={(checked) => onChange({ showArchive: checked === true })}
          />
          <Label htmlFor={`${id}-archive`}>{t('filters.archive')}</Label>
        </div>
      ) : null}
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
