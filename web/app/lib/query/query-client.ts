import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '~/lib/api/api-error';
import { isLoggingOut } from '~/lib/session/session-events';

/** The user's own data lives under this query-key prefix and is dropped at log-out. */
export const USER_QUERY_KEY = ['user'] as const;

/**
 * Whether a query may ask the API now: the user's own data is not asked once the visitor has
 * logged out in this page. Log-out drops those queries while the page may still show them for a
 * moment (React commits the navigation home later), and asking again would only be refused (401).
 * A query that sets its own `enabled` passes its condition through `whileSignedIn`.
 */
function isAskable(query: { queryKey: QueryKey }): boolean {
  return !(isLoggingOut() && query.queryKey[0] === USER_QUERY_KEY[0]);
}

/** `enabled` for a user query with a condition of its own (see `isAskable`). */
export function whileSignedIn(condition: boolean): (query: { queryKey: QueryKey }) => boolean {
  return (query) => condition && isAskable(query);
}

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
        enabled: isAskable,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
