import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isLoggingOut, onLoggingOutChange } from '~/lib/session/session-events';
import { routeQuery } from '~/lib/query/route-query';

/** How often the unread count is asked again while the tab is visible. */
const UNREAD_REFRESH_MS = 30_000;

/**
 * GET /api/ticket/getUserUnreadCount: staff replies the customer has not read. SPEC 8: a failure
 * is ignored (no toast, no progress bar); the badge keeps what it showed.
 */
export const unreadCountQuery = routeQuery('GET /api/ticket/getUserUnreadCount', ['user', 'tickets', 'unread'], {
  isQuiet: true,
  retry: false,
  staleTime: 0,
  meta: { showProgress: false },
});

/**
 * The count, polled every 30 s while the tab is visible and refreshed when it becomes visible again.
 * It stops at log-out: the header still shows the badge until the page knows the visitor is logged
 * out, and asking meanwhile would only be refused (401).
 */
export function useUnreadCount(): number {
  const loggingOut = useSyncExternalStore(onLoggingOutChange, isLoggingOut, () => false);
  const { data } = useQuery({
    ...unreadCountQuery.options(),
    enabled: !loggingOut,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  return data?.value ?? 0;
}
