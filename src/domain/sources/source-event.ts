import type { Facet } from '../activities/facets';
import { cleanImportedText, type FoundEventText, IMPORTED_TEXT_LIMITS } from '../activities/import';
import type { ActivityCreateInput, ActivityUpdate } from '../activities/input';
import type { CalendarDate } from '../recurrence/calendar-date';
import { dayBefore, type Schedule } from './schedule';
import type { SourceProblem } from './source-messages';

// One event of a calendar source as the worker reads it (an ICS VEVENT or a schema.org Event), and the
// activity payload Meedoen makes of it. The fields a calendar lacks are filled from the portal and
// defaults (decision 0038), so every event the calendar gives can become an activity.

/** The event's texts; the meeting point is the ICS LOCATION, or the place's name on a page. */
export type SourceEventText = FoundEventText;

export interface SourceEvent {
  /** UID (ICS) or the event's @id or url (a page): the same event read again updates the same activity. */
  key: string;
  text: SourceEventText;
  schedule: Schedule;
  /**
   * Dates of the schedule's rule the calendar takes out (ICS EXDATE), kept as the series' cancelled
   * dates (decision 0035); absent when there are none.
   */
  cancelledDates?: CalendarDate[];
  /**
   * What a page's schema.org Event says about who can come (issue #45), stored facets only; absent
   * when it says nothing, so a later read leaves facets an organiser set alone.
   */
  facets?: Facet[];
}

/** What the worker answers for a source's text. */
export interface FeedReading {
  /** The text was neither an ICS calendar nor a page with events. */
  notACalendar: boolean;
  events: SourceEvent[];
  /** Events it skipped, with their key when they had one (a skipped event is not ended). */
  problems: { key: string | null; problem: SourceProblem }[];
}

/** Where the portal is, for the fields an event lacks. */
export interface SourcePortal {
  id: number;
  name: string;
  city: string | null;
}

export const DEFAULT_CATEGORY = 'overige';
/** Placeholders for a required field the calendar does not give; people see them on the activity. */
export const UNKNOWN_PLACE = { nl: 'Zie de omschrijving', en: 'See the description' };
export const UNKNOWN_POSTAL_CODE = '-';

/**
 * The activity payload of an event: its text through the import's text rules; LOCATION split by a Dutch
 * postal code into place, street, postal code and city where it has one; what is still missing from the
 * portal (its city, else its name) and the defaults above. Category 'overige' (other): a calendar has
 * no Meedoen category; an organiser may change it, and a later read leaves a hand-set category alone
 * (see `updatePayload`).
 */
export function activityPayload(
  event: SourceEvent,
  portal: SourcePortal,
  sourceUrl: string,
): ActivityCreateInput {
  const text = event.text;
  const clean = (field: keyof typeof IMPORTED_TEXT_LIMITS, value: string | undefined) =>
    cleanImportedText(value, IMPORTED_TEXT_LIMITS[field], field === 'description' ? 'multi' : 'single');
  const place = { ...locationParts(text.meetingPoint), ...definedOnly(text) };
  const meetingPoint = clean('meetingPoint', place.meetingPoint);
  return {
    portalId: portal.id,
    category: DEFAULT_CATEGORY,
    title: clean('title', text.title) ?? '',
    description: clean('description', text.description) ?? null,
    meetingPoint: meetingPoint ?? UNKNOWN_PLACE.nl,
    meetingPointEn: meetingPoint ? null : UNKNOWN_PLACE.en,
    streetAddress: clean('streetAddress', place.streetAddress) ?? meetingPoint ?? UNKNOWN_PLACE.nl,
    city: clean('city', place.city) ?? portal.city ?? portal.name,
    postalCode: clean('postalCode', place.postalCode) ?? UNKNOWN_POSTAL_CODE,
    price: clean('price', text.price) ?? null,
    websiteUrl: link(text.websiteUrl) ?? null,
    ticketUrl: link(text.ticketUrl) ?? null,
    sourceUrl: link(sourceUrl) ?? null,
    ...(event.facets && event.facets.length > 0 ? { facets: event.facets } : {}),
    ...event.schedule,
  };
}

/**
 * The fields a later read may change: those the calendar gave (`written`, the payload's own keys), read
 * from the checked payload; not the category, portal or anything an organiser set by hand.
 */
export function updatePayload<T extends Record<string, unknown>>(
  written: ActivityCreateInput,
  parsed: T,
): Partial<T> {
  const keys = Object.keys(written).filter((key) => key !== 'category' && key !== 'portalId');
  return Object.fromEntries(keys.map((key) => [key, parsed[key]])) as Partial<T>;
}

function definedOnly(text: SourceEventText): SourceEventText {
  const { meetingPoint: _m, ...rest } = text;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v === 'string' && v.trim()));
}

function link(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.includes('.') &&
      url.href.length <= 2000
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A one-line LOCATION such as 'Bibliotheek, Stationsplein 3, 2011 LR Haarlem' split by its Dutch postal
 * code; without one the whole line is the meeting point.
 */
export function locationParts(line: string | undefined): SourceEventText {
  const whole = line?.replace(/\s+/g, ' ').trim();
  if (!whole) return {};
  const match = /^(.*?)[,\s]+(\d{4}\s?[A-Za-z]{2})\b[,\s]*([^,]*)/.exec(whole);
  if (!match) return { meetingPoint: whole };
  const [, before = '', postalCode = '', city = ''] = match;
  const parts = before
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const street = parts.pop();
  return {
    meetingPoint: parts.length > 0 ? parts.join(', ') : whole,
    streetAddress: street,
    postalCode: postalCode.toUpperCase().replace(/^(\d{4})\s?/, '$1 '),
    city: city.trim() || undefined,
  };
}

/** The schedule fields of a stored activity the ending reads. */
export interface StoredSchedule {
  activityType: string;
  recurringFrequency: string | null;
  recurringDates: string[] | null;
  startDate: string | null;
  endDate: string | null;
  /** The next date still to come (activities.next_date); null: nothing to come, nothing to end. */
  nextDate: string | null;
}

/**
 * How an activity whose event left its source is ended, not deleted: a series ends yesterday; a series of
 * chosen dates keeps the dates before today; a one-time event (and a series of dates all still to come)
 * moves to yesterday, into the archive, as Meedoen has no cancelled state for a one-time activity.
 * Null when nothing of it is still to come.
 */
export function endingChange(stored: StoredSchedule, today: CalendarDate): ActivityUpdate | null {
  if (stored.nextDate === null) return null;
  const yesterday = dayBefore(today);
  if (stored.activityType === 'recurring' && stored.recurringFrequency === 'dates') {
    const past = (stored.recurringDates ?? []).filter((date) => date < today);
    return { recurringDates: past.length > 0 ? past : [yesterday] };
  }
  if (stored.activityType === 'recurring') return { recurringEndDate: yesterday };
  if (stored.startDate && stored.startDate < today) return { endDate: yesterday };
  return { startDate: yesterday, endDate: yesterday };
}
