import type { TTicketOperation } from '@matchwire/contracts/ticket/fields';
import { addHistory } from '../db/message-repository.ts';
import { saveTicket, type TTicketRow } from '../db/ticket-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { lockTicket, staffActor } from './lock-ticket.ts';

/**
 * A staff member's change of a locked ticket that only staff see (no event): `decide` answers the
 * new values and the history lines, or throws to refuse; both are written in one transaction.
 */
export async function changeTicketAsStaff(
  deps: TTicketDeps,
  input: { ticketId: string; staffId: string },
  decide: (
    ticket: TTicketRow,
  ) => Promise<{ values: Partial<TTicketRow>; history: { operation: TTicketOperation; detail: string }[] }>,
): Promise<TTicketRow> {
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx) => {
    const ticket = await lockTicket(tx, input.ticketId);
    const { values, history } = await decide(ticket);
    const updated = await saveTicket(tx, ticket.ticketId, values);
    const actor = staffActor(input.staffId);
    await addHistory(tx, ticket.ticketId, ...history.map((entry) => ({ ...entry, actor, at: now })));
    return updated;
  });
}
