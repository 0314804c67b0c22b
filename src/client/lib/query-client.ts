import { QueryClient } from '@tanstack/react-query';

// Spec 9: data is never stale, never refetched automatically and never retried; mutations invalidate
// exactly what they change.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
