import type { CalendarDate } from '../../domain/recurrence/calendar-date';
import { readEventList, readImportForm } from '../features/imports/event-page';
import { readIcsFeed, readPageEvents } from '../features/sources/feed';

// What the outside-content worker can read, by name: each task takes text from outside (a fetched
// page, a feed) and answers plain data. A new kind of outside content is one more entry here, and is
// then read with the same limits, off the main thread.

export const OUTSIDE_CONTENT_TASKS = {
  /** An event page's HTML: the import form's fields from its JSON-LD, h-event and Open Graph. */
  'event-page': (input: { html: string; pageUrl: string }) => readImportForm(input.html, input.pageUrl),
  /** A calendar source's ICS text: its events fitted to Meedoen's schedules (decision 0038). */
  'calendar-ics': (input: { text: string; today: CalendarDate; horizon: CalendarDate }) =>
    readIcsFeed(input.text, input.today, input.horizon),
  /** A calendar source's web page: its schema.org Events, each one date. */
  'calendar-page': (input: { html: string; pageUrl: string; today: CalendarDate }) =>
    readPageEvents(readEventList(input.html, input.pageUrl), input.today),
};

export type OutsideContentTasks = typeof OUTSIDE_CONTENT_TASKS;
export type OutsideContentTask = keyof OutsideContentTasks;
