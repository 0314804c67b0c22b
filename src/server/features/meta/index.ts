// The door of the meta feature: the server-rendered share page of an activity.
export { metaRoutes } from './routes';
