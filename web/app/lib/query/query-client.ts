import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api/api-error';

/** The user's own data lives under this query-key prefix and is dropped at log-out. */
export const USER_QUERY_KEY = ['user'] as const;

/** Retry once, and only what may succeed the second time: no answer, or a 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** One client per server request and one per browser session; loaders use their own for prefetching. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
