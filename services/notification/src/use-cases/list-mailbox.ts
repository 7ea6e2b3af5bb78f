import { findRecentMessages, type TMessageRow } from '../db/message-repository.ts';
import type { TNotificationDb } from '../db/notification-db.ts';
import type { TMailboxListItem } from '../schemas/mailbox.ts';

/** The newest messages first, for the development mailbox. */
export async function listMailbox(db: TNotificationDb, input: { limit: number }): Promise<TMailboxListItem[]> {
  const rows = await findRecentMessages(db, input.limit);
  return rows.map(toMailboxListItem);
}

export function toMailboxListItem(row: TMessageRow): TMailboxListItem {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}
