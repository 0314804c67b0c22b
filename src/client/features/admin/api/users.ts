import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../domain/constants';
import type { AdminUserCreateInput, AdminUserUpdateInput } from '../../../../domain/users';
import { api, dataOf } from '../../../lib/api';
import { userKeys } from '../../../lib/query-keys';
import { applyAccountChange, fetchUserPage } from '../../../lib/user-api';
import { useRefreshingMutation } from './refreshing-mutation';

// Admin → Gebruikers: the user table and its changes. The keys are the shared account keys
// (lib/query-keys.ts): a change here refreshes the directory and the profiles too.

/** One page of the administrators' user table (spec 9: page size 10). */
/** A page of the user table; `enabled` false for an organiser, whose dashboard does not count users. */
export function useAdminUsers(search: string, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: userKeys.admin(search, page),
    queryFn: ({ signal }) =>
      fetchUserPage({ search, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser() {
  return useRefreshingMutation(
    // The confirmation is checked in the form; the server checks it again when sent.
    (input: AdminUserCreateInput) => dataOf(api.POST('/api/users', { body: input })),
    [userKeys.all],
  );
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUserUpdateInput }) =>
      dataOf(api.PUT('/api/users/{id}', { params: { path: { id: String(id) } }, body: input })),
    onSuccess: (user) => applyAccountChange(queryClient, user),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.DELETE('/api/users/{id}', { params: { path: { id: String(id) } } })),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: userKeys.profile(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
