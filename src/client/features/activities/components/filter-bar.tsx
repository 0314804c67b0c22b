import { Search, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialog, useLazyDialog } from '../../../components/lazy-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type ActiveFilter, activeFilters, withoutFilter } from '../active-filters';
import { loadedInlineFilters, loadInlineFilters, WIDE_FILTERS } from '../inline-filters-loader';
import { ActiveFilterChips } from './active-filter-chips';
import type { FilterControlsProps } from './date-and-view-filters';

// The phone's sheet (a Radix dialog) is fetched when 'Filters' is first pressed: wide screens never
// show it, and a phone's first load does without the dialog's code.
const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = lazy(async () => ({ default: (await loadFilterSheet()).FilterSheet }));
// The controls' own chunk (Radix's select, popover, checkbox): see inline-filters.tsx.
const InlineFilters = lazy(async () => ({ default: (await loadInlineFilters()).InlineFilters }));

/**
 * The whole filter bar of spec 2.5; every change reaches the list at once. On a phone the controls fill
 * the first screen, so there they live in a sheet behind 'Filters (n)', with the active ones as chips
 * and the search field in view: the first cards show at 390 x 844 (issue #14, item 8).
 */
export function FilterBar({ canFilterArchive = true, ...props }: FilterControlsProps) {
  const { filters, onChange } = props;
  const controls = { ...props, canFilterArchive };
  const { t } = useTranslation('activities');
  const id = useId();
  const wide = useMediaQuery(WIDE_FILTERS);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const sheet = useLazyDialog();
  // A portal's own page does not offer its fixed portal as a chip to take off.
  const fixedKind = { selectedPortalId: 'city', selectedOrganizationId: 'organization' } as const;
  const active = activeFilters(filters).filter(
    (filter) => !props.fixedPortal || filter.kind !== fixedKind[props.fixedPortal],
  );

  const search = (
    <div className="relative">
      {/* A plain label (not ui/label's Radix one): it is only read out, and Radix would bring its
          chunk onto a phone's first load. */}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('filters.searchLabel')}
      </label>
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
    const Controls = loadedInlineFilters()?.InlineFilters ?? InlineFilters;
    return (
      <section
        aria-label={t('filters.label')}
        className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <Suspense fallback={search}>
          <Controls search={search} {...controls} />
        </Suspense>
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
        <Button
          ref={sheetButton}
          variant="outline"
          className="h-11 shrink-0"
          aria-haspopup="dialog"
          aria-expanded={sheet.props.open}
          // The sheet's chunk starts on the way at the first touch or focus, before the press completes.
          onPointerDown={() => void loadFilterSheet()}
          onFocus={() => void loadFilterSheet()}
          onClick={sheet.show}
        >
          <SlidersHorizontal aria-hidden="true" />
          {active.length > 0 ? t('filters.openWithCount', { count: active.length }) : t('filters.open')}
        </Button>
        <LazyDialog dialog={sheet}>
          <FilterSheet {...sheet.props} triggerRef={sheetButton} {...controls} />
        </LazyDialog>
      </div>
      <ActiveFilterChips active={active} onRemove={remove} />
    </section>
  );
}
