import { type CalendarEvent, type LocalMoment, occurrenceTimes } from './calendar-event';
import { activeDateChanges } from './date-changes';
import { listOccurrences } from './occurrences';
import type { RecurrenceInput } from './recurrence-rule';
import type { SessionTimes } from './session-end';

// The organiser's cancelled and moved dates (date-changes.ts) in a series' calendar event (RFC 5545):
// each changed date's own instance is excluded (EXDATE), and a moved date is an instance of its own,
// named by the instance it replaces (RECURRENCE-ID) with its new start and end.

/** A moved date as its own instance of the series. */
export interface MovedInstance extends Pick<CalendarEvent, 'allDay' | 'start' | 'end'> {
  /** The rule's instance it replaces, as the series' DTSTART would give it. */
  recurrenceId: LocalMoment;
}

export interface CalendarExceptions {
  /** The rule's instances that do not take place there: cancelled and moved dates' own days. */
  exDates: LocalMoment[];
  moved: MovedInstance[];
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d/;
const clockTime = (value: string | null | undefined) => (value ? (CLOCK.exec(value)?.[0] ?? null) : null);

/** The exceptions of a repeating event; none for a one-time event or a series without changes. */
export function calendarExceptionsOf(
  activity: RecurrenceInput & SessionTimes,
  event: CalendarEvent,
): CalendarExceptions {
  const changes = activeDateChanges(activity.dateChanges);
  if (!event.repeat || changes.length === 0) return { exDates: [], moved: [] };
  const plain = { ...activity, dateChanges: null };
  const counted = changes.filter(
    (change) =>
      change.day >= event.start.date &&
      listOccurrences(plain, change.day, change.day, { limit: 1 }).length > 0,
  );
  const instanceOf = (day: string): LocalMoment => ({ date: day, time: event.start.time });
  return {
    exDates: counted.map((change) => instanceOf(change.day)),
    moved: counted
      .filter((change) => !change.cancelled && change.movedTo !== null)
      .map((change) => ({
        recurrenceId: instanceOf(change.day),
        ...occurrenceTimes(
          change.movedTo!,
          change.movedTo!,
          clockTime(change.startTime ?? activity.recurringStartTime),
          clockTime(change.endTime ?? activity.recurringEndTime),
        ),
      })),
  };
}
