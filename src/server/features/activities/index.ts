// The door of the activities feature: what app.ts and the other features may use. Its rooms (list/,
// occurrences/, notices/) have doors of their own, used only by the feature itself.

export { ACTIVITY_NOT_FOUND, activityIdFromPath } from '../../http/activity-id';
export { type ActivityState, createActivityState, forgetCachedLists } from './activity-state';
export { adminActivityListRoutes } from './admin-list';
export { firstCardPicture } from './first-picture';
export { type ChangeOrigin, type ChangeVia, fieldChanges, recordActivityChange } from './history';
export { activityJobs } from './jobs';
export { type ListPage, pageBody } from './list';
export { createParticipantNotices, type ParticipantNotices } from './notices';
export {
  lockOccurrenceWindow,
  refreshOccurrences,
  WINDOW_FUTURE_DAYS,
  WINDOW_PAST_DAYS,
} from './occurrences';
export { activityRoutes } from './routes';
export { activityReader, getActivity, listActivities, listActivityPage, listTags } from './service';
export { addActivity, changeActivity, requireManagerOfActivity } from './writes';
