import { listOpeningMessages } from '../db/message-repository.ts';
import { listTicketsOfUser, type TTicketRow } from '../db/ticket-repository.ts';
import { listTicketTypeRows, type TTicketTypeRow } from '../db/type-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';

export type TTicketListItem = { ticket: TTicketRow; type: TTicketTypeRow | undefined; opening: string };

/** One page of the customer's tickets, newest activity first, each with its type and the start of its opening message. */
export async function listMyTickets(
  deps: TTicketDeps,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ items: TTicketListItem[]; total: number }> {
  const [{ rows, total }, types] = await Promise.all([
    listTicketsOfUser(deps.db, userId, page),
    listTicketTypeRows(deps.db),
  ]);
  const openings = await listOpeningMessages(
    deps.db,
    rows.map((ticket) => ticket.ticketId),
  );
  const items = rows.map((ticket) => ({
    ticket,
    type: types.find((type) => type.typeId === ticket.typeId),
    opening: openings.get(ticket.ticketId) ?? '',
  }));
  return { items, total };
}
