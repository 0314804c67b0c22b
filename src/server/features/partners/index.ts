// The door of the partners feature (issue #47, item 4): the operator's featured partners.
export { partnerRoutes } from './routes';
