import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteData, TRouteInput } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

export type TStaffQueueQuery = TRouteInput<'GET /api/admin/tickets'>['query'];
export type TStaffTicket = TRouteData<'GET /api/admin/tickets/:ticketId'>;

/** Every back-office ticket query: a change to one ticket refreshes the queue and its page. */
const STAFF_TICKETS = ['staff', 'tickets'] as const;

/** GET /api/admin/tickets: the queue, filtered, newest activity first. */
export const staffQueueQuery = routeInputQuery('GET /api/admin/tickets', ({ query }) => [
  ...STAFF_TICKETS,
  'queue',
  query,
]);

/** GET /api/admin/tickets/:ticketId: one ticket with its conversation, origin and history. */
export const staffTicketQuery = routeInputQuery('GET /api/admin/tickets/:ticketId', ({ params }) => [
  ...STAFF_TICKETS,
  'detail',
  params.ticketId,
]);

type TStaffAction =
  | { kind: 'read' }
  | { kind: 'resolve' }
  | { kind: 'reply'; content: string }
  | { kind: 'remark'; remark: string }
  | { kind: 'assign'; staffId: string }
  | { kind: 'modify'; typeId?: number; priority?: 'normal' | 'important' }
  | { kind: 'close'; closeReason: TRouteInput<'POST /api/admin/tickets/:ticketId/close'>['body']['closeReason'] };

function callAction(ticketId: string, action: TStaffAction): Promise<TStaffTicket> {
  const params = { ticketId };
  switch (action.kind) {
    case 'read':
      return apiClient.call('POST /api/admin/tickets/:ticketId/read', { params }, { isQuiet: true });
    case 'resolve':
      return apiClient.call('POST /api/admin/tickets/:ticketId/resolve', { params }, { isQuiet: true });
    case 'reply':
      return apiClient.call(
        'POST /api/admin/tickets/:ticketId/reply',
        { params, body: { content: action.content, attachment: [] } },
        { isQuiet: true },
      );
    case 'remark':
      return apiClient.call(
        'POST /api/admin/tickets/:ticketId/remark',
        { params, body: { remark: action.remark } },
        { isQuiet: true },
      );
    case 'assign':
      return apiClient.call(
        'POST /api/admin/tickets/:ticketId/assign',
        { params, body: { staffId: action.staffId } },
        { isQuiet: true },
      );
    case 'modify':
      return apiClient.call(
        'POST /api/admin/tickets/:ticketId/modify',
        { params, body: { typeId: action.typeId, priority: action.priority } },
        { isQuiet: true },
      );
    case 'close':
      return apiClient.call(
        'POST /api/admin/tickets/:ticketId/close',
        { params, body: { closeReason: action.closeReason } },
        { isQuiet: true },
      );
  }
}

/** One staff action on a ticket; its answer (the ticket as it now is) replaces the page's copy, the queue refreshes. */
export function useStaffTicketAction(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TStaffAction) => callAction(ticketId, action),
    onSuccess: (ticket) => {
      queryClient.setQueryData(staffTicketQuery.keyOf({ params: { ticketId } }), ticket);
      void queryClient.invalidateQueries({ queryKey: [...STAFF_TICKETS, 'queue'] });
    },
  });
}
