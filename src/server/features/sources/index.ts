// The door of the sources feature: calendars (ICS feeds, pages of schema.org Events) that keep a
// portal's activities current (issue #44 item 3). Its feed/ room is read by the outside-content worker.
export type { UpsertSourceProposal } from './read-source';
export { type SourceRoutesOptions, sourceRoutes } from './routes';
