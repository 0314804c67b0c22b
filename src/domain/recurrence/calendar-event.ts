import {
  addDays,
  type CalendarDate,
  dayOfWeek,
  daysBetween,
  formatCalendarDate,
  isoWeekNumber,
  isoWeekYear,
  todayInAmsterdam,
} from './calendar-date';
import { listOccurrences } from './occurrences';
import { type RecurrenceInput, type RecurrenceRule, recurrenceRuleOf } from './recurrence-rule';
import type { SessionTimes } from './session-end';

// How an activity is told to a calendar (RFC 5545): its first occurrence and, when it recurs, a recurrence
// rule plus the days the rule cannot reach. Pure and in Amsterdam wall-clock terms; the feeds feature
// writes it out with ical-generator. It reads the engine's own rule (recurrenceRuleOf) and asks the engine
// for the dates, so a calendar and the API's date filters cannot disagree (the tests expand the feed with
// ical.js and compare).
//
// Weekly and monthly rules are exact forever: 'every week on MO,WE' is FREQ=WEEKLY;BYDAY=MO,WE, 'the second
// Saturday' is FREQ=MONTHLY;BYDAY=2SA (the engine's 'second' is days 8-14, which is what 2SA means), 'the
// last Friday' is FREQ=MONTHLY;BYDAY=-1FR. A series of chosen dates has no rule: its first date, and all
// its dates as RDATEs (at most 60), wherever the window is.
// Even or odd ISO weeks are not: INTERVAL=2 counts weeks from the first one, while ISO week parity
// restarts each year, and a year with 53 weeks ends odd and is followed by an odd week 1 (2026-W53,
// 2027-W01). So INTERVAL=2 holds only within a run of weeks between two such year ends. The rule is cut
// (UNTIL) where its run ends and the occurrences after it are listed as RDATEs up to the window's end;
// past that nothing is claimed. The rule never produces a wrong day, so no EXDATE is ever needed.

/** RFC 5545 weekday codes, indexed by ISO weekday - 1. */
export const ICAL_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** An Amsterdam wall-clock moment: a date and a time 'HH:mm', or a date alone in an all-day event. */
export interface LocalMoment {
  date: CalendarDate;
  time: string | null;
}

export interface CalendarRepeat {
  /** null: no rule, only the RDATEs (a series of chosen dates). */
  freq: 'WEEKLY' | 'MONTHLY' | null;
  interval: 1 | 2;
  /** BYDAY values in calendar order: 'TU' (every week), '2SA' (the second Saturday of the month). */
  byDay: string[];
  /** The rule's last day, inclusive; null when it runs on without end. */
  until: CalendarDate | null;
  /**
   * RDATE: occurrences after `until` that the rule cannot produce, at the series' start time; without a
   * rule (chosen dates), every date, DTSTART's included.
   */
  extraDates: CalendarDate[];
}

export interface CalendarEvent {
  /** Whole days (no start time known): the times are null and `end` is the day after the last day. */
  allDay: boolean;
  /** The (first) occurrence's start. */
  start: LocalMoment;
  /** The (first) occurrence's end; null when no end time is known (the event is a moment). */
  end: LocalMoment | null;
  repeat: CalendarRepeat | null;
}

export interface CalendarWindow {
  /** A series without a first day of its own is shown from here; see also alternate weeks above. */
  from: CalendarDate;
  /** The last day RDATEs are listed for; past it a series shows only what its rule says exactly. */
  to: CalendarDate;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d/;

/** 'HH:mm' from a stored time ('19:30' or '19:30:00'), null for none or nonsense (as session-end.ts reads it). */
function clockTime(value: string | null | undefined): string | null {
  const match = value ? CLOCK.exec(value) : null;
  return match ? match[0] : null;
}

/**
 * Start and end of an occurrence from its first and last day and the session's clock times. No start
 * time: whole days. An end time at or before the start time on a single day runs past midnight, as
 * session-end.ts reads it. A start without an end time is a moment, or lasts to the end of its last day
 * when it spans days.
 */
export function occurrenceTimes(
  startDate: CalendarDate,
  endDate: CalendarDate,
  startTime: string | null,
  endTime: string | null,
): Pick<CalendarEvent, 'allDay' | 'start' | 'end'> {
  if (startTime === null) {
    return {
      allDay: true,
      start: { date: startDate, time: null },
      end: { date: addDays(endDate, 1), time: null },
    };
  }
  const start = { date: startDate, time: startTime };
  if (endTime === null) {
    return {
      allDay: false,
      start,
      end: endDate > startDate ? { date: addDays(endDate, 1), time: '00:00' } : null,
    };
  }
  const overnight = startDate === endDate && endTime <= startTime;
  return { allDay: false, start, end: { date: overnight ? addDays(endDate, 1) : endDate, time: endTime } };
}

function mondayOfIsoWeekOne(isoYear: number): CalendarDate {
  const fourth = formatCalendarDate(isoYear, 1, 4);
  return addDays(fourth, 1 - dayOfWeek(fourth));
}

/** 28 December always lies in the last ISO week of its year. */
const hasWeek53 = (isoYear: number) => isoWeekNumber(formatCalendarDate(isoYear, 12, 28)) === 53;

/** The Monday the run of alternating ISO week parity that holds `date` began: after the last week 53. */
export function parityRunStart(date: CalendarDate): CalendarDate {
  let year = isoWeekYear(date);
  while (year > 2 && !hasWeek53(year - 1)) year--;
  return mondayOfIsoWeekOne(year);
}

/** The Sunday that run ends: the end of the next week 53 (2026-W53 ends 2027-01-03). */
export function parityRunEnd(date: CalendarDate): CalendarDate {
  let year = isoWeekYear(date);
  while (year < 9998 && !hasWeek53(year)) year++;
  return addDays(mondayOfIsoWeekOne(year + 1), -1);
}

type RecurringRule = Extract<RecurrenceRule, { kind: 'recurring' }>;

const later = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
const earlier = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);

/**
 * Where a series is shown from. Weekly and monthly: its own first day (stable, so a subscribed calendar
 * keeps its history); without one, the day it was made (a series saved without a start date begins
 * then: a calendar must not show sessions before it existed); without either, the window's start, or
 * for a series that ended before the window, a window's length before its end. Alternate weeks: not
 * before the run that holds the window's start (or the series' end, when it ended before), since the
 * rule holds for one run only and the series' earlier runs would each need every day listed.
 */
function seriesShownFrom(
  rule: RecurringRule,
  window: CalendarWindow,
  madeOn: CalendarDate | null,
): CalendarDate {
  const endedBefore = rule.to !== null && rule.to < window.from;
  // A series made after its own end (an old one entered later) has no real first day to go by.
  const made = madeOn !== null && (rule.to === null || madeOn <= rule.to) ? madeOn : null;
  const own =
    rule.from ??
    made ??
    (endedBefore ? addDays(rule.to!, -daysBetween(window.from, window.to)) : window.from);
  if (rule.weeks.kind !== 'alternate-weeks') return own;
  const anchor = endedBefore ? rule.to! : later(own, window.from);
  return later(own, parityRunStart(anchor));
}

const monthly = (rule: RecurringRule) =>
  rule.weeks.kind === 'nth-of-month' || rule.weeks.kind === 'last-of-month';

function byDayOf(rule: RecurringRule): string[] {
  const prefix =
    rule.weeks.kind === 'nth-of-month'
      ? String(rule.weeks.nth)
      : rule.weeks.kind === 'last-of-month'
        ? '-1'
        : '';
  return rule.days.map((day) => `${prefix}${ICAL_WEEKDAYS[day - 1]}`);
}

function recurringEvent(
  activity: RecurrenceInput,
  rule: RecurringRule,
  times: { start: string | null; end: string | null },
  window: CalendarWindow,
  madeOn: CalendarDate | null,
): CalendarEvent | null {
  // The rule's own dates: cancelled and moved ones are told apart (calendar-exceptions.ts).
  const plain = { ...activity, dateChanges: null };
  const first = listOccurrences(plain, seriesShownFrom(rule, window, madeOn), rule.to, { limit: 1 })[0];
  if (!first) return null;
  const alternate = rule.weeks.kind === 'alternate-weeks';
  let until = rule.to;
  let extraDates: CalendarDate[] = [];
  if (alternate) {
    const runEnd = parityRunEnd(first.startDate);
    until = until === null ? runEnd : earlier(until, runEnd);
    const lastExtra = rule.to === null ? window.to : earlier(rule.to, window.to);
    if (lastExtra > until) {
      extraDates = listOccurrences(plain, addDays(until, 1), lastExtra).map((o) => o.startDate);
    }
  }
  return {
    ...occurrenceTimes(first.startDate, first.endDate, times.start, times.end),
    repeat: {
      freq: monthly(rule) ? 'MONTHLY' : 'WEEKLY',
      interval: alternate ? 2 : 1,
      byDay: byDayOf(rule),
      until,
      extraDates,
    },
  };
}

/** When the activity was made (its row's created_at): a series without a start date begins that day. */
export interface MadeAt {
  createdAt?: Date | null;
}

/**
 * The calendar event of an activity, or null when it never takes place (or, for a series, not from where
 * it is shown on). One-time activities are a single event from their first to their last day.
 */
export function calendarEventOf(
  activity: RecurrenceInput & SessionTimes & MadeAt,
  window: CalendarWindow,
): CalendarEvent | null {
  const rule = recurrenceRuleOf(activity);
  if (rule.kind === 'none') return null;
  if (rule.kind === 'one-time') {
    const times = occurrenceTimes(
      rule.startDate,
      rule.endDate,
      clockTime(activity.startTime),
      clockTime(activity.endTime),
    );
    return { ...times, repeat: null };
  }
  const times = { start: clockTime(activity.recurringStartTime), end: clockTime(activity.recurringEndTime) };
  if (rule.kind === 'dates') {
    const first = rule.dates[0]!;
    // Every date is an RDATE, the first too: RFC 5545 counts DTSTART as an occurrence and a duplicate
    // once, but calendar apps that expand RDATEs alone (ical.js) leave DTSTART out without it.
    // One date is a single event, as a one-time activity is.
    const repeat: CalendarRepeat | null =
      rule.dates.length > 1
        ? { freq: null, interval: 1, byDay: [], until: null, extraDates: [...rule.dates] }
        : null;
    return { ...occurrenceTimes(first, first, times.start, times.end), repeat };
  }
  const madeOn = activity.createdAt ? todayInAmsterdam(activity.createdAt) : null;
  return recurringEvent(activity, rule, times, window, madeOn);
}
