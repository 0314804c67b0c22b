// The admin screens' API, one file per resource: the fetchers, their queries and keys together.
export {
  type AdminActivityFilter,
  type AdminActivityRow,
  adminActivityKeys,
  type SavedActivity,
  useActivityForEdit,
  useAdminActivities,
  useDeleteActivity,
  useDeletionAudience,
  useSaveActivity,
} from './activities';
export {
  type AdminHelpers,
  useAdminHelpers,
  useGenerateCover,
  useImportFromUrl,
  useTranslateToEnglish,
} from './helpers';
export {
  type InboxPage,
  inboxKeys,
  useDeleteMessage,
  useInbox,
  useMarkMessage,
  useReplyToMessage,
  useUnhandledCount,
} from './messages';
export {
  useAdminPartners,
  useChangePartnerLogo,
  useDeletePartner,
  useSavePartner,
} from './partners';
export { useCreatePortal, useDeletePortal, usePortalOverview, useUpdatePortal } from './portals';
export {
  type CalendarSource,
  sourceKeys,
  useAddSource,
  useChangeSource,
  useDeleteSource,
  usePortalChoices,
  useReadSource,
  useSources,
} from './sources';
export { useAdminUsers, useCreateUser, useDeleteUser, useUpdateUser } from './users';
