import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { welcomerInputSchema } from '../company';
import { DEFAULT_PRICE, MEETING_SCORE_DEFAULT, MEETING_SCORE_MAX, MEETING_SCORE_MIN } from '../constants';
import { serialId } from '../ids';
import { normalisePrice } from '../price';
import { isAgendaDate, isCalendarDate, todayInAmsterdam } from '../recurrence/calendar-date';
import { chosenDatesMismatch, patternMismatch } from '../recurrence/pattern-choice';
import {
  ACTIVITY_TYPES,
  MAX_RECURRING_DATES,
  RECURRING_FREQUENCIES,
  RECURRING_PATTERNS,
  type RecurrenceInput,
  WEEKDAYS,
} from '../recurrence/recurrence-rule';
import { clearableInput, multiLineText, readWebAddress, singleLineText } from '../text';
import { FACETS, isFacet, orderFacets } from './facets';
import { normaliseTags } from './tags';

// The activity payload of spec sections 3 and 5 (create and change), written once for the API, its
// OpenAPI document and the admin form. Messages are keys of `validationMessages`.

export const TAGS_MAX = 30;
/** The admin form's default website value; it means "no website" wherever it turns up. */
export const WEBSITE_PLACEHOLDER = '{host}';

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
const dateInput = clearableInput(40, 'invalidDate', (value) => {
  const date = calendarDateOf(value);
  if (date === null) return { refused: 'invalidDate' };
  if (!isAgendaDate(date)) return { refused: 'dateTooLate' };
  return date;
});

function calendarDateOf(value: string): string | null {
  if (isCalendarDate(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  // '9999-12-31T23:30Z' is already the year 10000 in Amsterdam, which no calendar date can write.
  try {
    return todayInAmsterdam(instant);
  } catch {
    return null;
  }
}

/** 'HH:mm' (a trailing ':ss' is dropped); '' and null clear it. */
const timeInput = clearableInput(8, 'invalidTime', (value) => {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : { refused: 'invalidTime' };
});

/** A link people click (see readWebAddress); the admin form's '{host}' placeholder means no link. */
const urlInput = clearableInput(2000, 'tooLong', (value) =>
  value === WEBSITE_PLACEHOLDER ? null : readWebAddress(value),
);

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

const tagsInput = z
  .array(singleLineText().max(50, 'tooLong'), { error: 'invalidChoice' })
  .transform(normaliseTags)
  .pipe(z.array(z.string()).max(TAGS_MAX, 'tooManyTags'));

/**
 * Facet keys (facets.ts), in any case; stored without duplicates in the vocabulary's order. 'free' is
 * accepted (a form or an API client sends back what it read) and dropped: the price says it.
 */
const facetsInput = z
  .array(singleLineText().max(50, 'unknownFacet'), { error: 'unknownFacet' })
  .max(FACETS.length * 2, 'unknownFacet')
  .transform((values, ctx) => {
    const keys = values.map((value) => value.trim().toLowerCase());
    if (keys.some((key) => !isFacet(key))) {
      ctx.addIssue({ code: 'custom', message: 'unknownFacet' });
      return z.NEVER;
    }
    return orderFacets(keys).filter((facet) => facet !== 'free');
  });

const weekdaysInput = z
  .array(singleLineText(), { error: 'invalidWeekday' })
  .transform((days) => [...new Set(days.map((d) => d.trim().toLowerCase()))])
  .pipe(z.array(z.enum(WEEKDAYS, { error: 'invalidWeekday' })));

/**
 * The dates of a 'dates' series: each a calendar date as `dateInput` reads one, sorted and without
 * duplicates on the way in, so the row holds them as the engine lists them. null clears them.
 * (Whether the series may have them, and how many, is judged with its frequency: chosenDatesMismatch.)
 */
const chosenDatesInput = z
  .array(singleLineText().max(40, 'invalidDate'), { error: 'invalidDate' })
  // A bound before reading, so a payload of a million dates is not parsed; 60 after deduplication.
  .max(MAX_RECURRING_DATES * 4, 'tooManyChosenDates')
  .nullable()
  .transform((values, ctx) => {
    const dates = new Set<string>();
    for (const [index, value] of (values ?? []).entries()) {
      const date = calendarDateOf(value.trim());
      const refused = date === null ? 'invalidDate' : isAgendaDate(date) ? null : 'dateTooLate';
      if (refused) ctx.addIssue({ code: 'custom', message: refused, path: [index] });
      else dates.add(date!);
    }
    return [...dates].sort();
  })
  .pipe(z.array(z.string()).max(MAX_RECURRING_DATES, 'tooManyChosenDates'));

const meetingScoreInput = z.coerce
  .number({ error: 'meetingScoreRange' })
  .int('meetingScoreRange')
  .min(MEETING_SCORE_MIN, 'meetingScoreRange')
  .max(MEETING_SCORE_MAX, 'meetingScoreRange');

/** Places per date: a whole number, or null / '' for no limit. */
const capacityInput = z
  .union([z.literal(''), z.null(), z.coerce.number({ error: 'invalidCapacity' })])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '' || v === null ? null : v))
  .pipe(
    z.number().int('invalidCapacity').min(1, 'invalidCapacity').max(100_000, 'invalidCapacity').nullish(),
  );

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
  recurringDates: chosenDatesInput,
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
  capacity: capacityInput,
  contactPerson: optionalText(200),
  keywords: optionalText(1000),
  keywordsEn: optionalText(1000),
  tags: tagsInput,
  /** What it says about who can come: wheelchair, quiet, simple-dutch… (domain/activities/facets.ts). */
  facets: facetsInput,
  /** A `data:image/...;base64,` picture; stored in the images table, never in the activity row. */
  imageBase64: z
    .string()
    .max(8 * 1024 * 1024, 'tooLong')
    .nullish(),
  /**
   * A picture already stored by POST /api/upload-image or /api/generate-activity-image: its URL key
   * (the `id` those answer). null or '' removes the picture (like `removeImage`); absent leaves it alone.
   * When both this and `imageBase64` are sent, this wins: it is the newer way, and the one the form
   * uses. Any text that is no stored image's key (see IMAGE_KEY_PATTERN) is refused by the server with
   * a 400 on this field, "image not found", so a malformed key reads the same as a deleted one.
   */
  imageId: singleLineText().max(64, 'tooLong').nullish(),
  portalId: serialId('portalRequired'),
  /**
   * Who welcomes newcomers (issue #43): first name, where to find them, and optionally a photo (a
   * stored picture's key, as `imageId`). null removes the welcomer; absent leaves it alone. A date can
   * have its own (PUT /api/activities/{id}/dates/{date}/welcomer).
   */
  welcomer: welcomerInputSchema.nullish(),
};

type SeriesChoices = Pick<
  RecurrenceInput,
  'activityType' | 'recurringFrequency' | 'recurringPattern' | 'recurringDates'
>;

/**
 * A series' frequency against its pattern and its chosen dates (pattern-choice.ts), each issue on the
 * field where the form shows it. An activity and a member's proposal are judged alike.
 */
export function checkSeriesChoices(ctx: z.core.ParsePayload<SeriesChoices>): void {
  const mismatch = patternMismatch(ctx.value);
  if (mismatch)
    ctx.issues.push({ code: 'custom', message: mismatch, path: ['recurringPattern'], input: ctx.value });
  const datesMismatch = chosenDatesMismatch(ctx.value);
  if (datesMismatch)
    ctx.issues.push({ code: 'custom', message: datesMismatch, path: ['recurringDates'], input: ctx.value });
}

/** POST /api/activities: every field except id and createdAt (spec section 3), with the spec's defaults. */
export const activityCreateSchema = z
  .object({
    ...activityFields,
    ontmoetingsscore: activityFields.ontmoetingsscore.default(MEETING_SCORE_DEFAULT),
    activityType: activityFields.activityType.default('one-time'),
    price: activityFields.price.transform((v) => v ?? DEFAULT_PRICE),
    recurringDays: activityFields.recurringDays.default([]),
    recurringDates: activityFields.recurringDates.default([]),
    tags: activityFields.tags.default([]),
    facets: activityFields.facets.default([]),
  })
  // An update is judged with the stored row (writes.ts).
  .check(checkSeriesChoices);
export type ActivityCreateInput = z.input<typeof activityCreateSchema>;
export type ActivityCreate = z.output<typeof activityCreateSchema>;

/** PUT /api/activities/{id}: the same fields, each optional; a given field follows the same rules. */
export const activityUpdateSchema = z.object(activityFields).partial();
export type ActivityUpdate = z.output<typeof activityUpdateSchema>;
