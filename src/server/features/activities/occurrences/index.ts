// The occurrences' room: the rolling window of dates each activity takes place on, materialised in
// activity_occurrences (occurrences.ts), and each process's check that they are fresh for this minute.

export { OccurrenceFreshness } from './occurrence-freshness';
export {
  lockOccurrenceWindow,
  refreshOccurrences,
  WINDOW_FUTURE_DAYS,
  WINDOW_PAST_DAYS,
} from './occurrences';
export { changesDates } from './occurrences-repository';
