import type { TTicketDeps } from '../ticket-deps.ts';
import { findCustomerTicket, type TTicketRef } from '../tickets/find-customer-ticket.ts';
import type { TTicketCaller } from '../tickets/ticket-caller.ts';
import { loadTicketView, type TTicketView } from '../tickets/ticket-view.ts';

/** One ticket and its conversation: the signed-in owner's by id, anyone's by its code (the direct view). */
export async function getTicket(deps: TTicketDeps, ref: TTicketRef, caller: TTicketCaller): Promise<TTicketView> {
  return loadTicketView(deps.db, await findCustomerTicket(deps.db, ref, caller));
}
