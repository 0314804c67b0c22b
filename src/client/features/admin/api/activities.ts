import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityCreateInput } from '../../../../domain/activities/input';
import { ADMIN_PAGE_SIZE } from '../../../../domain/constants';
import { type ApiAnswer, type ApiBody, api, dataOf } from '../../../lib/api';
import { pageOf } from '../../../lib/api-page';
import { activityKeys, portalKeys } from '../../../lib/query-keys';
import { useRefreshingMutation } from './refreshing-mutation';

// Admin → Activiteiten: the table, deleting, and the activity dialog's reading and saving (spec 4.2).
// The table's keys are under the shared activityKeys.all like the public lists, so a change to portals
// (which refreshes activityKeys.all) refreshes this table too, and a delete refreshes them all.

/** One row of GET /api/admin/activities. */
export type AdminActivityRow = ApiAnswer<'/api/admin/activities', 'get'>[number];

export interface AdminActivityFilter {
  search: string;
  /** null: every portal. */
  portalId: number | null;
}

export const adminActivityKeys = {
  all: [...activityKeys.all, 'admin'] as const,
  page: (filter: AdminActivityFilter, page: number, limit: number) =>
    [...adminActivityKeys.all, filter.search, filter.portalId, page, limit] as const,
  edit: (id: number | null) => [...adminActivityKeys.all, 'edit', id] as const,
  /** Not under activityKeys.all: a deletion refreshes those, and this one would then ask for what is gone. */
  deletionAudience: (id: number | null) => ['admin', 'deletion-audience', id] as const,
};

function fetchAdminActivityPage(
  filter: AdminActivityFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
) {
  const query = {
    limit,
    offset: page * limit,
    search: filter.search || undefined,
    portalId: filter.portalId === null ? undefined : String(filter.portalId),
  };
  return pageOf(api.GET('/api/admin/activities', { params: { query }, signal }));
}

/** One page of every activity, upcoming and past, newest created first (spec 9: page size 10). */
export function useAdminActivities(filter: AdminActivityFilter, page: number, limit = ADMIN_PAGE_SIZE) {
  return useQuery({
    queryKey: adminActivityKeys.page(filter, page, limit),
    queryFn: ({ signal }) => fetchAdminActivityPage(filter, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Who deleting an activity concerns (every participant, and those the deletion would e-mail): asked when
 * the delete confirmation opens (null: closed), never kept, since participants come and go.
 */
export function useDeletionAudience(id: number | null) {
  return useQuery({
    queryKey: adminActivityKeys.deletionAudience(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/activities/{id}/participants', { params: { path: { id: String(id) } }, signal }),
      ),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.DELETE('/api/activities/{id}', { params: { path: { id: String(id) } } })),
    // Every activity list, public ones included, and the portals' activity counts; also after a failure
    // (another administrator may have deleted it first: the 404 is shown and the row goes).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        queryClient.invalidateQueries({ queryKey: portalKeys.overview() }),
      ]),
  });
}

/**
 * One activity as the form fills in: asked in Dutch whatever the interface language, so title, city and
 * the other display fields are the stored Dutch texts (the *En fields come as stored).
 */
export function useActivityForEdit(id: number | null) {
  return useQuery({
    queryKey: adminActivityKeys.edit(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/activities/{id}', {
          params: { path: { id: String(id) }, query: { lang: 'nl' } },
          signal,
        }),
      ),
    enabled: id !== null,
    // Another administrator may have changed it since the last opening.
    staleTime: 0,
    gcTime: 0,
  });
}

/** What a save answers: the activity, and after a change the participants it e-mailed (by name). */
export type SavedActivity =
  | ApiAnswer<'/api/activities/{id}', 'put'>
  | (ApiAnswer<'/api/activities', 'post'> & { emailedParticipants?: undefined });

/**
 * The form's payload is the schema's input (src/domain/activities/input.ts: what the server parses, a
 * number typed as text included, a missing portal left for the server to name), where the document
 * declares the parsed shape; the server validates it either way.
 */
const asActivityBody = (payload: ActivityCreateInput) => payload as ApiBody<'/api/activities', 'post'>;

export function useSaveActivity() {
  return useRefreshingMutation(
    ({ id, payload }: { id: number | null; payload: ActivityCreateInput }): Promise<SavedActivity> =>
      id === null
        ? dataOf(api.POST('/api/activities', { body: asActivityBody(payload) }))
        : dataOf(
            api.PUT('/api/activities/{id}', {
              params: { path: { id: String(id) } },
              body: asActivityBody(payload),
            }),
          ),
    // Every activity list (this table, the public lists, details, the dashboard) and the portal counts.
    [activityKeys.all, portalKeys.overview()],
  );
}
