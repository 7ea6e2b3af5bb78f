import { AppError } from '@matchwire/kit/errors/app-error';
import { findTicket } from '../db/ticket-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { loadTicketView, type TTicketView } from '../tickets/ticket-view.ts';

/** Any ticket, as staff see it: its conversation, files and history; 10004 for an unknown id. */
export async function getStaffTicket(deps: TTicketDeps, ticketId: string): Promise<TTicketView> {
  const ticket = await findTicket(deps.db, ticketId);
  if (!ticket) throw new AppError('objectNotFound', 'Ticket not found');
  return loadTicketView(deps.db, ticket);
}
