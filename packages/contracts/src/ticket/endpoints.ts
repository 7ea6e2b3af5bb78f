import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { attachmentEndpoints } from './attachment-endpoints.ts';
import {
  ZAddedReply,
  ZAddedTicket,
  ZAddTicketBody,
  ZCloseTicketBody,
  ZListTicketsQuery,
  ZReadTicketBody,
  ZReplyTicketBody,
  ZTicketDetail,
  ZTicketList,
  ZTicketRef,
  ZTicketTypeList,
  ZTicketTypeQuery,
  ZUnreadCount,
} from './ticket.ts';

const { publicRoute, signedInRoute } = routeKinds('ticket');

/** The ticket service's endpoints (docs/contracts/ticket.md): SPEC.md section 7 and the console's. Staff's are in staff-endpoints.ts. */
export const ticketEndpoints = {
  listTicketTypes: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/ticket/getTypeList',
    summary: 'The ticket types in the asked language (2 support, the others sales); one is the default.',
    request: { query: ZTicketTypeQuery },
    response: ZTicketTypeList,
  }),
  addTicket: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/ticket/add',
    summary: 'Opens a ticket for a visitor (email and name) or the signed-in customer; answers its code.',
    request: { body: ZAddTicketBody },
    response: ZAddedTicket,
  }),
  replyTicket: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/ticket/reply',
    summary: 'The customer writes on their ticket (by id, signed in) or on the ticket of a code they hold.',
    request: { body: ZReplyTicketBody },
    response: ZAddedReply,
  }),
  getUnreadCount: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/ticket/getUserUnreadCount',
    summary: 'Staff messages the signed-in customer has not read, over all their tickets (read from Redis).',
    response: ZUnreadCount,
  }),
  listMyTickets: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/ticket/list',
    summary: 'The signed-in customer’s tickets, newest activity first, with unread counts; one page.',
    request: { query: ZListTicketsQuery },
    response: ZTicketList,
  }),
  getTicket: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/ticket/detail',
    summary: 'One ticket and its conversation: the signed-in owner’s by id, or anyone’s by its code (direct view).',
    request: { query: ZTicketRef },
    response: ZTicketDetail,
  }),
  readTicket: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/ticket/read',
    summary: 'The signed-in owner has read the ticket: its unread staff messages become zero.',
    request: { body: ZReadTicketBody },
    response: z.object({ unread: z.literal(0) }),
  }),
  closeTicket: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/ticket/close',
    summary: 'The owner (by id, signed in) or the holder of the code closes the ticket with a reason.',
    request: { body: ZCloseTicketBody },
    response: ZTicketDetail,
  }),
  ...attachmentEndpoints,
};
