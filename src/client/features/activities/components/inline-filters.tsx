import type { ReactNode } from 'react';
import { DateAndViewFilters, type FilterControlsProps } from './date-and-view-filters';
import { ExtraFilters } from './extra-filters';
import { FilterSelects } from './filter-selects';
import { TagFilter } from './tag-filter';

/**
 * The filter controls as a wide screen shows them, around the search field. A chunk of its own (with
 * Radix's select, popover and checkbox): a phone shows them only in its sheet, and loads them then;
 * activitiesLoader fetches them with the page on a wide screen (loadInlineFilters).
 */
export function InlineFilters({ search, ...controls }: FilterControlsProps & { search: ReactNode }) {
  const { filters, onChange } = controls;
  return (
    <>
      <DateAndViewFilters {...controls} />
      {search}
      <FilterSelects filters={filters} onChange={onChange} hidden={controls.fixedPortal} />
      <TagFilter selected={filters.selectedTags} onChange={(selectedTags) => onChange({ selectedTags })} />
      <ExtraFilters filters={filters} onChange={onChange} />
    </>
  );
}
