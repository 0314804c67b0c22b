// Temporary: activities/writes.ts still imports the image store from here while the activities split is
// under way. Delete this file once activities imports ../../images/image-store.
export { decodeDataUrlImage, storeImage } from '../../images/image-store';
