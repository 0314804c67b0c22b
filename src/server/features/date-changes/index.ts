// The door of the date-changes feature: an organiser cancels, moves or restores one date of a series
// (issue #43), and those taking part hear of it at once; a calendar source sets the dates it cancels.
export { dateChangeRoutes } from './routes';
export {
  SOURCE_CANCELLATION_REASON,
  type SourceCancellations,
  syncSourceCancellations,
} from './service';
