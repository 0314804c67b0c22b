import { isDateFilter } from '../../../domain/recurrence/date-filter-names';
import {
  type ActivityFilters,
  DEFAULT_FILTERS,
  filtersToParams,
  isCategoryKey,
  loadFilters,
  readFacetFilter,
} from './filter-state';

// The list's filters in the page's address (issue #41, item 15), so a filtered list can be shared,
// bookmarked and gone back to. The names are the API's (GET /api/activities, list-query.ts), so a
// link made with them elsewhere (the widget's "Bekijk alle activiteiten") opens the same list; only
// `category` is the page's own, since the API hears the category as a tag (spec 2.5).

/**
 * Older links to a filtered list, still read: a hashtag on a detail page (?tag=), a keyword (?zoek=)
 * and a partner's activities (?organisatie=<portal slug>, found in the portal list by the page).
 */
export const LIST_LINK_PARAMS = { tag: 'tag', search: 'zoek', organisation: 'organisatie' } as const;

const WRITTEN_KEYS = [
  'search',
  'dateFilter',
  'startDate',
  'endDate',
  'category',
  'tags',
  'portalId',
  'organizationId',
  'meetingScore',
  'oneTimeOnly',
  'freeOnly',
  'placesLeft',
  'facets',
  'showArchive',
  'showFavorites',
] as const;

/** Every parameter the page reads as a filter: what it writes, the API's alias and the older links'. */
export const FILTER_PARAM_KEYS: ReadonlySet<string> = new Set([
  ...WRITTEN_KEYS,
  'searchQuery',
  ...Object.values(LIST_LINK_PARAMS),
]);

const SEARCH_MAX = 200;
const TAG_MAX = 50;
const TAGS_MAX = 20;

/** A real calendar date as 'yyyy-MM-dd' (not 2026-02-31), else null. */
function calendarDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value
    : null;
}

function id(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

const isTrue = (value: string | null) => value === 'true' || value === '1';

function text(value: string | null, max: number): string {
  return value && value.trim() !== '' ? value.slice(0, max) : '';
}

/**
 * The filters an address names. Each parameter is read on its own: one that is unknown, or a value
 * that makes no sense (a score of 9, 31 February, a category that does not exist), is left out and the
 * rest still apply, as the defaults where nothing is said.
 */
export function filtersFromSearchParams(params: URLSearchParams): ActivityFilters {
  const search =
    text(params.get('search'), SEARCH_MAX) ||
    text(params.get('searchQuery'), SEARCH_MAX) ||
    text(params.get(LIST_LINK_PARAMS.search), SEARCH_MAX);
  const tags = [...params.getAll('tags').flatMap((value) => value.split(',')), ...params.getAll('tag')]
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && tag.length <= TAG_MAX);
  const startDate = calendarDate(params.get('startDate'));
  const endDate = calendarDate(params.get('endDate'));
  const named = params.get('dateFilter');
  // As the API: dates without a dateFilter are a range someone picked; 'custom' needs a date.
  let dateFilter = isDateFilter(named) ? named : startDate || endDate ? 'custom' : 'all';
  if (dateFilter === 'custom' && !startDate && !endDate) dateFilter = 'all';
  const score = params.get('meetingScore');
  const category = params.get('category');
  // As the API: facets=wheelchair,quiet (or repeated); an unknown word is left out, 'free' is Gratis.
  const facets = readFacetFilter(params.getAll('facets').flatMap((value) => value.split(',')));
  return {
    ...DEFAULT_FILTERS,
    searchQuery: search,
    dateFilter,
    startDate: dateFilter === 'custom' ? startDate : null,
    endDate: dateFilter === 'custom' ? endDate : null,
    category: isCategoryKey(category) ? category : null,
    selectedTags: [...new Set(tags)].slice(0, TAGS_MAX),
    selectedPortalId: id(params.get('portalId')),
    selectedOrganizationId: id(params.get('organizationId')),
    meetingScore: score && /^[1-5]$/.test(score) ? Number(score) : null,
    oneTimeOnly: isTrue(params.get('oneTimeOnly')),
    freeOnly: isTrue(params.get('freeOnly')) || facets.free,
    placesLeft: isTrue(params.get('placesLeft')),
    facets: facets.facets,
    showArchive: isTrue(params.get('showArchive')),
    showFavorites: isTrue(params.get('showFavorites')),
  };
}

/**
 * The address's query for a filter set: only what is on, always in one order, so one list has one
 * address. The search is written as typed (the list itself searches for it trimmed).
 */
export function filtersToSearchParams(filters: ActivityFilters): URLSearchParams {
  const { tags: _tags, search: _search, ...api } = filtersToParams(filters, filters.searchQuery);
  const values: Record<string, string> = { ...api };
  if (filters.searchQuery.trim() !== '') values.search = filters.searchQuery;
  if (filters.category) values.category = filters.category;
  if (filters.selectedTags.length > 0) values.tags = filters.selectedTags.join(',');
  const params = new URLSearchParams();
  for (const key of WRITTEN_KEYS) {
    const value = values[key];
    if (value !== undefined) params.set(key, value);
  }
  return params;
}

/** The part of an address that is about the filters, as text (to tell whether it changed). */
export function filterQueryOf(params: URLSearchParams): string {
  return new URLSearchParams([...params].filter(([key]) => FILTER_PARAM_KEYS.has(key))).toString();
}

/** `params` with its filter parameters replaced by those of `filters`; any other parameter stays. */
export function withFilterParams(params: URLSearchParams, filters: ActivityFilters): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([key]) => !FILTER_PARAM_KEYS.has(key)));
  for (const [key, value] of filtersToSearchParams(filters)) next.append(key, value);
  return next;
}

/**
 * The filters the list opens with: those of the address, exactly; the stored ones (with consent) only
 * when the address names none. A partner's link (?organisatie=) shows that partner alone, once its
 * portal is found, so it opens with no other filter.
 */
export function initialFilters(params: URLSearchParams): ActivityFilters {
  if (params.has(LIST_LINK_PARAMS.organisation)) return DEFAULT_FILTERS;
  const fromAddress = filtersFromSearchParams(params);
  return filtersToSearchParams(fromAddress).toString() !== '' ? fromAddress : loadFilters();
}
