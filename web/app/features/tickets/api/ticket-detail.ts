import type { TRouteData, TRouteInput } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

export type TTicketDetail = TRouteData<'GET /api/ticket/detail'>;
export type TTicketRef = { ticketId: string } | { ticketCode: string };

/**
 * GET /api/ticket/detail: one ticket and its conversation, the owner's by id or anyone's by its code.
 * Kept under the user's key either way, so signing out drops it.
 */
export const ticketDetailQuery = routeInputQuery('GET /api/ticket/detail', ({ query }) => [
  'user',
  'tickets',
  'detail',
  query.ticketId ?? query.ticketCode ?? '',
  query.lang,
]);

/** The detail query's input for a ticket named by id or code. */
export function detailInput(ref: TTicketRef, lang: 'en' | 'vi'): TRouteInput<'GET /api/ticket/detail'> {
  return { query: { ...ref, lang } };
}

/** A ticket id is a UUID; a ticket code is 22 letters and digits (SPEC: /user/tickets/{id} or {code}?hasTicketCode=true). */
export function ticketRefOf(param: string, hasTicketCode: boolean): TTicketRef | null {
  if (hasTicketCode) return /^[0-9A-Za-z]{22}$/.test(param) ? { ticketCode: param } : null;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(param) ? { ticketId: param } : null;
}
