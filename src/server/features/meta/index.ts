// The door of the meta feature: the server-rendered share page of an activity, and the head of a
// portal's own page.
export { type PageHead, portalPageHead } from './portal-head';
export { metaRoutes } from './routes';
