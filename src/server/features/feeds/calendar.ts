import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { escape as escapeText, foldLines, formatDate, ICalCalendar, ICalEvent } from 'ical-generator';
import { TIME_ZONE } from '../../../domain/constants';
import type { Language } from '../../../domain/language';
import { addDays, type CalendarDate } from '../../../domain/recurrence/calendar-date';
import {
  type CalendarEvent,
  type CalendarWindow,
  calendarEventOf,
  type LocalMoment,
} from '../../../domain/recurrence/calendar-event';
import {
  type CalendarExceptions,
  calendarExceptionsOf,
} from '../../../domain/recurrence/calendar-exceptions';
import { shortenText } from '../../../domain/shorten-text';
import { WINDOW_FUTURE_DAYS, WINDOW_PAST_DAYS } from '../activities';
import type { FeedActivity } from './presentation';
import { type FeedRenderCache, type FeedText, rowDigest } from './render-cache';

// The iCalendar file (RFC 5545), written by ical-generator: structure, text escaping, line folding at 75
// octets and the VTIMEZONE (from @touch4it/ical-timezones). What an activity's dates are is decided by
// the domain (recurrence/calendar-event.ts); this file only says it in iCalendar.
//
// Times are Amsterdam wall-clock times with TZID=Europe/Amsterdam. The calendar itself gets no time zone
// name: ical-generator would then write DTSTAMP and UNTIL in local time, where RFC 5545 wants UTC.

const TEXT = {
  nl: {
    name: (site: string) => `${site}: activiteiten`,
    price: 'Prijs',
    facets: 'Goed om te weten',
    more: 'Meer informatie',
  },
  en: {
    name: (site: string) => `${site}: activities`,
    price: 'Price',
    facets: 'Good to know',
    more: 'More information',
  },
} as const;

/** Calendar apps that honour it look for changes every few hours. */
const REFRESH_SECONDS = 6 * 60 * 60;

/**
 * In a calendar of many activities a description is cut to this many characters (the page is linked
 * for the rest): descriptions may be 20,000 characters, and the file's size and the time to write it
 * grow with every character. The file of one activity has the whole description.
 */
const LIST_DESCRIPTION_LENGTH = 500;

export interface CalendarOptions {
  publicUrl: string;
  lang: Language;
  /** Today in Amsterdam: the series are shown from and corrected up to the API's own date window. */
  today: CalendarDate;
  /** The site's name (its settings), as the calendar's maker and in its default name. */
  siteName: string;
  /** The calendar's name; the site's name with 'activities' by default. */
  name?: string;
  /** Whole descriptions (one activity's file) rather than their first LIST_DESCRIPTION_LENGTH characters. */
  wholeDescriptions?: boolean;
}

/**
 * The window of the API's date filters (activities/occurrences/occurrences.ts): series without a first day start
 * where the archive starts, and RDATEs are listed as far ahead as a date filter can look.
 */
export function calendarWindow(today: CalendarDate): CalendarWindow {
  return { from: addDays(today, -WINDOW_PAST_DAYS), to: addDays(today, WINDOW_FUTURE_DAYS) };
}

/** An Amsterdam wall-clock moment as the instant ical-generator formats (its TZDate support). */
function amsterdam(date: CalendarDate, time = '00:00', seconds = 0): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, seconds, TIME_ZONE);
}

const momentOf = (moment: LocalMoment) => amsterdam(moment.date, moment.time ?? '00:00');

/**
 * UNTIL has DTSTART's value type: a date for whole days; else, since DTSTART has a TZID, a UTC time
 * (RFC 5545 3.3.10), here the end of the last day in Amsterdam.
 */
function untilValue(until: CalendarDate, allDay: boolean): string {
  if (allDay) return formatDate(TIME_ZONE, amsterdam(until), true);
  return formatDate(null, new Date(amsterdam(until, '23:59', 59).getTime()));
}

/**
 * RRULE and RDATE, given to ical-generator as text (its documented way to take a rule it cannot build):
 * its structured options have no RDATE, no BYDAY with a position (2SA), and write UNTIL as a date-time
 * even where DTSTART is a date. The values are still formatted by ical-generator's formatDate, and the
 * lines are folded with the rest. A series of chosen dates has no rule: see chosenDateLines.
 */
function recurrenceLines(event: CalendarEvent, exceptions: CalendarExceptions): string | null {
  const { repeat, allDay } = event;
  if (!repeat?.freq) return null;
  const rule = [`FREQ=${repeat.freq}`];
  if (repeat.interval > 1) rule.push(`INTERVAL=${repeat.interval}`);
  rule.push(`BYDAY=${repeat.byDay.join(',')}`, 'WKST=MO');
  if (repeat.until) rule.push(`UNTIL=${untilValue(repeat.until, allDay)}`);
  const lines = [`RRULE:${rule.join(';')}`];
  if (repeat.extraDates.length > 0) lines.push(rdateLine(event, repeat.extraDates));
  const exdate = exdateLine(event, exceptions);
  if (exdate) lines.push(exdate);
  return lines.join('\r\n');
}

function rdateLine(event: CalendarEvent, dates: readonly CalendarDate[]): string {
  const { allDay } = event;
  const time = event.start.time ?? '00:00';
  const values = dates.map((date) =>
    allDay
      ? formatDate(TIME_ZONE, amsterdam(date), true)
      : formatDate(TIME_ZONE, amsterdam(date, time), false, true),
  );
  return `RDATE;${allDay ? 'VALUE=DATE' : `TZID=${TIME_ZONE}`}:${values.join(',')}`;
}

/** The organiser's cancelled dates and the moved dates' own days (the moved ones follow as events). */
function exdateLine(event: CalendarEvent, exceptions: CalendarExceptions): string | null {
  if (exceptions.exDates.length === 0) return null;
  const { allDay } = event;
  const values = exceptions.exDates.map((moment) => instantValue(moment, allDay));
  return `EXDATE;${allDay ? 'VALUE=DATE' : `TZID=${TIME_ZONE}`}:${values.join(',')}`;
}

/** An instance's start as RDATE, EXDATE and RECURRENCE-ID write it: a date, or a time in Amsterdam. */
function instantValue(moment: LocalMoment, allDay: boolean): string {
  return allDay
    ? formatDate(TIME_ZONE, amsterdam(moment.date), true)
    : formatDate(TIME_ZONE, momentOf(moment), false, true);
}

/**
 * The RDATE (and EXDATE) of a series of chosen dates (its dates after DTSTART), or null. Not given to
 * ical-generator as `repeating`: a text of one line there is taken for a rule and written as
 * 'RRULE:RDATE;...'.
 */
function chosenDateLines(event: CalendarEvent, exceptions: CalendarExceptions): string | null {
  const { repeat } = event;
  if (!repeat || repeat.freq !== null || repeat.extraDates.length === 0) return null;
  const exdate = exdateLine(event, exceptions);
  return [rdateLine(event, repeat.extraDates), ...(exdate ? [exdate] : [])].join('\r\n');
}

/** The plain-text description: subtitle, description, price, facets and the link to the page. */
function descriptionOf(activity: FeedActivity, lang: Language, whole: boolean): string {
  const text = TEXT[lang];
  return [
    activity.subtitle,
    whole ? activity.description : shortenText(activity.description, LIST_DESCRIPTION_LENGTH),
    [
      activity.recurrenceText,
      `${text.price}: ${activity.price}`,
      activity.facetLabels.length > 0 ? `${text.facets}: ${activity.facetLabels.join(', ')}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    `${text.more}: ${activity.pageUrl}`,
  ]
    .filter((part) => part?.trim())
    .join('\n\n');
}

/** A UID that stays the same for an activity in every feed and every download, on any day. */
export function activityUid(publicUrl: string, id: number): string {
  return `activity-${id}@${new URL(publicUrl).hostname}`;
}

/** The calendar's options in ical-generator's terms; its events are written apart (eventText). */
function calendarOptions(options: CalendarOptions) {
  const { lang, publicUrl } = options;
  return {
    // ical-generator writes NAME and X-WR-CALNAME as given, unescaped; an activity's title may hold ',;\'.
    name: escapeText(options.name ?? TEXT[lang].name(options.siteName), false),
    prodId: { company: options.siteName, product: options.siteName, language: lang.toUpperCase() },
    url: `${publicUrl}/activities`,
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  };
}

/**
 * The calendar around its events, as two texts to put the events between: ical-generator writes the
 * VTIMEZONE only for a calendar with events in that zone, so the frame is written around one stand-in
 * event, whose text is then left out. Folding is line by line, so the folded frame and the folded
 * events joined are the text ical-generator writes for the whole calendar.
 */
function calendarFrame(options: CalendarOptions): { head: string; tail: string } {
  const calendar = new ICalCalendar(calendarOptions(options));
  // Tells the few apps that read it which zone the calendar is in; every time carries its TZID anyway.
  calendar.x('X-WR-TIMEZONE', TIME_ZONE);
  calendar.createEvent({ id: 'frame', timezone: TIME_ZONE, start: new Date(0) });
  const text = calendar.toString();
  const begin = text.indexOf('\r\nBEGIN:VEVENT\r\n') + 2;
  const endMarker = '\r\nEND:VEVENT\r\n';
  const end = text.indexOf(endMarker, begin) + endMarker.length;
  return { head: text.slice(0, begin), tail: text.slice(end) };
}

/** A calendar with no events: no VTIMEZONE either. */
function emptyCalendar(options: CalendarOptions): string {
  const calendar = new ICalCalendar(calendarOptions(options));
  calendar.x('X-WR-TIMEZONE', TIME_ZONE);
  return calendar.toString();
}

/** One activity's VEVENT, folded, or '' for one that never takes place within the window. */
function eventText(activity: FeedActivity, options: CalendarOptions, window: CalendarWindow): string {
  const event = calendarEventOf(activity.row, window);
  if (!event) return '';
  const exceptions = calendarExceptionsOf(activity.row, event);
  // A calendar of its own for ical-generator's settings (the time zone the event's stamps are in).
  const calendar = new ICalCalendar(calendarOptions(options));
  const common = {
    id: activityUid(options.publicUrl, activity.row.id),
    timezone: TIME_ZONE,
    summary: activity.title,
    description: descriptionOf(activity, options.lang, options.wholeDescriptions ?? false),
    location: activity.location,
    url: activity.pageUrl,
    // The category, then each facet's label: a calendar app that sorts by category can use them.
    categories: [activity.categoryLabel, ...activity.facetLabels].map((name) => ({ name })),
    // DTSTAMP is when the event's information last changed; from the row, the file stays the same
    // between changes, so its ETag does too.
    stamp: activity.row.updatedAt,
    created: activity.row.createdAt,
    lastModified: activity.row.updatedAt,
  };
  // A moved date: an instance of its own, with the series' UID, naming the instance it replaces.
  const moved = exceptions.moved.map((instance) =>
    foldLines(
      new ICalEvent(
        {
          ...common,
          allDay: instance.allDay,
          start: momentOf(instance.start),
          end: instance.end ? momentOf(instance.end) : null,
          recurrenceId: event.allDay
            ? amsterdam(instance.recurrenceId.date)
            : momentOf(instance.recurrenceId),
        },
        calendar,
      ).toString(),
    ),
  );
  const vevent = new ICalEvent(
    {
      ...common,
      allDay: event.allDay,
      start: momentOf(event.start),
      end: event.end ? momentOf(event.end) : null,
      repeating: recurrenceLines(event, exceptions),
    },
    calendar,
  );
  const text = vevent.toString();
  const dates = chosenDateLines(event, exceptions);
  return (
    foldLines(dates ? text.replace(/END:VEVENT\r\n$/, `${dates}\r\nEND:VEVENT\r\n`) : text) + moved.join('')
  );
}

/**
 * The iCalendar text of these activities and its ETag; one that never takes place is left out. Each
 * event is written once for its row, language, description length and day (render-cache.ts; the
 * public URL is the application's, the same for every key), so a feed of a new filter joins events
 * already written.
 */
export function calendarFeed(
  cache: FeedRenderCache,
  activities: FeedActivity[],
  options: CalendarOptions,
): FeedText {
  const digests = activities.map((activity) => rowDigest(activity.row));
  return cache.text(['calendar', options, digests], () => {
    const window = calendarWindow(options.today);
    const whole = options.wholeDescriptions ?? false;
    const events = activities
      .map((activity, i) =>
        cache.piece(`vevent:${options.lang}:${whole}:${options.today}:${digests[i]}`, () =>
          eventText(activity, options, window),
        ),
      )
      .join('');
    if (!events) return emptyCalendar(options);
    const { head, tail } = calendarFrame(options);
    return head + events + tail;
  });
}
