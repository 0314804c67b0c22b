import { useCallback, useEffect, useState } from 'react';
import { type ActivityFilters, loadFilters, saveFilters } from './filter-state';

/** The list's filter set: restored from local storage on load, saved on every change (spec 3, 4.1). */
export function useActivityFilters() {
  const [filters, setFilters] = useState<ActivityFilters>(loadFilters);
  useEffect(() => saveFilters(filters), [filters]);
  const update = useCallback(
    (patch: Partial<ActivityFilters>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  );
  return { filters, update };
}
