import { listAttachmentsOfTicket, listHistory, listMessages } from '../db/message-repository.ts';
import type { TTicketExecutor } from '../db/ticket-db.ts';
import type { TTicketRow } from '../db/ticket-repository.ts';
import { findTicketType } from '../db/type-repository.ts';

/** A ticket with everything its pages show: its type, its conversation with each message's files, its history. */
export async function loadTicketView(db: TTicketExecutor, ticket: TTicketRow) {
  const [type, messages, attachments, history] = await Promise.all([
    findTicketType(db, ticket.typeId),
    listMessages(db, ticket.ticketId),
    listAttachmentsOfTicket(db, ticket.ticketId),
    listHistory(db, ticket.ticketId),
  ]);
  return { ticket, type, messages, attachments, history };
}

export type TTicketView = Awaited<ReturnType<typeof loadTicketView>>;
