import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './api';

const authProviderKeys = { all: ['auth-providers'] as const };

/**
 * Whether the server has Google set up (the sign-in button and the settings' link card ask), can
 * e-mail a password reset link ('Wachtwoord vergeten?' says whom to ask instead when it cannot), and
 * sends e-mail at all (the notification settings say so when it does not).
 */
export const authProvidersQuery = queryOptions({
  queryKey: authProviderKeys.all,
  queryFn: () => dataOf(api.GET('/api/auth/providers')),
});
