import { ticketStatuses } from '@matchwire/contracts/ticket/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import { addHistory } from '../db/message-repository.ts';
import { saveTicket, type TTicketRow } from '../db/ticket-repository.ts';
import { ticketRepliedEvent } from '../events/publishers/ticket-events.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { addTicketMessage } from '../tickets/add-ticket-message.ts';
import { lockTicket, staffActor } from '../tickets/lock-ticket.ts';

/**
 * Staff write to the customer: the customer has one more unread message, the ticket is processing,
 * and `ticket.ticket-replied.v1` (which mails the customer and sets their unread count) is written.
 * A closed ticket refuses (15001).
 */
export async function staffReplyTicket(
  deps: TTicketDeps,
  input: { ticketId: string; staffId: string; content: string; attachment: string[] },
): Promise<{ replyId: string; ticket: TTicketRow }> {
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    const ticket = await lockTicket(tx, input.ticketId);
    if (ticket.status === ticketStatuses.closed) throw new AppError('ticketClosed');
    const { staffId } = input;
    const target = { ticketId: ticket.ticketId, uploader: staffActor(staffId), now };
    const message = await addTicketMessage(tx, deps, target, { author: 'staff', ...input });
    const updated = await saveTicket(tx, ticket.ticketId, {
      // The row is locked: counting from it is exact.
      customerUnread: ticket.customerUnread + 1,
      status: ticketStatuses.processing,
      lastActivityAt: now,
    });
    const actor = staffActor(input.staffId);
    await addHistory(
      tx,
      ticket.ticketId,
      { operation: 'reply', actor, detail: '', at: now },
      ...(ticket.status === ticketStatuses.processing
        ? []
        : [{ operation: 'process', actor, detail: `status ${ticket.status} → ${ticketStatuses.processing}`, at: now }]),
    );
    const replied = { replyId: message.messageId, author: 'staff', staffId: input.staffId } as const;
    await publish(ticketRepliedEvent(updated, replied));
    return { replyId: message.messageId, ticket: updated };
  });
}
