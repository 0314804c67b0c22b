import { type ActivityCreateInput, activityCreateSchema } from '../../../domain/activities/input';
import type { ActivityDetail } from '../../../domain/activities/response';
import { CATEGORIES } from '../../../domain/categories';
import { DEFAULT_PRICE, MEETING_SCORE_DEFAULT } from '../../../domain/constants';
import { IMAGE_KEY_PATTERN } from '../../../domain/images';
import type { Language } from '../../../domain/language';
import { parseEuroAmount } from '../../../domain/price-amount';
import type { CalendarDate } from '../../../domain/recurrence/calendar-date';
import { describeRecurrence } from '../../../domain/recurrence/describe-pattern';
import { listOccurrences } from '../../../domain/recurrence/occurrences';
import {
  type DatedWeek,
  patternMismatch,
  patternsOfFrequency,
  weeksOfDates,
  type YearEndJump,
} from '../../../domain/recurrence/pattern-choice';
import { type RecurrenceInput, recurrenceRuleOf } from '../../../domain/recurrence/recurrence-rule';

// The admin activity form (spec 4.2) as plain data: its values, the API payload they become, the values
// an existing activity fills in, and where a validation issue belongs. No React here, so every rule is
// unit tested (activity-form-values.test.ts). Validation itself is the domain's activityCreateSchema: the
// form maps its values to the payload and runs the same schema the server runs.

export const ACTIVITY_FORM_TABS = ['basic', 'details', 'location', 'media'] as const;
export type ActivityFormTab = (typeof ACTIVITY_FORM_TABS)[number];

/** Spec 9: Gratis, €5..€50 in steps of 5, €75, €100, €125, €150, €200, €250, €300. */
export const PRICE_OPTIONS: readonly string[] = [
  DEFAULT_PRICE,
  ...Array.from({ length: 10 }, (_, i) => `€${(i + 1) * 5}`),
  ...[75, 100, 125, 150, 200, 250, 300].map((n) => `€${n}`),
];
/** The price select's other choices: an own amount, and a stored text that is no amount (kept as it is). */
export const PRICE_CUSTOM = 'custom';
export const PRICE_EXISTING = 'existing';

/** The patterns the pattern select offers for a frequency: only those that mean what the frequency says. */
export function patternOptions(frequency: string): readonly string[] {
  return patternsOfFrequency(frequency);
}

/** The picture as the form holds it: the stored key (null for none) and, when changed, what to send. */
export interface FormImage {
  /** The URL key the payload's imageId takes; null when there is no picture. */
  id: string | null;
  /** What the preview shows. */
  url: string | null;
  /** Whether the picture was changed in this dialog: only then is imageId sent. */
  changed: boolean;
}

export interface ActivityFormValues {
  // basic
  category: string;
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  ontmoetingsscore: string;
  ontmoetingsscoreExplanation: string;
  ontmoetingsscoreExplanationEn: string;
  /** The select's value: a portal id as text, '' for none. */
  portalId: string;
  sourceUrl: string;
  // details
  activityType: 'one-time' | 'recurring';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  recurringStartDate: string;
  recurringEndDate: string;
  recurringDays: string[];
  recurringFrequency: string;
  recurringPattern: string;
  recurringStartTime: string;
  recurringEndTime: string;
  /** One of PRICE_OPTIONS, PRICE_CUSTOM or PRICE_EXISTING. */
  priceChoice: string;
  /** The own amount in euros as typed (a number field): '12.5'. */
  customPrice: string;
  /** A stored price that is no plain amount ('Gratis, donatie welkom'), kept while PRICE_EXISTING is chosen. */
  existingPrice: string;
  priceEn: string;
  description: string;
  descriptionEn: string;
  /** Comma separated; sent as a list. */
  tags: string;
  keywords: string;
  keywordsEn: string;
  websiteUrl: string;
  ticketUrl: string;
  contactPerson: string;
  contactPhone: string;
  // location
  meetingPoint: string;
  meetingPointEn: string;
  streetAddress: string;
  streetAddressEn: string;
  postalCode: string;
  city: string;
  cityEn: string;
  // media
  image: FormImage;
}

export type ActivityFormField = keyof ActivityFormValues;

/** Which tab each field is on, in the order the fields appear: the first error found is the one focused. */
export const FIELD_TABS: Record<ActivityFormField, ActivityFormTab> = {
  category: 'basic',
  title: 'basic',
  titleEn: 'basic',
  subtitle: 'basic',
  subtitleEn: 'basic',
  ontmoetingsscore: 'basic',
  ontmoetingsscoreExplanation: 'basic',
  ontmoetingsscoreExplanationEn: 'basic',
  portalId: 'basic',
  sourceUrl: 'basic',
  activityType: 'details',
  startDate: 'details',
  startTime: 'details',
  endDate: 'details',
  endTime: 'details',
  recurringStartDate: 'details',
  recurringEndDate: 'details',
  recurringDays: 'details',
  recurringFrequency: 'details',
  recurringPattern: 'details',
  recurringStartTime: 'details',
  recurringEndTime: 'details',
  priceChoice: 'details',
  customPrice: 'details',
  existingPrice: 'details',
  priceEn: 'details',
  description: 'details',
  descriptionEn: 'details',
  tags: 'details',
  keywords: 'details',
  keywordsEn: 'details',
  websiteUrl: 'details',
  ticketUrl: 'details',
  contactPerson: 'details',
  contactPhone: 'details',
  meetingPoint: 'location',
  meetingPointEn: 'location',
  streetAddress: 'location',
  streetAddressEn: 'location',
  postalCode: 'location',
  city: 'location',
  cityEn: 'location',
  image: 'media',
};
const FIELD_ORDER = Object.keys(FIELD_TABS) as ActivityFormField[];

/** Spec 4.2's defaults: one-time, weekly, pattern all, the first portal, score 3, 'Gratis'. */
export function emptyActivityFormValues(firstPortalId: number | null): ActivityFormValues {
  return {
    category: '',
    title: '',
    titleEn: '',
    subtitle: '',
    subtitleEn: '',
    ontmoetingsscore: String(MEETING_SCORE_DEFAULT),
    ontmoetingsscoreExplanation: '',
    ontmoetingsscoreExplanationEn: '',
    portalId: firstPortalId === null ? '' : String(firstPortalId),
    sourceUrl: '',
    activityType: 'one-time',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    recurringStartDate: '',
    recurringEndDate: '',
    recurringDays: [],
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringStartTime: '',
    recurringEndTime: '',
    priceChoice: DEFAULT_PRICE,
    customPrice: '',
    existingPrice: '',
    priceEn: '',
    description: '',
    descriptionEn: '',
    tags: '',
    keywords: '',
    keywordsEn: '',
    // The spec's default website is the placeholder '{host}', which means "no website" (input.ts turns it
    // into null). An empty field says the same without showing people a code they might think to fill in.
    websiteUrl: '',
    ticketUrl: '',
    contactPerson: '',
    contactPhone: '',
    meetingPoint: '',
    meetingPointEn: '',
    streetAddress: '',
    streetAddressEn: '',
    postalCode: '',
    city: '',
    cityEn: '',
    image: { id: null, url: null, changed: false },
  };
}

/** '€12.50': the euro sign and the amount with two decimals; null for anything that is not above 0. */
export function customPriceText(amount: string): string | null {
  const value = Number(amount.trim().replace(',', '.'));
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  return `€${value.toFixed(2)}`;
}

/** How a stored price shows in the select: a listed option, an own amount, or its text kept as it is. */
export function priceToForm(price: string | null | undefined): {
  priceChoice: string;
  customPrice: string;
  existingPrice: string;
} {
  const text = (price ?? '').trim();
  if (text === '' || text.toLowerCase() === DEFAULT_PRICE.toLowerCase()) {
    return { priceChoice: DEFAULT_PRICE, customPrice: '', existingPrice: '' };
  }
  const cents = parseEuroAmount(text);
  if (cents !== null && cents > 0) {
    const listed = cents % 100 === 0 ? `€${cents / 100}` : null;
    if (listed && PRICE_OPTIONS.includes(listed)) {
      return { priceChoice: listed, customPrice: '', existingPrice: '' };
    }
    return { priceChoice: PRICE_CUSTOM, customPrice: (cents / 100).toFixed(2), existingPrice: '' };
  }
  return { priceChoice: PRICE_EXISTING, customPrice: '', existingPrice: text };
}

function priceFromForm(values: ActivityFormValues): string {
  if (values.priceChoice === PRICE_CUSTOM) return customPriceText(values.customPrice) ?? '';
  if (values.priceChoice === PRICE_EXISTING) return values.existingPrice;
  return values.priceChoice;
}

/** 'a, b ,, c' → ['a', 'b', 'c'] (the schema lower-cases and deduplicates). */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The URL key of a stored image from its served URL (/api/images/{key}/full.webp); null otherwise. */
export function imageKeyFromUrl(url: string | null | undefined): string | null {
  const key = /\/api\/images\/([^/]+)\//.exec(url ?? '')?.[1] ?? null;
  return key && IMAGE_KEY_PATTERN.test(key) ? key : null;
}

/**
 * The payload POST and PUT /api/activities take. Every field the form shows is sent, so clearing a field
 * clears it (the schema turns '' into null). The dates of the other activity type are cleared, so a
 * recurring activity made one-time leaves no series behind and the other way round. The picture is sent
 * only when it was changed (imageId null removes it); absent leaves it alone.
 */
export function formValuesToPayload(values: ActivityFormValues): ActivityCreateInput {
  const recurring = values.activityType === 'recurring';
  const portal = values.portalId.trim();
  const payload: ActivityCreateInput = {
    sourceUrl: values.sourceUrl,
    category: values.category,
    title: values.title,
    titleEn: values.titleEn,
    subtitle: values.subtitle,
    subtitleEn: values.subtitleEn,
    description: values.description,
    descriptionEn: values.descriptionEn,
    ontmoetingsscore: values.ontmoetingsscore,
    ontmoetingsscoreExplanation: values.ontmoetingsscoreExplanation,
    ontmoetingsscoreExplanationEn: values.ontmoetingsscoreExplanationEn,
    activityType: values.activityType,
    startDate: recurring ? null : values.startDate,
    startTime: recurring ? null : values.startTime,
    endDate: recurring ? null : values.endDate,
    endTime: recurring ? null : values.endTime,
    recurringStartDate: recurring ? values.recurringStartDate : null,
    recurringEndDate: recurring ? values.recurringEndDate : null,
    recurringDays: recurring ? values.recurringDays : [],
    // Text from a select: the schema refuses anything it does not know, so the form needs no narrower type.
    recurringFrequency: recurring
      ? (values.recurringFrequency as ActivityCreateInput['recurringFrequency'])
      : null,
    recurringPattern: recurring ? (values.recurringPattern as ActivityCreateInput['recurringPattern']) : null,
    recurringStartTime: recurring ? values.recurringStartTime : null,
    recurringEndTime: recurring ? values.recurringEndTime : null,
    price: priceFromForm(values),
    priceEn: values.priceEn,
    meetingPoint: values.meetingPoint,
    meetingPointEn: values.meetingPointEn,
    streetAddress: values.streetAddress,
    streetAddressEn: values.streetAddressEn,
    city: values.city,
    cityEn: values.cityEn,
    postalCode: values.postalCode,
    websiteUrl: values.websiteUrl,
    ticketUrl: values.ticketUrl,
    contactPerson: values.contactPerson,
    contactPhone: values.contactPhone,
    keywords: values.keywords,
    keywordsEn: values.keywordsEn,
    tags: splitTags(values.tags),
    // No choice reaches the schema as absent, so it answers with its own message ('Portal is verplicht').
    portalId: portal === '' ? undefined : Number(portal),
  };
  if (values.image.changed) payload.imageId = values.image.id;
  return payload;
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The form filled with an activity from GET /api/activities/{id}?lang=nl: asked in Dutch, so the
 * display fields (title, city, ...) are the stored Dutch texts and the *En fields come as stored.
 * Its `tagList` holds the tags as stored (its `tags` is the cards' list, which falls back to the
 * keywords), so saving never copies the keywords into the tags.
 */
export function activityToFormValues(activity: ActivityDetail): ActivityFormValues {
  const base = emptyActivityFormValues(activity.portalId);
  const recurring = activity.activityType === 'recurring';
  const frequency = (['weekly', 'biweekly', 'monthly'] as const).find(
    (f) => f === activity.recurringFrequency,
  );
  const imageKey = imageKeyFromUrl(activity.imageUrl);
  const pattern = activity.recurringPattern ?? 'all';
  // Saved before frequency and pattern had to agree ('Om de week' with 'Elke week'): it takes place
  // every week, so it is shown as weekly, and saving it stores what it does.
  const fits = frequency !== undefined && patternOptions(frequency).includes(pattern);
  return {
    ...base,
    category: CATEGORIES.some((c) => c.key === activity.category) ? activity.category : '',
    title: activity.title,
    titleEn: text(activity.titleEn),
    subtitle: text(activity.subtitle),
    subtitleEn: text(activity.subtitleEn),
    ontmoetingsscore: String(activity.ontmoetingsscore),
    ontmoetingsscoreExplanation: text(activity.ontmoetingsscoreExplanation),
    ontmoetingsscoreExplanationEn: text(activity.ontmoetingsscoreExplanationEn),
    sourceUrl: text(activity.sourceUrl),
    activityType: recurring ? 'recurring' : 'one-time',
    startDate: text(activity.startDate),
    startTime: text(activity.startTime),
    endDate: text(activity.endDate),
    endTime: text(activity.endTime),
    // Activities saved before the recurring dates existed run from their start date (the engine reads it so).
    recurringStartDate: text(activity.recurringStartDate ?? (recurring ? activity.startDate : null)),
    recurringEndDate: text(activity.recurringEndDate),
    recurringDays: [...activity.recurringDays],
    recurringFrequency: fits ? frequency : 'weekly',
    recurringPattern: fits ? pattern : 'all',
    recurringStartTime: text(activity.recurringStartTime ?? (recurring ? activity.startTime : null)),
    recurringEndTime: text(activity.recurringEndTime ?? (recurring ? activity.endTime : null)),
    ...priceToForm(activity.price),
    priceEn: text(activity.priceEn),
    description: text(activity.description),
    descriptionEn: text(activity.descriptionEn),
    tags: activity.tagList.join(', '),
    keywords: text(activity.keywords),
    keywordsEn: text(activity.keywordsEn),
    websiteUrl: text(activity.websiteUrl),
    ticketUrl: text(activity.ticketUrl),
    contactPerson: text(activity.contactPerson),
    contactPhone: text(activity.contactPhone),
    meetingPoint: activity.meetingPoint,
    meetingPointEn: text(activity.meetingPointEn),
    streetAddress: activity.streetAddress,
    streetAddressEn: text(activity.streetAddressEn),
    postalCode: activity.postalCode,
    city: activity.city,
    cityEn: text(activity.cityEn),
    image: { id: imageKey, url: activity.imageUrl, changed: false },
  };
}

/** The form field a payload issue belongs to: `['tags', 2]`, 'price' or 'imageId' from a server 400. */
export function fieldOfIssuePath(
  path: readonly PropertyKey[] | string | undefined,
  values?: Pick<ActivityFormValues, 'priceChoice'>,
): ActivityFormField | null {
  const first = typeof path === 'string' ? path.split('.')[0] : path?.[0];
  if (typeof first !== 'string' || first === '') return null;
  if (first === 'price') {
    if (values?.priceChoice === PRICE_CUSTOM) return 'customPrice';
    if (values?.priceChoice === PRICE_EXISTING) return 'existingPrice';
    return 'priceChoice';
  }
  if (first === 'imageId' || first === 'imageBase64' || first === 'removeImage') return 'image';
  return Object.hasOwn(FIELD_TABS, first) ? (first as ActivityFormField) : null;
}

export interface FormIssue {
  field: ActivityFormField;
  /** A validation message key of src/domain/validation-messages.ts, a form key ('customPriceInvalid'), or a server text. */
  message: string;
}

/** The first issue per field, in the order the fields appear on the tabs. */
export function sortIssues(issues: readonly FormIssue[]): FormIssue[] {
  const first = new Map<ActivityFormField, FormIssue>();
  for (const issue of issues) if (!first.has(issue.field)) first.set(issue.field, issue);
  return [...first.values()].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/** Issues of a server 400 (`issues: [{ path, message }]`) as form issues; unknown paths are left out. */
export function issuesFromServer(issues: unknown, values?: ActivityFormValues): FormIssue[] {
  if (!Array.isArray(issues)) return [];
  const result: FormIssue[] = [];
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(issue?.path) || typeof issue?.path === 'string' ? issue.path : undefined;
    const field = fieldOfIssuePath(path as string | PropertyKey[] | undefined, values);
    if (field && typeof issue.message === 'string') result.push({ field, message: issue.message });
  }
  return sortIssues(result);
}

/**
 * Validates the form with the server's own schema (activityCreateSchema) on the payload the form would
 * send, plus the one rule the payload cannot see: an own amount must be above 0 (spec 4.2).
 */
export function validateActivityForm(values: ActivityFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const parsed = activityCreateSchema.safeParse(formValuesToPayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssuePath(issue.path, values);
      if (field) issues.push({ field, message: issue.message });
    }
  }
  // The schema judges the pattern only once every field is valid; the form says it at once.
  const mismatch = patternMismatch(formValuesToPayload(values));
  if (mismatch) issues.push({ field: 'recurringPattern', message: mismatch });
  if (values.priceChoice === PRICE_CUSTOM && customPriceText(values.customPrice) === null) {
    issues.push({ field: 'customPrice', message: 'customPriceInvalid' });
  }
  return sortIssues(issues);
}

/** The first tab (in tab order) holding one of these fields, or null. */
export function firstTabWithError(fields: Iterable<ActivityFormField>): ActivityFormTab | null {
  const tabs = new Set([...fields].map((f) => FIELD_TABS[f]));
  return ACTIVITY_FORM_TABS.find((tab) => tabs.has(tab)) ?? null;
}

/** The first field (in the order they appear) of those given that sits on `tab`. */
export function firstFieldOnTab(
  fields: Iterable<ActivityFormField>,
  tab: ActivityFormTab,
): ActivityFormField | null {
  const set = new Set(fields);
  return FIELD_ORDER.find((f) => set.has(f) && FIELD_TABS[f] === tab) ?? null;
}

/** The recurrence fields of the form as the engine reads them. */
export function recurrenceOfForm(values: ActivityFormValues): RecurrenceInput {
  return {
    activityType: 'recurring',
    recurringStartDate: values.recurringStartDate || null,
    recurringEndDate: values.recurringEndDate || null,
    recurringDays: values.recurringDays,
    recurringFrequency: values.recurringFrequency,
    recurringPattern: values.recurringPattern,
  };
}

/** What the details tab shows under a recurring activity. */
export interface RecurrencePreview {
  /** 'Om de week op dinsdag (oneven weken)'; null without a weekday. */
  sentence: string | null;
  /** The next five days from today. */
  dates: CalendarDate[];
  /** For a series in even or odd weeks: each date's ISO week, so the parity can be checked against a calendar. */
  weeks: DatedWeek[] | null;
  /** A year end with week 53 among the dates, which breaks the rhythm of even or odd weeks. */
  jump: YearEndJump | null;
}

/**
 * The pattern sentence, the next five days from today (from the same engine the server materialises)
 * and, for even or odd weeks, their week numbers.
 */
export function recurrencePreview(
  values: ActivityFormValues,
  today: CalendarDate,
  lang: Language,
): RecurrencePreview {
  const input = recurrenceOfForm(values);
  const sentence = describeRecurrence(input, lang);
  let dates: CalendarDate[];
  try {
    dates = listOccurrences(input, today, null, { limit: 5 }).map((o) => o.startDate);
  } catch {
    // A bound out of the engine's range (a year typed as 20260): nothing to preview yet.
    dates = [];
  }
  const rule = recurrenceRuleOf(input);
  if (rule.kind !== 'recurring' || rule.weeks.kind !== 'alternate-weeks') {
    return { sentence, dates, weeks: null, jump: null };
  }
  const { weeks, jump } = weeksOfDates(dates);
  return { sentence, dates, weeks, jump };
}

/** The Dutch fields POST /api/translate-to-english takes, only those with text. */
export const TRANSLATABLE_FIELDS = {
  title: 'titleEn',
  subtitle: 'subtitleEn',
  description: 'descriptionEn',
  ontmoetingsscoreExplanation: 'ontmoetingsscoreExplanationEn',
  meetingPoint: 'meetingPointEn',
  streetAddress: 'streetAddressEn',
  city: 'cityEn',
  keywords: 'keywordsEn',
} as const satisfies Partial<Record<ActivityFormField, ActivityFormField>>;
export type TranslatableField = keyof typeof TRANSLATABLE_FIELDS;

export function translationRequest(values: ActivityFormValues): Partial<Record<TranslatableField, string>> {
  const request: Partial<Record<TranslatableField, string>> = {};
  for (const key of Object.keys(TRANSLATABLE_FIELDS) as TranslatableField[]) {
    const value = values[key].trim();
    if (value) request[key] = value;
  }
  return request;
}

/** The English answer as form changes: each translated key into its *En field. */
export function translationToForm(
  answer: Partial<Record<string, unknown>>,
): Partial<Record<(typeof TRANSLATABLE_FIELDS)[TranslatableField], string>> {
  const changes: Partial<Record<(typeof TRANSLATABLE_FIELDS)[TranslatableField], string>> = {};
  for (const [nl, en] of Object.entries(TRANSLATABLE_FIELDS)) {
    const value = answer[nl];
    if (typeof value === 'string' && value.trim()) changes[en] = value;
  }
  return changes;
}

/** What POST /api/activities/import-from-url answers (every field optional but the source). */
export interface ImportedActivity {
  sourceUrl: string;
  title?: string;
  subtitle?: string;
  description?: string;
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  meetingPoint?: string;
  streetAddress?: string;
  city?: string;
  postalCode?: string;
  price?: string;
  websiteUrl?: string;
  ticketUrl?: string;
  image?: { id: string; url: string };
}

const IMPORTED_TEXT_FIELDS = [
  'title',
  'subtitle',
  'description',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'meetingPoint',
  'streetAddress',
  'city',
  'postalCode',
  'websiteUrl',
  'ticketUrl',
] as const satisfies readonly (keyof ImportedActivity & ActivityFormField)[];

/**
 * The form changes an import makes. Only the keys the page gave are written, and they overwrite what
 * is there: the admin asked for this page's details, and a field the page does not have keeps what was
 * typed. A page with a date is one-time (a series cannot be read from a page); its price shows as in
 * the select (a listed amount, an own amount, or its text as it is); its picture becomes the picture.
 */
export function importToForm(imported: ImportedActivity): Partial<ActivityFormValues> {
  const changes: Partial<ActivityFormValues> = {};
  for (const key of IMPORTED_TEXT_FIELDS) {
    const value = imported[key];
    if (typeof value === 'string' && value.trim()) changes[key] = value;
  }
  if (imported.sourceUrl) changes.sourceUrl = imported.sourceUrl;
  if (changes.startDate) changes.activityType = 'one-time';
  if (typeof imported.price === 'string' && imported.price.trim())
    Object.assign(changes, priceToForm(imported.price));
  if (imported.image?.id) changes.image = { id: imported.image.id, url: imported.image.url, changed: true };
  return changes;
}
