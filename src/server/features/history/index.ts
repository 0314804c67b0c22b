// The door of the history feature (issue #44, item 5; decision 0039): reading who changed what. The
// recording itself belongs to the writes (activities' recordActivityChange, in each write's transaction).
export { historyRoutes } from './routes';
