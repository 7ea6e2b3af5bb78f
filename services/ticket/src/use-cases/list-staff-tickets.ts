import { findQueuePage, type TStaffTicketQuery } from '../db/staff-queue-repository.ts';
import { listOpeningMessages } from '../db/message-repository.ts';
import { listTicketTypeRows } from '../db/type-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';

/** The staff queue: one page of tickets matching the filters, with their types and opening messages. */
export async function listStaffTickets(deps: TTicketDeps, filter: TStaffTicketQuery) {
  const { rows, total } = await findQueuePage(deps.db, filter);
  const [openings, types] = await Promise.all([
    listOpeningMessages(
      deps.db,
      rows.map((row) => row.ticketId),
    ),
    listTicketTypeRows(deps.db),
  ]);
  const typeById = new Map(types.map((type) => [type.typeId, type]));
  const items = rows.map((ticket) => ({
    ticket,
    type: typeById.get(ticket.typeId),
    opening: openings.get(ticket.ticketId) ?? '',
  }));
  return { items, total };
}
