import { z } from 'zod';
import { isSerialId } from '../ids';
import { DATE_FILTERS, type DateFilter } from '../recurrence/date-filters';
import { singleLineText } from '../text';
import { type Facet, parseFacetParam } from './facets';
import { normaliseTags } from './tags';

// The list's filter set of spec section 3 as query parameters (GET /api/activities and the embed list),
// and the one normalised shape the service and the repository work with.

export const ACTIVITY_PAGE_SIZE = 24;
export const ACTIVITY_PAGE_SIZE_MAX = 100;
export const ACTIVITY_OFFSET_MAX = 100_000;
export const SEARCH_MAX_LENGTH = 200;

const absent = (v: unknown) => v === undefined || v === '';

const booleanParam = z
  .enum(['true', 'false', '1', '0', ''], { error: 'invalidBoolean' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A numeric id; '', 'all' and 'null' mean no choice, as a cleared dropdown sends them. */
const idParam = singleLineText()
  .optional()
  .transform((v, ctx) => {
    if (absent(v) || v === 'all' || v === 'null') return null;
    if (!/^\d{1,10}$/.test(v!) || !isSerialId(Number(v))) {
      ctx.addIssue({ code: 'custom', message: 'invalidId' });
      return z.NEVER;
    }
    return Number(v);
  });

const intParam = (min: number, max: number, fallback: number, message: string) =>
  singleLineText()
    .optional()
    .transform((v, ctx) => {
      if (absent(v)) return fallback;
      if (!/^-?\d{1,7}$/.test(v!) || Number(v) < min || Number(v) > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(v);
    });

const searchParam = singleLineText().max(SEARCH_MAX_LENGTH, 'searchTooLong').optional();
/** A date parameter is checked by the date filter (rangeForDateFilter) only where it is used. */
const dateParam = singleLineText().max(40, 'invalidDate').optional();

/** The query string of GET /api/activities (and the embed list): every value arrives as text. */
export const activityListQuerySchema = z.object({
  search: searchParam,
  searchQuery: searchParam,
  dateFilter: z.union([z.enum(DATE_FILTERS), z.literal('')], { error: 'invalidDateFilter' }).optional(),
  startDate: dateParam,
  endDate: dateParam,
  /** Comma-separated (tags=a,b); a repeated parameter (tags=a&tags=b) works too. */
  tags: z
    .union([singleLineText().max(2000, 'tooLong'), z.array(singleLineText().max(200, 'tooLong')).max(50)])
    .optional(),
  portalId: idParam,
  organizationId: idParam,
  /** At least this score; '', 'all' and '0' mean any score. */
  meetingScore: singleLineText()
    .optional()
    .transform((v, ctx) => {
      if (absent(v) || v === 'all' || v === '0') return null;
      if (!/^[1-5]$/.test(v!)) {
        ctx.addIssue({ code: 'custom', message: 'meetingScoreRange' });
        return z.NEVER;
      }
      return Number(v);
    }),
  oneTimeOnly: booleanParam,
  freeOnly: booleanParam,
  /** Only activities with room on their next date: no capacity, or not full. */
  placesLeft: booleanParam,
  /** Comma-separated facet keys (facets=wheelchair,quiet): only activities with all of them. */
  facets: z
    .union([singleLineText().max(500, 'tooLong'), z.array(singleLineText().max(100, 'tooLong')).max(20)])
    .optional()
    .transform((value, ctx) => {
      const read = parseFacetParam(value);
      if ('facets' in read) return read.facets;
      ctx.addIssue({ code: 'custom', message: 'unknownFacet' });
      return z.NEVER;
    }),
  showArchive: booleanParam,
  showFavorites: booleanParam,
  limit: intParam(1, ACTIVITY_PAGE_SIZE_MAX, ACTIVITY_PAGE_SIZE, 'limitRange'),
  offset: intParam(0, ACTIVITY_OFFSET_MAX, 0, 'offsetRange'),
  /** Read by the server's language detection; any other value falls back to Dutch. */
  lang: singleLineText().max(10).optional(),
});
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;

/** What the list is asked for, in one normalised shape (the services' and the repository's input). */
export interface ActivityFilter {
  search: string | null;
  dateFilter: DateFilter;
  startDate: string | null;
  endDate: string | null;
  tags: string[];
  portalId: number | null;
  organizationId: number | null;
  meetingScore: number | null;
  oneTimeOnly: boolean;
  freeOnly: boolean;
  /** Only activities with room on their next date (query parameter placesLeft). */
  placesLeftOnly: boolean;
  /** Every one of these must hold; empty: any. */
  facets: Facet[];
  showArchive: boolean;
  showFavorites: boolean;
  limit: number;
  offset: number;
}

export function activityFilterFromQuery(query: ActivityListQuery): ActivityFilter {
  const search = (query.search || query.searchQuery || '').trim().replace(/\s+/g, ' ');
  const rawTags = Array.isArray(query.tags) ? query.tags.join(',') : (query.tags ?? '');
  const startDate = query.startDate?.trim() || null;
  const endDate = query.endDate?.trim() || null;
  // A range without dateFilter is a custom range: the person clearly picked dates.
  const dateFilter = query.dateFilter || (startDate || endDate ? 'custom' : 'all');
  return {
    search: search || null,
    dateFilter,
    startDate,
    endDate,
    tags: normaliseTags(rawTags.split(',')).slice(0, 20),
    portalId: query.portalId,
    organizationId: query.organizationId,
    meetingScore: query.meetingScore,
    oneTimeOnly: query.oneTimeOnly,
    freeOnly: query.freeOnly,
    placesLeftOnly: query.placesLeft,
    facets: query.facets,
    showArchive: query.showArchive,
    showFavorites: query.showFavorites,
    limit: query.limit,
    offset: query.offset,
  };
}
