import { and, count, eq, isNull } from 'drizzle-orm';
import { ticketAttachments } from './schema.ts';
import type { TTicketExecutor } from './ticket-db.ts';
import type { TAttachmentRow } from './message-repository.ts';

/** An upload not yet claimed: no ticket, no message. */
export async function insertUnclaimedAttachment(
  db: TTicketExecutor,
  values: Omit<typeof ticketAttachments.$inferInsert, 'ticketId' | 'messageId' | 'createdAt'>,
): Promise<void> {
  await db.insert(ticketAttachments).values(values);
}

export async function findAttachment(db: TTicketExecutor, key: string): Promise<TAttachmentRow | undefined> {
  const [row] = await db.select().from(ticketAttachments).where(eq(ticketAttachments.key, key));
  return row;
}

/** Files the uploader sent that no ticket or reply has claimed yet. */
export async function countUnclaimedAttachments(db: TTicketExecutor, uploader: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.uploader, uploader), isNull(ticketAttachments.ticketId)));
  return row?.value ?? 0;
}
