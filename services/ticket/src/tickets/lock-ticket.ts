import { AppError } from '@matchwire/kit/errors/app-error';
import type { TTicketTx } from '../db/ticket-db.ts';
import { findTicketForUpdate, type TTicketRow } from '../db/ticket-repository.ts';

/** The ticket staff act on, locked for the rest of the transaction; 10004 when there is none. */
export async function lockTicket(tx: TTicketTx, ticketId: string): Promise<TTicketRow> {
  const ticket = await findTicketForUpdate(tx, ticketId);
  if (!ticket) throw new AppError('objectNotFound');
  return ticket;
}

/** How the history names a staff member. */
export const staffActor = (staffId: string) => `staff:${staffId}`;
