import { ticketStatuses } from '@matchwire/contracts/ticket/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import { addHistory, type TNewHistoryEntry } from '../db/message-repository.ts';
import { saveTicket } from '../db/ticket-repository.ts';
import { ticketRepliedEvent } from '../events/publishers/ticket-events.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { addTicketMessage } from '../tickets/add-ticket-message.ts';
import { lockCustomerTicket, type TTicketRef } from '../tickets/find-customer-ticket.ts';
import { customerActorOf, uploaderOf, type TTicketCaller } from '../tickets/ticket-caller.ts';

/**
 * The customer writes on their ticket (by id, signed in) or on the ticket of the code they hold:
 * a closed ticket refuses (15001); a resolved one goes back to processing; staff have one more
 * unread message; `ticket.ticket-replied.v1` carries the counts.
 */
export async function replyTicket(
  deps: TTicketDeps,
  input: TTicketRef & { content: string; attachment: string[] },
  caller: TTicketCaller,
): Promise<{ replyId: string }> {
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    const ticket = await lockCustomerTicket(tx, input, caller);
    if (ticket.status === ticketStatuses.closed) throw new AppError('ticketClosed');
    const target = { ticketId: ticket.ticketId, uploader: uploaderOf(caller), now };
    const message = await addTicketMessage(tx, deps, target, { author: 'customer', ...input });
    const isReopened = ticket.status === ticketStatuses.resolved;
    const updated = await saveTicket(tx, ticket.ticketId, {
      // The row is locked: counting from it is exact.
      staffUnread: ticket.staffUnread + 1,
      lastActivityAt: now,
      ...(isReopened ? { status: ticketStatuses.processing } : {}),
    });
    const actor = customerActorOf(caller);
    const history: TNewHistoryEntry[] = [{ operation: 'reply', actor, detail: '', at: now }];
    if (isReopened) history.push({ operation: 'process', actor, detail: 'status 3 → 2', at: now });
    await addHistory(tx, ticket.ticketId, ...history);
    await publish(ticketRepliedEvent(updated, { replyId: message.messageId, author: 'customer' }));
    return { replyId: message.messageId };
  });
}
