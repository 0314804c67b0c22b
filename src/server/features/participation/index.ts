// The door of the participation feature: taking part in an activity and marking it a favourite.
export { participationRoutes } from './routes';
