import { useQuery } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import { routeQuery } from '~/lib/query/route-query';

// The mailbox answers 404 when it is off; the page says so instead of a toast (quiet calls, not retried).

/** GET /api/dev/mailbox: the newest mails the notification service wrote. */
export const mailboxQuery = routeQuery('GET /api/dev/mailbox', ['dev', 'mailbox'], {
  input: { query: {} },
  isQuiet: true,
  staleTime: 0,
  retry: false,
});

/** GET /api/dev/mailbox/:id: the chosen mail, once one is chosen. */
export function useMailboxMessage(id: string | null) {
  return useQuery({
    queryKey: ['dev', 'mailbox', id],
    queryFn: () => apiClient.call('GET /api/dev/mailbox/:id', { params: { id: id ?? '' } }, { isQuiet: true }),
    enabled: id !== null,
    retry: false,
  });
}
