import { isAgendaDate } from '../../../../domain/recurrence/calendar-date';
import { MAX_RECURRING_DATES } from '../../../../domain/recurrence/recurrence-rule';

// The date list of a series of chosen dates as the form edits it: sorted and once each, as the server
// stores it, so the list the administrator sees is the list that is saved.

/** Whether `date` can still be added: a real date the agenda can hold, and room in the list. */
export function canAddDate(dates: readonly string[], date: string): boolean {
  return isAgendaDate(date) && !dates.includes(date) && dates.length < MAX_RECURRING_DATES;
}

/** The dates with `date` added, sorted and once each. */
export function withDate(dates: readonly string[], date: string): string[] {
  return [...new Set([...dates, date])].sort();
}

/** The dates without `date`. */
export function withoutDate(dates: readonly string[], date: string): string[] {
  return dates.filter((d) => d !== date);
}
