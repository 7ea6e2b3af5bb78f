import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

const ZMailboxItem = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform<string | number, string>(String)),
  to: z.string(),
  subject: z.string(),
  createdAt: z.union([z.string(), z.number()]),
});
const ZMailboxList = z.union([z.array(ZMailboxItem), z.object({ messages: z.array(ZMailboxItem) })]);
const ZMailboxMessage = z.object({
  html: z.optional(z.nullable(z.string())),
  text: z.optional(z.nullable(z.string())),
});

export type TMailboxItem = z.infer<typeof ZMailboxItem>;
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

// The mailbox answers 404 when it is off; the page says so instead of a toast (quiet calls).
export async function getMailbox(api: TApiClient): Promise<TMailboxItem[]> {
  const data = ZMailboxList.parse(await api.get<unknown>('/api/dev/mailbox', undefined, { isQuiet: true }));
  return Array.isArray(data) ? data : data.messages;
}

export async function getMailboxMessage(api: TApiClient, id: string): Promise<TMailboxMessage> {
  return ZMailboxMessage.parse(
    await api.get<unknown>(`/api/dev/mailbox/${encodeURIComponent(id)}`, undefined, { isQuiet: true }),
  );
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
