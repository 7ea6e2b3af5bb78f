import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteInput } from '~/lib/api/api-request';
import { unreadCountQuery } from './unread-count';

/** Everything a ticket change can alter: the lists, the details and the unread count. */
const TICKET_QUERIES = ['user', 'tickets'] as const;

export type TNewTicket = TRouteInput<'POST /api/ticket/add'>['body']['ticket'];
export type TTicketReply = TRouteInput<'POST /api/ticket/reply'>['body']['ticketOperation'];
export type TTicketClose = TRouteInput<'POST /api/ticket/close'>['body'];

/** POST /api/ticket/add: opens a ticket (a visitor's with email and name); answers its id and code. */
export function useAddTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: TNewTicket) => apiClient.call('POST /api/ticket/add', { body: { ticket } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKET_QUERIES }),
  });
}

/** POST /api/ticket/reply: the customer's message on their ticket (by id, or by the code they hold). */
export function useReplyTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketOperation: TTicketReply) =>
      apiClient.call('POST /api/ticket/reply', { body: { ticketOperation } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKET_QUERIES }),
  });
}

/** POST /api/ticket/close: the owner or the holder of the code closes the ticket with a reason. */
export function useCloseTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketClose) => apiClient.call('POST /api/ticket/close', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKET_QUERIES }),
  });
}

/** How long the unread count takes to follow a read through the event bus, with room to spare (bench/README.md: p99 17 ms). */
const UNREAD_SETTLE_MS = 1_000;

/**
 * POST /api/ticket/read: the owner has read the ticket; its unread replies, and the badge, go down.
 * The badge is lowered here: the count it reads follows the read through the event bus, so asking
 * for it at once could still answer the old number. A count being fetched meanwhile is dropped
 * for that reason, and the count is asked again once the read has had time to arrive.
 */
export function useReadTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: { ticketId: string; unread: number }) =>
      apiClient.call('POST /api/ticket/read', { body: { ticketId: ticket.ticketId } }, { isQuiet: true }),
    onSuccess: async (_read, ticket) => {
      await queryClient.cancelQueries({ queryKey: unreadCountQuery.queryKey });
      queryClient.setQueryData(unreadCountQuery.queryKey, (count) =>
        count ? { value: Math.max(0, count.value - ticket.unread) } : count,
      );
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey }), UNREAD_SETTLE_MS);
      return queryClient.invalidateQueries({ queryKey: ['user', 'tickets', 'list'] });
    },
  });
}
