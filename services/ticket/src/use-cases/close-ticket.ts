import { ticketStatuses, type TCloseReason } from '@matchwire/contracts/ticket/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import { addHistory } from '../db/message-repository.ts';
import type { TTicketTx } from '../db/ticket-db.ts';
import { saveTicket, type TTicketRow } from '../db/ticket-repository.ts';
import { ticketClosedEvent } from '../events/publishers/ticket-events.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { lockCustomerTicket, type TTicketRef } from '../tickets/find-customer-ticket.ts';
import { lockTicket, staffActor } from '../tickets/lock-ticket.ts';
import { customerActorOf, type TTicketCaller } from '../tickets/ticket-caller.ts';

type TClose = { closeReason: TCloseReason; remark?: string | undefined };

async function closeLocked(
  tx: TTicketTx,
  publish: TPublish,
  ticket: TTicketRow,
  close: TClose & { actor: string; closedBy: 'customer' | 'staff'; now: Date },
): Promise<TTicketRow> {
  if (ticket.status === ticketStatuses.closed) throw new AppError('ticketClosed');
  const updated = await saveTicket(tx, ticket.ticketId, {
    status: ticketStatuses.closed,
    closeReason: close.closeReason,
    closedAt: close.now,
    lastActivityAt: close.now,
  });
  const detail = [close.closeReason, close.remark].filter(Boolean).join(': ');
  await addHistory(tx, ticket.ticketId, { operation: 'close', actor: close.actor, detail, at: close.now });
  await publish(ticketClosedEvent(updated, close.closedBy));
  return updated;
}

/** The owner (by id, signed in) or the holder of the code closes the ticket with a reason; closed twice: 15001. */
export async function closeTicket(
  deps: TTicketDeps,
  input: TTicketRef & TClose,
  caller: TTicketCaller,
): Promise<TTicketRow> {
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    const ticket = await lockCustomerTicket(tx, input, caller);
    return closeLocked(tx, publish, ticket, { ...input, actor: customerActorOf(caller), closedBy: 'customer', now });
  });
}

/** Staff close the ticket with a reason. */
export async function staffCloseTicket(
  deps: TTicketDeps,
  input: { ticketId: string; staffId: string } & TClose,
): Promise<TTicketRow> {
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    const ticket = await lockTicket(tx, input.ticketId);
    return closeLocked(tx, publish, ticket, { ...input, actor: staffActor(input.staffId), closedBy: 'staff', now });
  });
}
