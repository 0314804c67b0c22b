import { useCallback, useEffect, useState } from 'react';
import { useCookieConsent } from '../../app/cookie-consent';
import { type ActivityFilters, loadFilters, saveFilters } from './filter-state';

/**
 * The list's filter set: restored from local storage on load, saved on every change (spec 3, 4.1),
 * both only with functional consent. Consent given on this page stores the current set at once.
 */
export function useActivityFilters() {
  const [filters, setFilters] = useState<ActivityFilters>(loadFilters);
  const functional = useCookieConsent().consent?.functional === true;
  useEffect(() => {
    if (functional) saveFilters(filters);
  }, [filters, functional]);
  const update = useCallback(
    (patch: Partial<ActivityFilters>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  );
  return { filters, update };
}
