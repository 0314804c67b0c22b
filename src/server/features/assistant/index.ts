// The door of the assistant feature: a conversation turned into the list's filters.
export { assistantRoutes } from './routes';
