import type { TCloseReason } from '@matchwire/contracts/ticket/fields';
import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TTicketRow } from '../../db/ticket-repository.ts';

type TSide = 'customer' | 'staff';
type TTicketEventType = Extract<Parameters<typeof buildEvent>[1], `ticket.${string}`>;

/**
 * Every event of a ticket is keyed by its id (one partition of each topic) and carries the ticket's
 * revision: events on different topics may arrive out of order, and a consumer keeping state keeps the newest.
 */
function ticketEvent<T extends TTicketEventType>(
  type: T,
  ticket: TTicketRow,
  payload: Parameters<typeof buildEvent<T>>[2],
) {
  return buildEvent('ticket', type, payload, ticket.ticketId);
}

/** The ticket (with its revision) and its owner as the mails address them; a visitor's ticket has no user id. */
function aboutTicket(ticket: TTicketRow) {
  return {
    ticketId: ticket.ticketId,
    ticketCode: ticket.code,
    userId: ticket.userId ?? '',
    email: ticket.email,
    name: ticket.name,
    language: ticket.language,
    revision: ticket.revision,
  };
}

export function ticketCreatedEvent(ticket: TTicketRow): TEnvelope {
  const { typeId, urgency } = ticket;
  const assignedStaffId = ticket.assignedStaffId ?? '';
  return ticketEvent('ticket.ticket-created.v1', ticket, { ...aboutTicket(ticket), typeId, urgency, assignedStaffId });
}

/** `ticket` as it is after the reply: its unread counts are the ones consumers set. */
export function ticketRepliedEvent(
  ticket: TTicketRow,
  reply: { replyId: string; author: TSide; staffId?: string | undefined },
): TEnvelope {
  return ticketEvent('ticket.ticket-replied.v1', ticket, {
    ...aboutTicket(ticket),
    replyId: reply.replyId,
    author: reply.author,
    staffId: reply.staffId ?? '',
    assignedStaffId: ticket.assignedStaffId ?? '',
    customerUnread: ticket.customerUnread,
    staffUnread: ticket.staffUnread,
  });
}

export function ticketReadEvent(ticket: TTicketRow, reader: TSide): TEnvelope {
  const { ticketId, customerUnread, staffUnread, revision } = ticket;
  const userId = ticket.userId ?? '';
  const payload = { ticketId, userId, reader, customerUnread, staffUnread, revision };
  return ticketEvent('ticket.ticket-read.v1', ticket, payload);
}

export function ticketClosedEvent(ticket: TTicketRow, closedBy: TSide): TEnvelope {
  const closeReason = ticket.closeReason as TCloseReason;
  const { customerUnread } = ticket;
  return ticketEvent('ticket.ticket-closed.v1', ticket, {
    ...aboutTicket(ticket),
    closeReason,
    closedBy,
    customerUnread,
  });
}
