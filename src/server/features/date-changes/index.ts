// The door of the date-changes feature: an organiser cancels, moves or restores one date of a series
// (issue #43), and those taking part hear of it at once.
export { dateChangeRoutes } from './routes';
