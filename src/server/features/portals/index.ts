// The door of the portals feature: the city and organisation pages and their administration.
export { portalRoutes } from './routes';
