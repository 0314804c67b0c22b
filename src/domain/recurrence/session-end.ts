import type { LocalMinute } from './amsterdam-clock';
import { addDays } from './calendar-date';
import { listOccurrences, type Occurrence } from './occurrences';
import type { RecurrenceInput } from './recurrence-rule';

// When a session is over. The rest of the engine works in calendar days; this file adds the clock, so
// that at 14:15 this morning's session is no longer "next" and 'Vandaag' stops listing it (issue #14).
// Times are Amsterdam wall-clock times, written 'YYYY-MM-DD HH:mm': as text they sort in time order,
// which is all the engine and the database need (no instants, so no daylight-saving arithmetic).

// The clock itself is read in amsterdam-clock.ts; it is offered here too, where the lists and jobs that
// ask when a session ends have always found it.

/** The clock times an activity's occurrences have (the activity row's time fields, 'HH:mm'). */
export interface SessionTimes {
  activityType?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  recurringStartTime?: string | null;
  recurringEndTime?: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d/;

function clockTime(value: string | null | undefined): string | null {
  const match = value ? TIME.exec(value) : null;
  return match ? match[0] : null;
}

/**
 * The minute an occurrence is over: its last day at the end time. Without an end time we cannot know
 * how long it lasts, so it counts until the end of that day (listing a session that may still be going
 * on is better than hiding one). An end time at or before the start time on a single day means the
 * session runs past midnight; it too counts until the end of its day, when the next day's list starts.
 */
export function occurrenceEnd(occurrence: Occurrence, activity: SessionTimes): LocalMinute {
  const recurring = activity.activityType === 'recurring';
  // A moved date may have times of its own (date-changes.ts).
  const end = clockTime(occurrence.endTime ?? (recurring ? activity.recurringEndTime : activity.endTime));
  const start = clockTime(
    occurrence.startTime ?? (recurring ? activity.recurringStartTime : activity.startTime),
  );
  const overnight =
    end !== null && start !== null && occurrence.startDate === occurrence.endDate && end <= start;
  if (end === null || overnight) return `${addDays(occurrence.endDate, 1)} 00:00`;
  return `${occurrence.endDate} ${end}`;
}

/** Whether the occurrence is over at `now`. */
export function hasEnded(occurrence: Occurrence, activity: SessionTimes, now: LocalMinute): boolean {
  return occurrenceEnd(occurrence, activity) <= now;
}

/**
 * The occurrences that are not over at `now`, earliest first, at most `limit`: one running right now
 * counts, this morning's finished session does not. (Only an occurrence ending today can be over among
 * those from today on, and a recurring series has one occurrence a day, so one extra is enough.)
 */
export function upcomingOccurrences(
  activity: RecurrenceInput & SessionTimes,
  now: LocalMinute,
  limit: number,
): Occurrence[] {
  const today = now.slice(0, 10);
  return listOccurrences(activity, today, null, { limit: limit + 1 })
    .filter((occurrence) => !hasEnded(occurrence, activity, now))
    .slice(0, limit);
}

/** The occurrence going on at `now` or the next one, or null when none is left. */
export function upcomingOccurrence(
  activity: RecurrenceInput & SessionTimes,
  now: LocalMinute,
): Occurrence | null {
  return upcomingOccurrences(activity, now, 1)[0] ?? null;
}
