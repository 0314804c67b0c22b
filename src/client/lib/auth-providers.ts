import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';

/** Whether the server has Google set up: the sign-in button and the settings' link card both ask. */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth-providers'] as const,
  queryFn: () => apiFetch<{ google: boolean }>('/api/auth/providers'),
});
