// The door of the feeds feature: the agenda as calendar (ICS) and RSS feeds.
export { feedRoutes } from './routes';
