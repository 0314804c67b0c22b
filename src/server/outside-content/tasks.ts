import { readImportForm } from '../features/imports/event-page';

// What the outside-content worker can read, by name: each task takes text from outside (a fetched
// page, a feed) and answers plain data. A new kind of outside content (the calendar sources' ICS
// feeds) is one more entry here, and is then read with the same limits, off the main thread.

export const OUTSIDE_CONTENT_TASKS = {
  /** An event page's HTML: the import form's fields from its JSON-LD, h-event and Open Graph. */
  'event-page': (input: { html: string; pageUrl: string }) => readImportForm(input.html, input.pageUrl),
};

export type OutsideContentTasks = typeof OUTSIDE_CONTENT_TASKS;
export type OutsideContentTask = keyof OutsideContentTasks;
