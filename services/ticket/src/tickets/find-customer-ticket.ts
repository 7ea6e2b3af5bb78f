import { AppError } from '@matchwire/kit/errors/app-error';
import type { TTicketExecutor, TTicketTx } from '../db/ticket-db.ts';
import { findTicket, findTicketForUpdate, findTicketIdByCode, type TTicketRow } from '../db/ticket-repository.ts';
import type { TTicketCaller } from './ticket-caller.ts';

/** A ticket as the customer names it: by id (signed in, their own) or by its direct-view code. */
export type TTicketRef = { ticketId?: string | undefined; ticketCode?: string | undefined };

async function ticketIdOf(db: TTicketExecutor, ref: TTicketRef, caller: TTicketCaller): Promise<string | undefined> {
  if (ref.ticketCode !== undefined) return findTicketIdByCode(db, ref.ticketCode);
  return caller.user ? ref.ticketId : undefined;
}

/** The same refusal for an unknown ticket, someone else's and a wrong code: nothing tells which. */
function checkedOwner(ticket: TTicketRow | undefined, ref: TTicketRef, caller: TTicketCaller): TTicketRow {
  if (!ticket) throw new AppError('objectNotFound');
  if (ref.ticketCode !== undefined) return ticket;
  if (!caller.user || ticket.userId !== caller.user.userId) throw new AppError('objectNotFound');
  return ticket;
}

/** The ticket the caller may see: 10004 when unknown, not theirs, or the code is wrong. */
export async function findCustomerTicket(
  db: TTicketExecutor,
  ref: TTicketRef,
  caller: TTicketCaller,
): Promise<TTicketRow> {
  const ticketId = await ticketIdOf(db, ref, caller);
  return checkedOwner(ticketId ? await findTicket(db, ticketId) : undefined, ref, caller);
}

/** The same, locked for the rest of the transaction (a change of the ticket follows). */
export async function lockCustomerTicket(tx: TTicketTx, ref: TTicketRef, caller: TTicketCaller): Promise<TTicketRow> {
  const ticketId = await ticketIdOf(tx, ref, caller);
  return checkedOwner(ticketId ? await findTicketForUpdate(tx, ticketId) : undefined, ref, caller);
}
