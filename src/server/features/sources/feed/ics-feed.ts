import ICAL from 'ical.js';
import { addDays, type CalendarDate } from '../../../../domain/recurrence/calendar-date';
import type { Weekday } from '../../../../domain/recurrence/recurrence-rule';
import {
  type Exclusion,
  fitSchedule,
  type LocalOccurrence,
  laterDate,
  type RuleHint,
} from '../../../../domain/sources/schedule';
import type { FeedReading, SourceEvent } from '../../../../domain/sources/source-event';
import type { SourceProblem } from '../../../../domain/sources/source-messages';
import { amsterdamClock, type IcsZone, zoneOf } from './ics-zones';

// An ICS calendar (RFC 5545) read with ical.js, in the outside-content worker: each VEVENT (with its
// changed instances, same UID) becomes one SourceEvent, its dates expanded by ical.js up to the
// occurrence window and then fitted to Meedoen's schedule (domain/sources/schedule.ts).

/** Occurrences expanded per event at most: a daily rule from long ago stops here, well inside 5 s. */
const EXPANSION_MAX = 5_000;

const BYDAY: Record<string, Weekday> = {
  MO: 'monday',
  TU: 'tuesday',
  WE: 'wednesday',
  TH: 'thursday',
  FR: 'friday',
  SA: 'saturday',
  SU: 'sunday',
};

export function looksLikeIcs(text: string): boolean {
  return /^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, '').slice(0, 200));
}

/** `horizon`: the last day expanded (today + the occurrence window). */
export function readIcsFeed(text: string, today: CalendarDate, horizon: CalendarDate): FeedReading {
  const reading: FeedReading = { notACalendar: false, events: [], problems: [] };
  if (!looksLikeIcs(text)) return { ...reading, notACalendar: true };
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')) as unknown[]);
  } catch {
    return { ...reading, notACalendar: true };
  }
  const defined = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') defined.set(tzid, new ICAL.Timezone(vtimezone));
  }
  const masters = new Map<string, ICAL.Component>();
  const changed = new Map<string, ICAL.Component[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const key = eventKey(vevent);
    if (vevent.hasProperty('recurrence-id')) changed.set(key, [...(changed.get(key) ?? []), vevent]);
    else if (!masters.has(key)) masters.set(key, vevent);
  }
  for (const [key, master] of masters) {
    if (String(master.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const read = readEventSafely(key, master, changed.get(key) ?? [], defined, today, horizon);
    if ('problem' in read) reading.problems.push({ key, problem: read.problem });
    else reading.events.push(read);
  }
  return reading;
}

/** UID, or (a calendar without UIDs) the summary and start, which is the best a re-read can match. */
function eventKey(vevent: ICAL.Component): string {
  const uid = vevent.getFirstPropertyValue('uid');
  if (typeof uid === 'string' && uid.trim()) return uid.trim().slice(0, 500);
  const start = vevent.getFirstProperty('dtstart')?.getFirstValue();
  return `${String(vevent.getFirstPropertyValue('summary') ?? '')}|${String(start ?? '')}`.slice(0, 500);
}

/** ical.js reads a value when it is asked for it: a malformed date then throws, and skips only its event. */
function readEventSafely(...args: Parameters<typeof readEvent>): ReturnType<typeof readEvent> {
  try {
    return readEvent(...args);
  } catch {
    return { problem: 'invalidEvent' };
  }
}

function readEvent(
  key: string,
  master: ICAL.Component,
  exceptions: ICAL.Component[],
  defined: ReadonlyMap<string, ICAL.Timezone>,
  today: CalendarDate,
  horizon: CalendarDate,
): SourceEvent | { problem: SourceProblem } {
  const start = master.getFirstProperty('dtstart');
  if (!start) return { problem: 'noStart' };
  const zones = [master, ...exceptions].flatMap((item) =>
    ['dtstart', 'dtend'].flatMap((name) => {
      const property = item.getFirstProperty(name);
      return property ? [zoneOf(property, defined)] : [];
    }),
  );
  if (zones.some((zone) => zone.kind === 'unknown')) return { problem: 'unknownTimeZone' };
  let event: ICAL.Event;
  try {
    event = new ICAL.Event(master, { exceptions, strictExceptions: true });
  } catch {
    return { problem: 'noStart' };
  }
  const occurrences = expand(event, defined, horizon);
  const fitted = fitSchedule(occurrences, ruleHint(master, exceptions, defined), today);
  if ('problem' in fitted) return fitted;
  const text = (name: string) => {
    const value = master.getFirstPropertyValue(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    key,
    text: {
      title: text('summary'),
      description: text('description'),
      meetingPoint: text('location'),
      websiteUrl: text('url'),
    },
    schedule: fitted.schedule,
    ...(fitted.cancelledDates.length > 0 ? { cancelledDates: fitted.cancelledDates } : {}),
  };
}

/** Every occurrence up to `horizon`, changed instances applied and cancelled ones left out. */
function expand(event: ICAL.Event, defined: ReadonlyMap<string, ICAL.Timezone>, horizon: CalendarDate) {
  const found: LocalOccurrence[] = [];
  const iterator = event.iterator();
  for (let i = 0; i < EXPANSION_MAX; i++) {
    const next = iterator.next();
    if (!next) break;
    const details = event.getOccurrenceDetails(next);
    const item = details.item.component;
    if (String(item.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const occurrence = localOccurrence(details.startDate, details.endDate, item, defined);
    if (occurrence.startDate > horizon) break;
    found.push(occurrence);
  }
  // DTSTART is always the first date (RFC 5545), which ical.js leaves out of an RDATE list without RRULE.
  const first = localOccurrence(event.startDate, event.endDate, event.component, defined);
  if (!event.component.hasProperty('rrule') && !found.some((o) => o.startDate === first.startDate)) {
    found.push(first);
  }
  return found.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

function localOccurrence(
  start: ICAL.Time,
  end: ICAL.Time | null,
  item: ICAL.Component,
  defined: ReadonlyMap<string, ICAL.Timezone>,
): LocalOccurrence {
  const zone = (name: string): IcsZone => {
    const property = item.getFirstProperty(name) ?? item.getFirstProperty('dtstart');
    return property ? zoneOf(property, defined) : { kind: 'floating' };
  };
  if (start.isDate) {
    const startDate = amsterdamClock(start, { kind: 'floating' }).date;
    // An all-day DTEND is the day after the last one (exclusive).
    const endDay = end ? addDays(amsterdamClock(end, { kind: 'floating' }).date, -1) : startDate;
    return { startDate, startTime: null, endDate: laterDate(startDate, endDay), endTime: null };
  }
  const from = amsterdamClock(start, zone('dtstart'));
  // Without DTEND or DURATION ical.js ends it at its start: the calendar gave no end time.
  if (!end || (!item.hasProperty('dtend') && !item.hasProperty('duration')))
    return { startDate: from.date, startTime: from.time, endDate: from.date, endTime: null };
  const to = amsterdamClock(end, item.hasProperty('dtend') ? zone('dtend') : zone('dtstart'));
  // Until midnight: the evening's end, on its own day.
  if (to.time === '00:00' && to.date === addDays(from.date, 1)) {
    return { startDate: from.date, startTime: from.time, endDate: from.date, endTime: '23:59' };
  }
  return { startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time };
}

/**
 * The RRULE as a rule Meedoen might have, or null: one RRULE, no RDATE, COUNT or changed instance, and
 * only the parts Meedoen's rules speak (FREQ, INTERVAL 1 or 2, BYDAY, UNTIL, WKST); its EXDATEs as
 * Amsterdam dates and times, which fitSchedule keeps as cancelled dates where they are the rule's.
 */
function ruleHint(
  master: ICAL.Component,
  exceptions: ICAL.Component[],
  defined: ReadonlyMap<string, ICAL.Timezone>,
): RuleHint | null {
  const rules = master.getAllProperties('rrule');
  if (rules.length !== 1 || exceptions.length > 0) return null;
  if (master.hasProperty('rdate')) return null;
  const excluded = exclusions(master, defined);
  if (!excluded) return null;
  const recur = rules[0]!.getFirstValue() as ICAL.Recur;
  if (recur.count) return null;
  const parts = Object.keys(recur.parts ?? {});
  if (parts.some((part) => part !== 'BYDAY')) return null;
  const byday = ((recur.parts as { BYDAY?: string[] }).BYDAY ?? []).map((day) =>
    /^([+-]?\d*)([A-Z]{2})$/.exec(day),
  );
  if (byday.some((match) => !match || !BYDAY[match[2]!])) return null;
  const bounded = recur.until !== null && recur.until !== undefined;
  if (recur.freq === 'WEEKLY' && (recur.interval === 1 || recur.interval === 2)) {
    if (byday.some((match) => match![1])) return null;
    return {
      kind: 'weekly',
      interval: recur.interval,
      days: byday.map((match) => BYDAY[match![2]!]!),
      bounded,
      excluded,
    };
  }
  if (recur.freq === 'MONTHLY' && recur.interval === 1 && byday.length === 1) {
    const nth = Number(byday[0]![1]);
    if (![1, 2, 3, 4, -1].includes(nth)) return null;
    return {
      kind: 'monthly',
      nth: nth as 1 | 2 | 3 | 4 | -1,
      day: BYDAY[byday[0]![2]!]!,
      bounded,
      excluded,
    };
  }
  return null;
}

/**
 * Every EXDATE value as the Amsterdam date and time it names (a DATE value: the whole day, as ical.js
 * reads it); null when one is in a time zone the calendar does not define, which no rule can match.
 */
function exclusions(master: ICAL.Component, defined: ReadonlyMap<string, ICAL.Timezone>): Exclusion[] | null {
  const found: Exclusion[] = [];
  for (const property of master.getAllProperties('exdate')) {
    const zone = zoneOf(property, defined);
    if (zone.kind === 'unknown') return null;
    for (const value of property.getValues() as ICAL.Time[]) {
      if (value.isDate) found.push({ date: amsterdamClock(value, { kind: 'floating' }).date, time: null });
      else found.push(amsterdamClock(value, zone));
    }
  }
  return found;
}
