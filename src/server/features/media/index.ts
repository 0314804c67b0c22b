// The door of the media feature: pictures served by URL and uploaded or generated ahead of an activity.
// Storing a picture is src/server/images, used by every feature that shows one.
export { findImageIdByKey } from './repository';
export { mediaRoutes } from './routes';
export { uploadRoutes } from './upload-routes';
