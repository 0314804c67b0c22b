import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../domain/auth';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  NotificationSettings,
  OwnProfile,
  ProfileUpdateInput,
  UserProfile,
} from '../../../domain/users';
import { api, dataOf } from '../../lib/api';
import { imageFormData } from '../../lib/image-form-data';
import { isNotSessionQuery, userKeys } from '../../lib/query-keys';
import { saveDownload } from '../../lib/save-download';
import { applyAccountChange } from '../../lib/user-api';

// Settings (spec 2.9): the own profile, picture, notification switches, password, data export and
// account deletion. Each mutation updates exactly the cached data it changes.

/** A change the server answers with the changed account: the cached account follows it. */
function useAccountChange<Input = void>(request: (input: Input) => Promise<UserProfile | OwnProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (user) => applyAccountChange(queryClient, user),
  });
}

export function useUpdateProfile(userId: number) {
  return useAccountChange((input: ProfileUpdateInput) =>
    dataOf(api.PUT('/api/users/{id}', { params: { path: { id: String(userId) } }, body: input })),
  );
}

/** Multipart upload, field "image". */
function uploadAvatar(file: File) {
  return dataOf(api.PUT('/api/user/avatar', { body: imageFormData(file) }));
}

export function useUploadAvatar() {
  return useAccountChange(uploadAvatar);
}

export function useRemoveAvatar() {
  return useAccountChange(() => dataOf(api.DELETE('/api/user/avatar')));
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) => dataOf(api.PUT('/api/user/notifications', { body: input })),
    onSuccess: (notifications) =>
      queryClient.setQueryData<OwnProfile>(userKeys.account, (old) =>
        old ? { ...old, notifications } : old,
      ),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => dataOf(api.POST('/api/user/password', { body: input })),
  });
}

/**
 * Starts linking Google: the member confirms their password, the server answers where the browser must
 * go (the provider), and comes back at `returnTo` with `google=linked` or the reason it refused.
 */
export function useStartGoogleLink() {
  return useMutation({
    mutationFn: (input: { password: string; returnTo: string }) =>
      dataOf(api.POST('/api/auth/google/link', { body: input })),
  });
}

/** Unlinks Google; the server ends the account's other sessions and answers the own profile. */
export function useUnlinkGoogle() {
  return useAccountChange(() => dataOf(api.DELETE('/api/auth/google/link')));
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => dataOf(api.DELETE('/api/user', { body: input })),
  });
}

/**
 * After the account is deleted the server has ended the session: nobody is signed in any more and
 * nothing cached belongs to anyone. Call it after leaving the members-only page, so its guard does
 * not send the visitor to /auth first.
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData<PublicUser | null>(userKeys.session, null);
    queryClient.removeQueries({ predicate: isNotSessionQuery });
  };
}

/** GET /api/user/export and save it as a JSON file, named as the server suggests. */
export async function downloadMyData(): Promise<void> {
  saveDownload(await api.GET('/api/user/export', { parseAs: 'blob' }), 'meedoen-mijn-gegevens.json');
}

/** 'Stuur de bevestiging opnieuw': the confirmation mail to the own address again (limited). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/user/email-confirmation')),
  });
}
