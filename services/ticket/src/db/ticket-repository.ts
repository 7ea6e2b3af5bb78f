import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TTicketUnread } from '../unread/unread-counters.ts';
import { tickets } from './schema.ts';
import type { TTicketExecutor, TTicketTx } from './ticket-db.ts';

export type TTicketRow = typeof tickets.$inferSelect;
export type TNewTicketRow = typeof tickets.$inferInsert;

const ticketRows = keyedRows(tickets, 'ticketId', 'ticket');

export const insertTicket = (db: TTicketExecutor, values: TNewTicketRow) => ticketRows.insert(db, values);
export const findTicket = (db: TTicketExecutor, ticketId: string) => ticketRows.find(db, ticketId);
export const findTicketForUpdate = (tx: TTicketTx, ticketId: string) => ticketRows.findForUpdate(tx, ticketId);
/** Saves changes to a ticket, one revision later (the row is locked: revisions of a ticket never repeat). */
export const saveTicket = (
  db: TTicketExecutor,
  ticketId: string,
  values: Partial<Omit<TTicketRow, 'ticketId' | 'revision'>>,
) => ticketRows.save(db, ticketId, { ...values, revision: sql`${tickets.revision} + 1` });

/** The ticket whose direct-view code this is (the code is the proof: no owner check). */
export async function findTicketIdByCode(db: TTicketExecutor, code: string): Promise<string | undefined> {
  const [row] = await db.select({ ticketId: tickets.ticketId }).from(tickets).where(eq(tickets.code, code));
  return row?.ticketId;
}

/** One page of a customer's tickets, newest activity first, and how many they have. */
export async function listTicketsOfUser(
  db: TTicketExecutor,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: TTicketRow[]; total: number }> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.lastActivityAt), desc(tickets.createdAt))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ total: count() }).from(tickets).where(eq(tickets.userId, userId));
  return { rows, total: counted?.total ?? 0 };
}

const unreadColumns = {
  ticketId: tickets.ticketId,
  customerUnread: tickets.customerUnread,
  revision: tickets.revision,
};

/**
 * Every customer's tickets, with their unread staff messages and revision: what the unread
 * counters must hold (the revisions of tickets at 0 too, so that a late event changes nothing).
 */
export async function listUnreadTickets(db: TTicketExecutor): Promise<TTicketUnread[]> {
  const rows = await db
    .select({ userId: tickets.userId, ...unreadColumns })
    .from(tickets)
    .where(isNotNull(tickets.userId));
  return rows.map((row) => ({ ...row, userId: row.userId! }));
}

/** One customer's tickets as `listUnreadTickets` (tickets_user_activity_idx): a counter rebuilt after Redis lost it. */
export async function listUnreadTicketsOfUser(db: TTicketExecutor, userId: string): Promise<TTicketUnread[]> {
  const rows = await db.select(unreadColumns).from(tickets).where(eq(tickets.userId, userId));
  return rows.map((row) => ({ ...row, userId }));
}
