import { type Facet, isFacet, orderFacets } from '../../../domain/activities/facets';
import { CATEGORY_KEYS } from '../../../domain/categories';
import { type DateFilter, isDateFilter } from '../../../domain/recurrence/date-filter-names';
import { FUNCTIONAL_STORAGE_KEYS, readFunctional, writeFunctional } from '../../lib/cookie-consent';

/**
 * The filter set of spec section 3, as the list page keeps it. Local storage remembers it only with
 * functional consent (the cookie settings); with 'Alleen noodzakelijk' nothing of it is stored.
 */
export interface ActivityFilters {
  searchQuery: string;
  dateFilter: DateFilter;
  /**
   * The Categorie select's key, kept apart from the tag chips so that a chip never changes the
   * category (issue #41, item 17); the API is sent both as tags (spec 2.5: a category is a tag).
   */
  category: string | null;
  selectedTags: string[];
  selectedPortalId: number | null;
  selectedOrganizationId: number | null;
  /** At least this many stars; null for any score. */
  meetingScore: number | null;
  oneTimeOnly: boolean;
  freeOnly: boolean;
  /** Only activities with room on their next date (no limit, or not full). */
  placesLeft: boolean;
  /**
   * What must hold for whoever comes (wheelchair, quiet…: all of them), in the vocabulary's order.
   * Never 'free': the Gratis box (freeOnly) says that, so one wish has one control.
   */
  facets: Facet[];
  showArchive: boolean;
  showFavorites: boolean;
  /** Local calendar dates ('yyyy-MM-dd') of a custom range, exactly as picked. */
  startDate: string | null;
  endDate: string | null;
}

export const FILTER_STORAGE_KEY = FUNCTIONAL_STORAGE_KEYS.activityFilters;

export const DEFAULT_FILTERS: ActivityFilters = {
  searchQuery: '',
  dateFilter: 'all',
  category: null,
  selectedTags: [],
  selectedPortalId: null,
  selectedOrganizationId: null,
  meetingScore: null,
  oneTimeOnly: false,
  freeOnly: false,
  placesLeft: false,
  facets: [],
  showArchive: false,
  showFavorites: false,
  startDate: null,
  endDate: null,
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const positiveId = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const dateOrNull = (v: unknown) => (typeof v === 'string' && DATE_PATTERN.test(v) ? v : null);
const bool = (v: unknown) => v === true;

export function isCategoryKey(value: unknown): value is string {
  return typeof value === 'string' && (CATEGORY_KEYS as readonly string[]).includes(value);
}

/**
 * Facet keys from a stored set or an address, as the filter keeps them: known ones only, in the
 * vocabulary's order, and 'free' apart (it is the Gratis box, freeOnly).
 */
export function readFacetFilter(values: readonly unknown[]): { facets: Facet[]; free: boolean } {
  const keys = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().toLowerCase())
    .filter(isFacet);
  return { facets: orderFacets(keys).filter((facet) => facet !== 'free'), free: keys.includes('free') };
}

/** Reads whatever is stored field by field, so an old or hand-edited value never breaks the page. */
export function sanitiseFilters(value: unknown): ActivityFilters {
  if (!value || typeof value !== 'object') return DEFAULT_FILTERS;
  const v = value as Record<string, unknown>;
  const score = typeof v.meetingScore === 'number' ? v.meetingScore : Number(v.meetingScore);
  let tags = Array.isArray(v.selectedTags)
    ? [...new Set(v.selectedTags.filter((t): t is string => typeof t === 'string' && t.trim() !== ''))]
    : [];
  let category = isCategoryKey(v.category) ? v.category : null;
  // A set stored before the category had a field of its own held it as the lone tag.
  const [onlyTag] = tags;
  if (!('category' in v) && tags.length === 1 && isCategoryKey(onlyTag)) {
    category = onlyTag;
    tags = [];
  }
  const facets = readFacetFilter(Array.isArray(v.facets) ? v.facets : []);
  return {
    searchQuery: typeof v.searchQuery === 'string' ? v.searchQuery.slice(0, 200) : '',
    dateFilter: isDateFilter(v.dateFilter) ? v.dateFilter : 'all',
    category,
    selectedTags: tags,
    selectedPortalId: positiveId(v.selectedPortalId),
    selectedOrganizationId: positiveId(v.selectedOrganizationId),
    meetingScore: Number.isInteger(score) && score >= 1 && score <= 5 ? score : null,
    oneTimeOnly: bool(v.oneTimeOnly),
    freeOnly: bool(v.freeOnly) || facets.free,
    placesLeft: bool(v.placesLeft),
    facets: facets.facets,
    showArchive: bool(v.showArchive),
    showFavorites: bool(v.showFavorites),
    startDate: dateOrNull(v.startDate),
    endDate: dateOrNull(v.endDate),
  };
}

/** The stored filter set with functional consent; without it the defaults (nothing is remembered). */
export function loadFilters(): ActivityFilters {
  return sanitiseFilters(readFunctional<unknown>(FILTER_STORAGE_KEY, null));
}

/** Remembers the filter set, only with functional consent. */
export function saveFilters(filters: ActivityFilters): void {
  writeFunctional(FILTER_STORAGE_KEY, filters);
}

/**
 * The filters as they apply to whoever looks: Favorieten is a member's filter (the API answers a
 * visitor's showFavorites with 401), so for a visitor it is off. What is stored keeps it, for when the
 * member signs in again.
 */
export function filtersForViewer(filters: ActivityFilters, isMember: boolean): ActivityFilters {
  return isMember || !filters.showFavorites ? filters : { ...filters, showFavorites: false };
}

export function hasActiveFilters(filters: ActivityFilters): boolean {
  return (
    filters.searchQuery.trim() !== '' ||
    filters.dateFilter !== 'all' ||
    filters.category !== null ||
    filters.selectedTags.length > 0 ||
    filters.selectedPortalId !== null ||
    filters.selectedOrganizationId !== null ||
    filters.meetingScore !== null ||
    filters.oneTimeOnly ||
    filters.freeOnly ||
    filters.placesLeft ||
    filters.facets.length > 0 ||
    filters.showArchive ||
    filters.showFavorites
  );
}

/**
 * The query string of GET /api/activities (spec 7). Only what is set is sent, so equal filter sets
 * give equal query keys. The custom range is sent exactly as picked: the old "+1 day" was a UTC bug.
 */
export function filtersToParams(filters: ActivityFilters, search: string): Record<string, string> {
  const params: Record<string, string> = {};
  const trimmed = search.trim();
  if (trimmed) params.search = trimmed;
  if (filters.dateFilter === 'custom') {
    if (filters.startDate || filters.endDate) {
      params.dateFilter = 'custom';
      if (filters.startDate) params.startDate = filters.startDate;
      if (filters.endDate) params.endDate = filters.endDate;
    }
  } else if (filters.dateFilter !== 'all') {
    params.dateFilter = filters.dateFilter;
  }
  // The category is a tag to the API (spec 2.5); the tag chips are added beside it.
  const tags = [...new Set([...(filters.category ? [filters.category] : []), ...filters.selectedTags])];
  if (tags.length > 0) params.tags = tags.join(',');
  if (filters.selectedPortalId !== null) params.portalId = String(filters.selectedPortalId);
  if (filters.selectedOrganizationId !== null) params.organizationId = String(filters.selectedOrganizationId);
  if (filters.meetingScore !== null) params.meetingScore = String(filters.meetingScore);
  if (filters.oneTimeOnly) params.oneTimeOnly = 'true';
  if (filters.freeOnly) params.freeOnly = 'true';
  if (filters.placesLeft) params.placesLeft = 'true';
  // All of them must hold (facets=wheelchair,quiet); always in the vocabulary's order, one key per list.
  if (filters.facets.length > 0) params.facets = orderFacets(filters.facets).join(',');
  if (filters.showArchive) params.showArchive = 'true';
  if (filters.showFavorites) params.showFavorites = 'true';
  return params;
}
