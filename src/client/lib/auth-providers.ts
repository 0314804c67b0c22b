import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * Whether the server has Google set up (the sign-in button and the settings' link card ask), can
 * e-mail a password reset link ('Wachtwoord vergeten?' says whom to ask instead when it cannot), and
 * sends e-mail at all (the notification settings say so when it does not).
 */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth-providers'] as const,
  queryFn: () => apiFetch<{ google: boolean; passwordReset: boolean; email: boolean }>('/api/auth/providers'),
});
