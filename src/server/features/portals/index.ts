// The door of the portals feature: the city and organisation pages and their administration.
export { portalSummaryColumns } from './repository';
export { portalRoutes } from './routes';
export { getPortalBySlug } from './service';
