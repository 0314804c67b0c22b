import { useMutation, useQuery } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '../../../domain/auth';
import { api, dataOf } from '../../lib/api';

// 'Wachtwoord vergeten?': asking for a link, whether the link still works, and the new password. The
// answers are the server's sentences, in the request's language.

const passwordResetKeys = { link: () => ['password-reset-link'] as const };

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { login: string }) => dataOf(api.POST('/api/password-reset', { body })),
  });
}

/**
 * Whether the link still works, asked as the page opens: a used or expired link says so at once, not
 * after the new password has been typed twice. Should the question itself fail, the form shows and the
 * confirmation answers instead.
 */
export function usePasswordResetLink(token: string) {
  return useQuery({
    queryKey: passwordResetKeys.link(),
    queryFn: () => dataOf(api.POST('/api/password-reset/check', { body: { token } })),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) => dataOf(api.POST('/api/password-reset/confirm', { body })),
  });
}
