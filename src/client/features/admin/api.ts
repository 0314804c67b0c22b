import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import type { AdminUserCreateInput, AdminUserUpdateInput, UserProfile } from '../../../domain/users';
import { apiFetch } from '../../lib/api';
import { applyAccountChange, fetchUserPage, userKeys } from '../../lib/user-api';

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
