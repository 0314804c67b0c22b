import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCookieConsent } from '../../app/cookie-consent';
import { portalsQuery } from './api';
import { type ActivityFilters, DEFAULT_FILTERS, loadFilters, saveFilters } from './filter-state';

/**
 * A link to a filtered list: a hashtag on a detail page (?tag=), a keyword (?zoek=) or a partner's
 * activities (?organisatie=<portal slug>). Such a link shows exactly that filter, not the visitor's
 * stored set; the parameters are taken off the address once read.
 */
export const LIST_LINK_PARAMS = { tag: 'tag', search: 'zoek', organisation: 'organisatie' } as const;

function filtersFromLink(params: URLSearchParams): ActivityFilters | null {
  const tag = params.get(LIST_LINK_PARAMS.tag)?.trim().slice(0, 50);
  if (tag) return { ...DEFAULT_FILTERS, selectedTags: [tag] };
  const search = params.get(LIST_LINK_PARAMS.search)?.trim().slice(0, 200);
  if (search) return { ...DEFAULT_FILTERS, searchQuery: search };
  return null;
}

/**
 * The list's filter set: restored from local storage on load, saved on every change (spec 3, 4.1),
 * both only with functional consent. Consent given on this page stores the current set at once.
 */
export function useActivityFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ActivityFilters>(
    () => filtersFromLink(searchParams) ?? loadFilters(),
  );
  const functional = useCookieConsent().consent?.functional === true;
  useEffect(() => {
    if (functional) saveFilters(filters);
  }, [filters, functional]);
  const update = useCallback(
    (patch: Partial<ActivityFilters>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  );

  // Read once, on arrival: an organisation is named by its slug and found in the portal list.
  const [link] = useState(() => new URLSearchParams(searchParams));
  useEffect(() => {
    const keys = Object.values(LIST_LINK_PARAMS);
    if (!keys.some((key) => link.has(key))) return;
    let cancelled = false;
    const slug = link.get(LIST_LINK_PARAMS.organisation);
    if (slug && !filtersFromLink(link)) {
      queryClient
        .fetchQuery(portalsQuery('organization'))
        .then((portals) => {
          const portal = portals.find((p) => p.slug === slug);
          if (!cancelled && portal) setFilters({ ...DEFAULT_FILTERS, selectedOrganizationId: portal.id });
        })
        .catch(() => {
          // No portal list: the visitor's own filters stay.
        });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys) next.delete(key);
        return next;
      },
      { replace: true },
    );
    return () => {
      cancelled = true;
    };
  }, [link, queryClient, setSearchParams]);

  return { filters, update };
}
