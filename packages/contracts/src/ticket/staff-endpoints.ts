import { defineEndpoint } from '../endpoint.ts';
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
function staffRoute<const TPermission extends TStaffPermission>(permission: TPermission) {
  return { service: 'ticket', access: { kind: 'staff', permission }, rateClass: 'visitor' } as const;
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
  staffReadTicket: defineEndpoint({
    ...staffRoute('ticket:read'),
    method: 'POST',
    path: '/api/admin/tickets/:ticketId/read',
    summary: 'Back office: staff have read the customer’s messages.',
    request: { params: ZStaffTicketParams },
    response: ZStaffTicketDetail,
  }),
  staffReplyTicket: defineEndpoint({
    ...staffRoute('ticket:reply'),
    method: 'POST',
    path: '/api/admin/tickets/:ticketId/reply',
    summary: 'Back office: writes to the customer (they are mailed); a new ticket becomes processing.',
    request: { params: ZStaffTicketParams, body: ZStaffReplyBody },
    response: ZStaffTicketDetail,
  }),
  staffRemarkTicket: defineEndpoint({
    ...staffRoute('ticket:reply'),
    method: 'POST',
    path: '/api/admin/tickets/:ticketId/remark',
    summary: 'Back office: a note for staff only, kept in the history.',
    request: { params: ZStaffTicketParams, body: ZStaffRemarkBody },
    response: ZStaffTicketDetail,
  }),
  staffAssignTicket: defineEndpoint({
    ...staffRoute('ticket:assign'),
    method: 'POST',
    path: '/api/admin/tickets/:ticketId/assign',
    summary: 'Back office: gives the ticket to a staff member.',
    request: { params: ZStaffTicketParams, body: ZStaffAssignBody },
    response: ZStaffTicketDetail,
  }),
  staffModifyTicket: defineEndpoint({
    ...staffRoute('ticket:manage'),
    method: 'POST',
    path: '/api/admin/tickets/:ticketId/modify',
    summary: 'Back office: changes the ticket’s type or priority.',
    request: { params: ZStaffTicketParams, body: ZStaffModifyBody },
    response: ZStaffTicketDetail,
  }),
  staffResolveTicket: defineEndpoint({
    ...staffRoute('ticket:manage'),
    method: 'POST',
    path: '/api/admin/tickets/:ticketId/resolve',
    summary: 'Back office: marks the ticket solved; the customer may still write or close it.',
    request: { params: ZStaffTicketParams },
    response: ZStaffTicketDetail,
  }),
  staffCloseTicket: defineEndpoint({
    ...staffRoute('ticket:manage'),
    method: 'POST',
    path: '/api/admin/tickets/:ticketId/close',
    summary: 'Back office: closes the ticket with a reason.',
    request: { params: ZStaffTicketParams, body: ZStaffCloseBody },
    response: ZStaffTicketDetail,
  }),
  staffListAssignRules: defineEndpoint({
    ...staffRoute('ticket:assign'),
    method: 'GET',
    path: '/api/admin/ticket-assign-rules',
    summary: 'Back office: the rules that route new tickets to staff, in the order they are tried.',
    response: ZAssignRuleList,
  }),
};
