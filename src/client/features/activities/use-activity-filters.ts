import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCookieConsent } from '../../lib/cookie-consent';
import { portalsQuery } from './api';
import { type ActivityFilters, DEFAULT_FILTERS, saveFilters } from './filter-state';
import {
  filterQueryOf,
  filtersFromSearchParams,
  filtersToSearchParams,
  initialFilters,
  LIST_LINK_PARAMS,
  withFilterParams,
} from './filter-url';

/** Typing in the search field changes the address in place; any other choice is a step back can undo. */
const replacesHistory = (patch: Partial<ActivityFilters>) =>
  Object.keys(patch).every((key) => key === 'searchQuery');

/**
 * The list's filter set, kept in the page's address (issue #41, item 15): opening an address shows
 * exactly its filters; every change is written to it (a search replaces the entry, a filter adds one, so
 * the back button restores the filters before it); back and forward show that entry's filters. The
 * stored set (spec 3, 4.1; only with functional consent) fills in an address that names no filter,
 * and is saved on every change.
 */
export function useActivityFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [start] = useState(() => initialFilters(searchParams));
  const [partnerSlug] = useState(() => searchParams.get(LIST_LINK_PARAMS.organisation));
  const [filters, setFilters] = useState(start);
  const current = useRef(start);
  // The filter query of what the list shows, and of the address last looked at.
  const shown = useRef(filtersToSearchParams(start).toString());
  const handled = useRef(filterQueryOf(searchParams));
  // The addresses this page asked for that have not arrived yet (a navigation takes a moment): one of
  // them arriving is the page's own change, already shown; any other address is the person going back
  // or forward, or following a link.
  const pending = useRef<string[]>([]);
  const navigate = useRef(setSearchParams);
  navigate.current = setSearchParams;

  const write = useCallback((next: ActivityFilters, replace: boolean) => {
    const query = filtersToSearchParams(next).toString();
    if (query === shown.current) return;
    shown.current = query;
    pending.current.push(query);
    navigate.current((params) => withFilterParams(params, next), { replace });
  }, []);

  const show = useCallback(
    (next: ActivityFilters, replace: boolean) => {
      current.current = next;
      setFilters(next);
      write(next, replace);
    },
    [write],
  );

  const update = useCallback(
    (patch: Partial<ActivityFilters>) => show({ ...current.current, ...patch }, replacesHistory(patch)),
    [show],
  );

  // On arrival the address is made to say exactly what is shown: the stored filters of an empty one,
  // an older link's parameters in today's names, nonsense left out. In place, not a step of its own.
  useEffect(() => {
    if (handled.current === shown.current) return;
    pending.current.push(shown.current);
    navigate.current((params) => withFilterParams(params, current.current), { replace: true });
  }, []);

  const addressQuery = filterQueryOf(searchParams);
  useEffect(() => {
    if (addressQuery === handled.current) return;
    handled.current = addressQuery;
    if (addressQuery === shown.current) {
      pending.current = [];
      return;
    }
    const ours = pending.current.indexOf(addressQuery);
    if (ours >= 0) {
      pending.current.splice(0, ours + 1);
      return;
    }
    shown.current = addressQuery;
    show(filtersFromSearchParams(new URLSearchParams(addressQuery)), true);
  }, [addressQuery, show]);

  const functional = useCookieConsent().consent?.functional === true;
  useEffect(() => {
    if (functional) saveFilters(filters);
  }, [filters, functional]);

  // A partner's link names its organisation by slug, found in the portal list.
  useEffect(() => {
    if (!partnerSlug) return;
    let cancelled = false;
    queryClient
      .fetchQuery(portalsQuery('organization'))
      .then((portals) => {
        const portal = portals.find((p) => p.slug === partnerSlug);
        // Not when the person has chosen something meanwhile.
        if (cancelled || !portal || current.current !== start) return;
        show({ ...DEFAULT_FILTERS, selectedOrganizationId: portal.id }, true);
      })
      .catch(() => {
        // No portal list: the list shows everything, as the address now says.
      });
    return () => {
      cancelled = true;
    };
  }, [partnerSlug, queryClient, show, start]);

  return { filters, update };
}
