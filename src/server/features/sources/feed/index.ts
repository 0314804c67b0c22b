// The room of the sources feature that reads a calendar's text (an ICS feed, a page's events) into
// SourceEvents. It runs in the outside-content worker (outside-content/tasks.ts), which imports this door
// alone: no database, routes or HTTP here.
export { looksLikeIcs, readIcsFeed } from './ics-feed';
export { type PageEvent, readPageEvents } from './page-events';
