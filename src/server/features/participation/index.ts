// The door of the participation feature: taking part in the dates of an activity (with places and a
// waitlist), following a series, and marking an activity a favourite.
export { type MyCalendarDate, myCalendarDates } from './my-calendar';
export { lockDate, promoteOnUpcomingDates, releasePlacesOf } from './registrations';
export { participationRoutes } from './routes';
