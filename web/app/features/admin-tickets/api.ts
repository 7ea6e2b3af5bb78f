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

/** What staff can do to one ticket; each is its own route, all of one shape (the contracts' ticketAction). */
type TStaffActionKind = 'read' | 'resolve' | 'reply' | 'remark' | 'assign' | 'modify' | 'close';
type TStaffActionRoute<K extends TStaffActionKind = TStaffActionKind> = `POST /api/admin/tickets/:ticketId/${K}`;

/** One staff action: its kind and what its route takes besides the ticket (the form `body`, where it has one). */
export type TStaffAction = {
  [K in TStaffActionKind]: { kind: K } & Omit<TRouteInput<TStaffActionRoute<K>>, 'params'>;
}[TStaffActionKind];

function callAction(ticketId: string, { kind, ...input }: TStaffAction): Promise<TStaffTicket> {
  const route: TStaffActionRoute = `POST /api/admin/tickets/:ticketId/${kind}`;
  return apiClient.call(route, { ...input, params: { ticketId } }, { isQuiet: true });
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
