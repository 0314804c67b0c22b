import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ActivityCreateInput } from '../../../domain/activities/input';
import type { ActivityDetail } from '../../../domain/activities/response';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import type { ContactInboxStatus, ContactMessage } from '../../../domain/contact';
import type { StoredImageResponse } from '../../../domain/images';
import type { PortalInput, PortalOverview } from '../../../domain/portals';
import type { AdminUserCreateInput, AdminUserUpdateInput, UserProfile } from '../../../domain/users';
import { apiFetch, apiFetchWithHeaders } from '../../lib/api';
import { applyAccountChange, fetchUserPage, userKeys } from '../../lib/user-api';
import type { ImportedActivity } from './activity-form/from-import';
import type { TranslatableField } from './activity-form/translation';

/** One page of the administrators' user table (spec 9: page size 10). */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: userKeys.admin(search, page),
    queryFn: ({ signal }) =>
      fetchUserPage({ search, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation is checked in the form; the server checks it again when sent.
    mutationFn: (input: AdminUserCreateInput) =>
      apiFetch<UserProfile>('/api/users', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUserUpdateInput }) =>
      apiFetch<UserProfile>(`/api/users/${id}`, { method: 'PUT', body: input }),
    onSuccess: (user) => applyAccountChange(queryClient, user),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ message: string }>(`/api/users/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: userKeys.profile(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

// The contact inbox (Admin → Berichten). Every key starts with 'contact-messages', so a change refreshes
// the list pages, the sidebar's badge and the dashboard's count together.

export const inboxKeys = {
  all: ['contact-messages'] as const,
  page: (status: ContactInboxStatus, page: number) => ['contact-messages', 'page', status, page] as const,
  unhandledCount: ['contact-messages', 'unhandled-count'] as const,
};

export interface InboxPage {
  items: ContactMessage[];
  /** All matches (the X-Total-Count header), not only this page. */
  total: number;
}

async function fetchInboxPage(status: ContactInboxStatus, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    status,
    limit: String(ADMIN_PAGE_SIZE),
    offset: String(page * ADMIN_PAGE_SIZE),
  });
  const { data, headers } = await apiFetchWithHeaders<ContactMessage[]>(`/api/contact-messages?${query}`, {
    signal,
  });
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** One page of the inbox, newest first (spec 9: page size 10). */
export function useInbox(status: ContactInboxStatus, page: number) {
  return useQuery({
    queryKey: inboxKeys.page(status, page),
    queryFn: ({ signal }) => fetchInboxPage(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many messages nobody has handled yet: the dashboard and the sidebar show it. */
export function useUnhandledCount() {
  return useQuery({
    queryKey: inboxKeys.unhandledCount,
    queryFn: ({ signal }) =>
      apiFetch<{ count: number }>('/api/contact-messages/unhandled-count', { signal }).then((r) => r.count),
  });
}

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiFetch<ContactMessage>(`/api/contact-messages/${id}`, { method: 'PATCH', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** Answers a message by e-mail from the inbox; the answer is kept with the message. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      apiFetch<ContactMessage>(`/api/contact-messages/${id}/replies`, { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<undefined>(`/api/contact-messages/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

// Portals (Admin → Portals). The keys start with 'portals' like the activity filters' portal lists, so a
// change refreshes those dropdowns too.

export const portalAdminKeys = { overview: ['portals', 'overview'] as const };

export function usePortalOverview() {
  return useQuery({
    queryKey: portalAdminKeys.overview,
    queryFn: ({ signal }) => apiFetch<PortalOverview[]>('/api/portals/overview', { signal }),
  });
}

/** After a change to portals: every portal list, and activity lists that show portal names. */
function portalsChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['portals'] }),
    queryClient.invalidateQueries({ queryKey: ['activities'] }),
  ]);
}

export function useCreatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalInput) =>
      apiFetch<PortalOverview>('/api/portals', { method: 'POST', body: input }),
    onSuccess: () => portalsChanged(queryClient),
  });
}

export function useUpdatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PortalInput }) =>
      apiFetch<PortalOverview>(`/api/portals/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => portalsChanged(queryClient),
  });
}

export function useDeletePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: number; moveTo: number | null }) =>
      apiFetch<{ message: string; moved: number }>(
        `/api/portals/${id}${moveTo === null ? '' : `?moveTo=${moveTo}`}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => portalsChanged(queryClient),
  });
}

// Activities (Admin → Activiteiten). The keys start with 'activities' like the public lists, so a change
// to portals (which refreshes ['activities']) refreshes this table too, and a delete refreshes them all.

/** One row of GET /api/admin/activities. */
export interface AdminActivityRow {
  id: number;
  title: string;
  titleEn: string | null;
  /** yyyy-MM-dd: the start date, or for a recurring activity the day it runs from; null when none. */
  date: string | null;
  /** yyyy-MM-dd: the day it takes place next (one going on counts); null when nothing is to come. */
  nextDate: string | null;
  /** yyyy-MM-dd: when nothing is to come, the day it last took place. */
  lastDate: string | null;
  /** A recurring activity's pattern in the interface language ('Elke dinsdag'). */
  recurrenceText: string | null;
  activityType: string;
  portalId: number;
  portalName: string | null;
  hasPhoto: boolean;
  /** The picture's small version; null without one. */
  thumbnailUrl: string | null;
  participants: number;
}

export interface AdminActivityFilter {
  search: string;
  /** null: every portal. */
  portalId: number | null;
}

export const adminActivityKeys = {
  all: ['activities', 'admin'] as const,
  page: (filter: AdminActivityFilter, page: number, limit: number) =>
    ['activities', 'admin', filter.search, filter.portalId, page, limit] as const,
};

async function fetchAdminActivityPage(
  filter: AdminActivityFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ limit: String(limit), offset: String(page * limit) });
  if (filter.search) query.set('search', filter.search);
  if (filter.portalId !== null) query.set('portalId', String(filter.portalId));
  const { data, headers } = await apiFetchWithHeaders<AdminActivityRow[]>(`/api/admin/activities?${query}`, {
    signal,
  });
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** One page of every activity, upcoming and past, newest created first (spec 9: page size 10). */
export function useAdminActivities(filter: AdminActivityFilter, page: number, limit = ADMIN_PAGE_SIZE) {
  return useQuery({
    queryKey: adminActivityKeys.page(filter, page, limit),
    queryFn: ({ signal }) => fetchAdminActivityPage(filter, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/** Who deleting an activity concerns: every participant, and those the deletion would e-mail. */
export interface DeletionAudience {
  participants: string[];
  notified: string[];
}

/**
 * Asked when the delete confirmation opens (null: closed), never kept: participants come and go. Not
 * under ['activities']: the deletion invalidates those, and this one would then ask for what is gone.
 */
export function useDeletionAudience(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'deletion-audience', id] as const,
    queryFn: ({ signal }) =>
      apiFetch<DeletionAudience>(`/api/admin/activities/${id}/participants`, { signal }),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<undefined>(`/api/activities/${id}`, { method: 'DELETE' }),
    // Every activity list, public ones included, and the portals' activity counts; also after a failure
    // (another administrator may have deleted it first: the 404 is shown and the row goes).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['activities'] }),
        queryClient.invalidateQueries({ queryKey: portalAdminKeys.overview }),
      ]),
  });
}

// The activity dialog (spec 4.2): one activity to edit, saving it, and the helpers beside the form.

/**
 * One activity as the form fills in: asked in Dutch whatever the interface language, so title, city and
 * the other display fields are the stored Dutch texts (the *En fields come as stored).
 */
export function useActivityForEdit(id: number | null) {
  return useQuery({
    queryKey: ['activities', 'admin', 'edit', id] as const,
    queryFn: ({ signal }) => apiFetch<ActivityDetail>(`/api/activities/${id}?lang=nl`, { signal }),
    enabled: id !== null,
    // Another administrator may have changed it since the last opening.
    staleTime: 0,
    gcTime: 0,
  });
}

/** What a save answers: the activity, and after a change the participants it e-mailed (by name). */
export type SavedActivity = ActivityDetail & { emailedParticipants?: string[] };

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: ActivityCreateInput }) =>
      id === null
        ? apiFetch<SavedActivity>('/api/activities', { method: 'POST', body: payload })
        : apiFetch<SavedActivity>(`/api/activities/${id}`, { method: 'PUT', body: payload }),
    // Every activity list (this table, the public lists, details, the dashboard) and the portal counts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['activities'] }),
        queryClient.invalidateQueries({ queryKey: portalAdminKeys.overview }),
      ]),
  });
}

/** GET /api/admin/helpers: which outside services this server has, so unavailable buttons say why. */
export interface AdminHelpers {
  translation: { available: boolean; provider: string | null };
  coverGeneration: 'offline' | 'provider';
}

export function useAdminHelpers() {
  return useQuery({
    queryKey: ['admin-helpers'] as const,
    queryFn: ({ signal }) => apiFetch<AdminHelpers>('/api/admin/helpers', { signal }),
  });
}

export function useImportFromUrl() {
  return useMutation({
    mutationFn: (url: string) =>
      apiFetch<ImportedActivity>('/api/activities/import-from-url', { method: 'POST', body: { url } }),
  });
}

export function useTranslateToEnglish() {
  return useMutation({
    mutationFn: (fields: Partial<Record<TranslatableField, string>>) =>
      apiFetch<Partial<Record<TranslatableField, string>>>('/api/translate-to-english', {
        method: 'POST',
        body: fields,
      }),
  });
}

export function useUploadActivityImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return apiFetch<StoredImageResponse>('/api/upload-image', { method: 'POST', body });
    },
  });
}

export function useGenerateCover() {
  return useMutation({
    mutationFn: (input: { title: string; description: string; category: string }) =>
      apiFetch<StoredImageResponse>('/api/generate-activity-image', { method: 'POST', body: input }),
  });
}
