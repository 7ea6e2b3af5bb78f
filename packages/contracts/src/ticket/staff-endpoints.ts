import type { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import type { TStaffPermission } from '../staff-permissions.ts';
import {
  ZAssignRuleList,
  ZStaffAssignBody,
  ZStaffCloseBody,
  ZStaffModifyBody,
  ZStaffRemarkBody,
  ZStaffReplyBody,
  ZStaffTicketDetail,
  ZStaffTicketList,
  ZStaffTicketParams,
  ZStaffTicketQuery,
} from './staff.ts';

/** A back-office call of the ticket service, for staff whose role grants `permission`. */
const { staffRoute } = routeKinds('ticket');

/**
 * Something staff do to one ticket: `POST /api/admin/tickets/:ticketId/<action>`, with the form
 * `body` when the action takes one; the answer is the ticket as staff then see it.
 */
function ticketAction<
  const TPermission extends TStaffPermission,
  const TAction extends string,
  const TBody extends z.ZodType | undefined = undefined,
>(permission: TPermission, action: TAction, summary: string, body?: TBody) {
  const params = ZStaffTicketParams;
  return {
    ...staffRoute(permission),
    method: 'POST',
    path: `/api/admin/tickets/:ticketId/${action}`,
    summary,
    request: (body ? { params, body } : { params }) as TBody extends z.ZodType
      ? { params: typeof params; body: TBody }
      : { params: typeof params },
    response: ZStaffTicketDetail,
  } as const;
}

/**
 * The ticket service's back-office endpoints (docs/contracts/ticket.md), registered with the ticket's
 * in index.ts; the gateway and the service check the staff session and permission (docs/decisions/0019).
 */
export const ticketStaffEndpoints = {
  staffListTickets: defineEndpoint({
    ...staffRoute('ticket:read'),
    method: 'GET',
    path: '/api/admin/tickets',
    summary: 'Back office: the ticket queue, filtered, newest activity first.',
    request: { query: ZStaffTicketQuery },
    response: ZStaffTicketList,
  }),
  staffGetTicket: defineEndpoint({
    ...staffRoute('ticket:read'),
    method: 'GET',
    path: '/api/admin/tickets/:ticketId',
    summary: 'Back office: one ticket with its conversation, origin and history.',
    request: { params: ZStaffTicketParams },
    response: ZStaffTicketDetail,
  }),
  staffReadTicket: defineEndpoint(
    ticketAction('ticket:read', 'read', 'Back office: staff have read the customer’s messages.'),
  ),
  staffReplyTicket: defineEndpoint(
    ticketAction(
      'ticket:reply',
      'reply',
      'Back office: writes to the customer (they are mailed); a new ticket becomes processing.',
      ZStaffReplyBody,
    ),
  ),
  staffRemarkTicket: defineEndpoint(
    ticketAction(
      'ticket:reply',
      'remark',
      'Back office: a note for staff only, kept in the history.',
      ZStaffRemarkBody,
    ),
  ),
  staffAssignTicket: defineEndpoint(
    ticketAction('ticket:assign', 'assign', 'Back office: gives the ticket to a staff member.', ZStaffAssignBody),
  ),
  staffModifyTicket: defineEndpoint(
    ticketAction('ticket:manage', 'modify', 'Back office: changes the ticket’s type or priority.', ZStaffModifyBody),
  ),
  staffResolveTicket: defineEndpoint(
    ticketAction(
      'ticket:manage',
      'resolve',
      'Back office: marks the ticket solved; the customer may still write or close it.',
    ),
  ),
  staffCloseTicket: defineEndpoint(
    ticketAction('ticket:manage', 'close', 'Back office: closes the ticket with a reason.', ZStaffCloseBody),
  ),
  staffListAssignRules: defineEndpoint({
    ...staffRoute('ticket:assign'),
    method: 'GET',
    path: '/api/admin/ticket-assign-rules',
    summary: 'Back office: the rules that route new tickets to staff, in the order they are tried.',
    response: ZAssignRuleList,
  }),
};
