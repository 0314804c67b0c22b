import { z } from 'zod';
import { CATEGORIES } from './categories';
import { DEFAULT_PRICE, MEETING_SCORE_DEFAULT, MEETING_SCORE_MAX, MEETING_SCORE_MIN } from './constants';
import { normalisePrice } from './price';
import { isCalendarDate, todayInAmsterdam } from './recurrence/calendar-date';
import { DATE_FILTERS, type DateFilter } from './recurrence/date-filters';
import {
  ACTIVITY_TYPES,
  RECURRING_FREQUENCIES,
  RECURRING_PATTERNS,
  WEEKDAYS,
} from './recurrence/recurrence-rule';
import { multiLineText, singleLineText } from './text';

// The activity rules of spec sections 3 and 5, written once for the API, its OpenAPI document and the
// admin form. Messages are keys of `validationMessages`.

export const ACTIVITY_PAGE_SIZE = 24;
export const ACTIVITY_PAGE_SIZE_MAX = 100;
export const ACTIVITY_OFFSET_MAX = 100_000;
export const SEARCH_MAX_LENGTH = 200;
export const SHORT_DESCRIPTION_LENGTH = 200;
export const TAGS_MAX = 30;
/** The admin form's default website value; it means "no website" wherever it turns up. */
export const WEBSITE_PLACEHOLDER = '{host}';
const MAX_SERIAL = 2_147_483_647;

// --- Payload fields ------------------------------------------------------------------------------

/**
 * Optional text: trimmed, '' and null clear the field (null), absent leaves it as it is (undefined).
 * One line unless `lines` says otherwise (descriptions and explanations); see ./text.ts.
 */
const optionalText = (max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'multi' ? multiLineText() : singleLineText())
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null));

const requiredText = (message: string, max: number) =>
  singleLineText(message).trim().min(1, message).max(max, 'tooLong');

/**
 * A calendar date: 'yyyy-MM-dd', or a full ISO timestamp as older clients sent it, read as the date it
 * is in Amsterdam (the old client's "+1 day" came from reading such timestamps in UTC).
 */
const dateInput = singleLineText()
  .max(40, 'invalidDate')
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const value = v?.trim();
    if (!value) return null;
    if (isCalendarDate(value)) return value;
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime())) return todayInAmsterdam(instant);
    }
    ctx.addIssue({ code: 'custom', message: 'invalidDate' });
    return z.NEVER;
  });

/** 'HH:mm' (a trailing ':ss' is dropped); '' and null clear it. */
const timeInput = singleLineText()
  .max(8, 'invalidTime')
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const value = v?.trim();
    if (!value) return null;
    const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'invalidTime' });
      return z.NEVER;
    }
    return `${match[1]!.padStart(2, '0')}:${match[2]}`;
  });

/**
 * A link people click: http(s) only, so a stored 'javascript:' URL can never run. A bare domain gets
 * https://; the admin form's '{host}' placeholder means no link.
 */
const urlInput = singleLineText()
  .max(2000, 'tooLong')
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const value = v?.trim();
    if (!value || value === WEBSITE_PLACEHOLDER) return null;
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.'))
        return candidate;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'invalidUrl' });
    return z.NEVER;
  });

const enumOrNull = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { error: 'invalidChoice' }), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Category keys of src/domain/categories.ts; a Dutch or English label is read as its key. */
const categoryInput = requiredText('categoryRequired', 100).transform((value) => {
  const lower = value.toLowerCase();
  const match = CATEGORIES.find(
    (c) => c.key === lower || c.label.nl.toLowerCase() === lower || c.label.en.toLowerCase() === lower,
  );
  return match?.key ?? value;
});

/** Lower-case, trimmed, without empty entries or duplicates. */
export function normaliseTags(values: readonly string[]): string[] {
  return [...new Set(values.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

const tagsInput = z
  .array(singleLineText().max(50, 'tooLong'), { error: 'invalidChoice' })
  .transform(normaliseTags)
  .pipe(z.array(z.string()).max(TAGS_MAX, 'tooManyTags'));

const weekdaysInput = z
  .array(singleLineText(), { error: 'invalidWeekday' })
  .transform((days) => [...new Set(days.map((d) => d.trim().toLowerCase()))])
  .pipe(z.array(z.enum(WEEKDAYS, { error: 'invalidWeekday' })));

const meetingScoreInput = z.coerce
  .number({ error: 'meetingScoreRange' })
  .int('meetingScoreRange')
  .min(MEETING_SCORE_MIN, 'meetingScoreRange')
  .max(MEETING_SCORE_MAX, 'meetingScoreRange');

const portalIdInput = z.coerce
  .number({ error: 'portalRequired' })
  .int('portalRequired')
  .min(1, 'portalRequired')
  .max(MAX_SERIAL, 'portalRequired');

/** Every field of the activity payload, without defaults (an update leaves absent fields alone). */
const activityFields = {
  sourceUrl: urlInput,
  category: categoryInput,
  title: requiredText('titleRequired', 200),
  titleEn: optionalText(200),
  subtitle: optionalText(300),
  subtitleEn: optionalText(300),
  description: optionalText(20_000, 'multi'),
  descriptionEn: optionalText(20_000, 'multi'),
  ontmoetingsscore: meetingScoreInput,
  ontmoetingsscoreExplanation: optionalText(2000, 'multi'),
  ontmoetingsscoreExplanationEn: optionalText(2000, 'multi'),
  activityType: z.enum(ACTIVITY_TYPES, { error: 'invalidChoice' }),
  periodType: optionalText(50),
  startDate: dateInput,
  startTime: timeInput,
  endDate: dateInput,
  endTime: timeInput,
  recurringStartDate: dateInput,
  recurringEndDate: dateInput,
  recurringDays: weekdaysInput,
  recurringFrequency: enumOrNull(RECURRING_FREQUENCIES),
  recurringPattern: enumOrNull(RECURRING_PATTERNS),
  recurringStartTime: timeInput,
  recurringEndTime: timeInput,
  price: singleLineText()
    .max(100, 'tooLong')
    .nullish()
    .transform((v) => (v === undefined ? undefined : normalisePrice(v))),
  priceEn: optionalText(100),
  meetingPoint: requiredText('meetingPointRequired', 200),
  meetingPointEn: optionalText(200),
  streetAddress: requiredText('streetAddressRequired', 200),
  streetAddressEn: optionalText(200),
  city: requiredText('cityRequired', 100),
  cityEn: optionalText(100),
  postalCode: requiredText('postalCodeRequired', 20),
  websiteUrl: urlInput,
  ticketUrl: urlInput,
  contactPhone: optionalText(50),
  contactPerson: optionalText(200),
  keywords: optionalText(1000),
  keywordsEn: optionalText(1000),
  tags: tagsInput,
  /** A `data:image/...;base64,` picture; stored in the images table, never in the activity row. */
  imageBase64: z
    .string()
    .max(8 * 1024 * 1024, 'tooLong')
    .nullish(),
  portalId: portalIdInput,
};

/** POST /api/activities: every field except id and createdAt (spec section 3), with the spec's defaults. */
export const activityCreateSchema = z.object({
  ...activityFields,
  ontmoetingsscore: activityFields.ontmoetingsscore.default(MEETING_SCORE_DEFAULT),
  activityType: activityFields.activityType.default('one-time'),
  price: activityFields.price.transform((v) => v ?? DEFAULT_PRICE),
  recurringDays: activityFields.recurringDays.default([]),
  tags: activityFields.tags.default([]),
});
export type ActivityCreateInput = z.input<typeof activityCreateSchema>;
export type ActivityCreate = z.output<typeof activityCreateSchema>;

/** PUT /api/activities/{id}: the same fields, each optional; a given field follows the same rules. */
export const activityUpdateSchema = z.object(activityFields).partial();
export type ActivityUpdate = z.output<typeof activityUpdateSchema>;

// --- List query (the filter set of spec section 3 as query parameters) ---------------------------

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
    if (!/^\d{1,10}$/.test(v!) || Number(v) < 1 || Number(v) > MAX_SERIAL) {
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
    showArchive: query.showArchive,
    showFavorites: query.showFavorites,
    limit: query.limit,
    offset: query.offset,
  };
}

// --- Responses ------------------------------------------------------------------------------------

const nullableString = z.string().nullable();

/** A card in a list: small on purpose (no full description, an image URL instead of base64). */
export const activityListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: nullableString,
  shortDescription: nullableString,
  category: z.string(),
  categoryLabel: z.string(),
  price: z.string(),
  isFree: z.boolean(),
  tags: z.array(z.string()),
  ontmoetingsscore: z.number().int(),
  activityType: z.string(),
  startDate: nullableString,
  endDate: nullableString,
  startTime: nullableString,
  endTime: nullableString,
  recurringStartDate: nullableString,
  recurringEndDate: nullableString,
  recurringDays: z.array(z.string()),
  recurringFrequency: nullableString,
  recurringPattern: nullableString,
  recurringStartTime: nullableString,
  recurringEndTime: nullableString,
  /** 'Elke dinsdag en donderdag' in the requested language; null for one-time activities. */
  recurrenceText: nullableString,
  /** The current or next day it takes place (today for one that is running); null in the archive. */
  nextDate: nullableString,
  city: z.string(),
  portalId: z.number().int(),
  /** Thumbnail URL, or null when the activity has no picture. */
  imageUrl: nullableString,
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;

/** One activity with every field; texts in the requested language, the *En fields as stored. */
export const activityDetailSchema = activityListItemSchema.omit({ shortDescription: true }).extend({
  createdAt: z.string(),
  sourceUrl: nullableString,
  titleEn: nullableString,
  subtitleEn: nullableString,
  description: nullableString,
  descriptionEn: nullableString,
  ontmoetingsscoreExplanation: nullableString,
  ontmoetingsscoreExplanationEn: nullableString,
  periodType: nullableString,
  priceEn: nullableString,
  meetingPoint: z.string(),
  meetingPointEn: nullableString,
  streetAddress: z.string(),
  streetAddressEn: nullableString,
  cityEn: nullableString,
  postalCode: z.string(),
  websiteUrl: nullableString,
  ticketUrl: nullableString,
  contactPhone: nullableString,
  contactPerson: nullableString,
  keywords: nullableString,
  keywordsEn: nullableString,
  portalName: nullableString,
  /** Full-size image URL. */
  imageUrl: nullableString,
  thumbnailUrl: nullableString,
  /** The next (up to) five days it takes place, from today. */
  nextDates: z.array(z.string()),
  participantCount: z.number().int(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

// --- Helpers shared by server and client --------------------------------------------------------

/** Cuts a text to at most `max` characters at a word boundary, with an ellipsis when it was longer. */
export function shortenText(text: string | null | undefined, max = SHORT_DESCRIPTION_LENGTH): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The tags a card shows: the tag list, or else the comma-separated keywords. */
export function cardTags(tags: readonly string[] | null, keywords: string | null): string[] {
  if (tags && tags.length > 0) return [...tags];
  return (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}
