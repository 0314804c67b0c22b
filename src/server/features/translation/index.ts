// The door of the translation feature: an activity's Dutch texts in English for the organiser, and which
// of the activity dialog's helpers this site has.
export { translationRoutes } from './routes';
