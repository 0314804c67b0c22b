// The door of the health feature: whether this process and its database answer.
export { healthRoutes } from './routes';
