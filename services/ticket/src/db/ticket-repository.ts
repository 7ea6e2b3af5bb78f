import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { and, count, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { TTicketUnread } from '../unread/unread-counters.ts';
import { tickets } from './schema.ts';
import type { TTicketExecutor, TTicketTx } from './ticket-db.ts';

export type TTicketRow = typeof tickets.$inferSelect;
export type TNewTicketRow = typeof tickets.$inferInsert;

const ticketRows = keyedRows(tickets, 'ticketId', 'ticket');

export const insertTicket = (db: TTicketExecutor, values: TNewTicketRow) => ticketRows.insert(db, values);
export const findTicket = (db: TTicketExecutor, ticketId: string) => ticketRows.find(db, ticketId);
export const findTicketForUpdate = (tx: TTicketTx, ticketId: string) => ticketRows.findForUpdate(tx, ticketId);
export const saveTicket = (db: TTicketExecutor, ticketId: string, values: Partial<Omit<TTicketRow, 'ticketId'>>) =>
  ticketRows.save(db, ticketId, values);

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

/** Every customer's tickets with unread staff messages: what the unread counters must hold. */
export async function listUnreadTickets(db: TTicketExecutor): Promise<TTicketUnread[]> {
  const rows = await db
    .select({ userId: tickets.userId, ticketId: tickets.ticketId, customerUnread: tickets.customerUnread })
    .from(tickets)
    .where(and(isNotNull(tickets.userId), gt(tickets.customerUnread, 0)));
  return rows.map((row) => ({ ...row, userId: row.userId! }));
}

/** One customer's tickets with unread staff messages (tickets_user_activity_idx): a counter rebuilt after Redis lost it. */
export async function listUnreadTicketsOfUser(db: TTicketExecutor, userId: string): Promise<TTicketUnread[]> {
  const rows = await db
    .select({ ticketId: tickets.ticketId, customerUnread: tickets.customerUnread })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), gt(tickets.customerUnread, 0)));
  return rows.map((row) => ({ ...row, userId }));
}
