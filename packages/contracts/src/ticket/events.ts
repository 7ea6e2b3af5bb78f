import { z } from 'zod';
import { defineEvents } from '../event.ts';
import { ZCloseReason, ZTicketLanguage, ZUrgency } from './fields.ts';

const count = z.number().int().min(0);
/** An id or code that is always there. */
const present = z.string().min(1);
const ZSide = z.enum(['staff', 'customer']);
/**
 * The ticket's revision after the change (1 when opened, one more at each change): a consumer
 * keeping state ignores an event older than the one it applied. 0 in events from before it was carried.
 */
const revision = count;
/** The ticket's owner as its mails address them; `userId` is empty for a visitor's ticket. */
const owner = { userId: z.string(), email: z.string(), name: z.string(), language: ZTicketLanguage };

/**
 * The ticket service's events (proto/matchwire/ticket/v1/events.proto). Replies, reads and closes
 * carry the ticket's unread counts after the change, so the counters are set, never added to:
 * an event delivered twice, or replayed, leaves them as they are. Each carries the ticket's
 * revision: its events travel on four topics, and one may overtake another.
 */
export const ticketEvents = defineEvents('ticket', {
  'ticket.ticket-created.v1': {
    summary: 'A visitor or a customer opened a ticket; its owner gets a confirmation mail.',
    payload: z.object({
      ticketId: present,
      ticketCode: present,
      ...owner,
      typeId: z.number().int().min(1),
      urgency: ZUrgency,
      /** Empty when no assign rule matched. */
      assignedStaffId: z.string(),
      revision,
    }),
    consumers: ['notification', 'ticket'],
  },
  'ticket.ticket-replied.v1': {
    summary: 'Staff or the customer wrote on a ticket; it drives the reply mails and the unread counters.',
    payload: z.object({
      ticketId: present,
      ticketCode: present,
      replyId: present,
      author: ZSide,
      /** Empty for a customer's message. */
      staffId: z.string(),
      ...owner,
      assignedStaffId: z.string(),
      customerUnread: count,
      staffUnread: count,
      revision,
    }),
    consumers: ['notification', 'ticket'],
  },
  'ticket.ticket-read.v1': {
    summary: 'The customer or staff opened a ticket with unread messages; the reader’s side is now zero.',
    payload: z.object({
      ticketId: present,
      userId: z.string(),
      reader: ZSide,
      customerUnread: count,
      staffUnread: count,
      revision,
    }),
    consumers: ['ticket'],
  },
  'ticket.ticket-closed.v1': {
    summary: 'The customer or staff closed a ticket, with the reason.',
    payload: z.object({
      ticketId: present,
      ticketCode: present,
      ...owner,
      closeReason: ZCloseReason,
      closedBy: ZSide,
      customerUnread: count,
      revision,
    }),
    consumers: ['notification', 'ticket'],
  },
});
