import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

export type TMailboxItem = TRouteData<'GET /api/dev/mailbox'>['messages'][number];
export type TMailboxMessage = TRouteData<'GET /api/dev/mailbox/:id'>;

// The mailbox answers 404 when it is off; the page says so instead of a toast (quiet calls).
export async function getMailbox(api: TApiClient): Promise<TMailboxItem[]> {
  const { messages } = await api.call('GET /api/dev/mailbox', { query: {} }, { isQuiet: true });
  return messages;
}

export async function getMailboxMessage(api: TApiClient, id: string): Promise<TMailboxMessage> {
  return api.call('GET /api/dev/mailbox/:id', { params: { id } }, { isQuiet: true });
}

export function useMailbox() {
  return useQuery(
    queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: () => getMailbox(apiClient), staleTime: 0, retry: false }),
  );
}

export function useMailboxMessage(id: string | null) {
  return useQuery({
    queryKey: ['dev', 'mailbox', id],
    queryFn: () => getMailboxMessage(apiClient, id ?? ''),
    enabled: id !== null,
    retry: false,
  });
}
