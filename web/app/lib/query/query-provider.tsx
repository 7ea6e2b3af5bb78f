import { QueryClientProvider, useIsFetching, useIsMutating, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { setBackgroundBusy } from '../ui-state/busy-store';
import { createQueryClient, USER_QUERY_KEY } from './query-client';
import { onLoggedOut } from '../session/session-events';

let browserQueryClient: QueryClient | undefined;

/** One client per server render; one per browser session, shared by every layout that provides it. */
function getQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/** Feeds running queries (except those flagged `meta: { showProgress: false }`) and mutations to the progress bar. */
function ReportQueryActivity() {
  const fetching = useIsFetching({ predicate: (query) => query.meta?.showProgress !== false });
  const mutating = useIsMutating();
  useEffect(() => {
    setBackgroundBusy(fetching + mutating);
    return () => setBackgroundBusy(0);
  }, [fetching, mutating]);
  return null;
}

/**
 * TanStack Query for the pages that talk to the API from the browser: the console, the auth pages
 * and the docs page (docs/decisions/0005). Public pages read loader data and ship without it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  useEffect(() => onLoggedOut(() => queryClient.removeQueries({ queryKey: USER_QUERY_KEY })), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ReportQueryActivity />
      {children}
    </QueryClientProvider>
  );
}
