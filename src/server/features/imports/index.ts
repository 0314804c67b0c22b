// The door of the imports feature: an activity read from an event page. Reading the page itself is the
// event-page room, which the outside-content worker imports through its own door.
export { importRoutes } from './routes';
