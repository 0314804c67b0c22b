// The door of the embed feature: the server-rendered widget other sites show in an iframe.
export { embedRoutes } from './routes';
