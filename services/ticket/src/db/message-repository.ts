import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ticketAttachments, ticketHistory, ticketMessages } from './schema.ts';
import type { TTicketExecutor } from './ticket-db.ts';

export type TMessageRow = typeof ticketMessages.$inferSelect;
export type TAttachmentRow = typeof ticketAttachments.$inferSelect;
export type THistoryRow = typeof ticketHistory.$inferSelect;
export type TNewHistoryEntry = Omit<typeof ticketHistory.$inferInsert, 'entryId' | 'ticketId'>;

export const insertMessage = keyedRows(ticketMessages, 'messageId', 'ticket message').insert;

/** The conversation, oldest first. */
export function listMessages(db: TTicketExecutor, ticketId: string): Promise<TMessageRow[]> {
  return db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.messageId));
}

/** Each ticket's opening message (its start: enough for a preview), by ticket id. */
export async function listOpeningMessages(db: TTicketExecutor, ticketIds: string[]): Promise<Map<string, string>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([ticketMessages.ticketId], {
      ticketId: ticketMessages.ticketId,
      start: sql<string>`left(${ticketMessages.content}, 300)`,
    })
    .from(ticketMessages)
    .where(inArray(ticketMessages.ticketId, ticketIds))
    .orderBy(ticketMessages.ticketId, asc(ticketMessages.createdAt), asc(ticketMessages.messageId));
  return new Map(rows.map((row) => [row.ticketId, row.start]));
}

export function findAttachmentsForUpdate(db: TTicketExecutor, keys: string[]): Promise<TAttachmentRow[]> {
  return db.select().from(ticketAttachments).where(inArray(ticketAttachments.key, keys)).for('update');
}

/** The uploaded files become the message's (and so the ticket's). */
export async function claimAttachments(
  db: TTicketExecutor,
  keys: string[],
  owner: { ticketId: string; messageId: string },
): Promise<void> {
  if (keys.length === 0) return;
  await db.update(ticketAttachments).set(owner).where(inArray(ticketAttachments.key, keys));
}

export function listAttachmentsOfTicket(db: TTicketExecutor, ticketId: string): Promise<TAttachmentRow[]> {
  return db
    .select()
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.key));
}

export async function addHistory(db: TTicketExecutor, ticketId: string, ...entries: TNewHistoryEntry[]) {
  if (entries.length === 0) return;
  await db.insert(ticketHistory).values(entries.map((entry) => ({ ...entry, ticketId })));
}

export function listHistory(db: TTicketExecutor, ticketId: string): Promise<THistoryRow[]> {
  return db
    .select()
    .from(ticketHistory)
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(asc(ticketHistory.entryId));
}
