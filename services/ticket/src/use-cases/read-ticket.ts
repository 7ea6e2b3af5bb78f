import { saveTicket, type TTicketRow } from '../db/ticket-repository.ts';
import { ticketReadEvent } from '../events/publishers/ticket-events.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { lockCustomerTicket } from '../tickets/find-customer-ticket.ts';
import { lockTicket } from '../tickets/lock-ticket.ts';
import type { TTicketCaller } from '../tickets/ticket-caller.ts';

/** The signed-in owner has read their ticket: its unread staff messages become 0 (an event only if there were any). */
export async function readTicket(deps: TTicketDeps, ticketId: string, caller: TTicketCaller): Promise<void> {
  await deps.outbox.inTransaction(async (tx, publish) => {
    const ticket = await lockCustomerTicket(tx, { ticketId }, caller);
    if (ticket.customerUnread === 0) return;
    const updated = await saveTicket(tx, ticket.ticketId, { customerUnread: 0 });
    await publish(ticketReadEvent(updated, 'customer'));
  });
}

/** Staff have read the customer's messages: the ticket's staff unread count becomes 0. */
export async function staffReadTicket(deps: TTicketDeps, ticketId: string): Promise<TTicketRow> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.staffUnread === 0) return ticket;
    const updated = await saveTicket(tx, ticket.ticketId, { staffUnread: 0 });
    await publish(ticketReadEvent(updated, 'staff'));
    return updated;
  });
}
