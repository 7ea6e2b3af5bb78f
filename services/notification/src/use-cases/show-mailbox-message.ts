import { AppError } from '@matchwire/kit/errors/app-error';
import { findMessage } from '../db/message-repository.ts';
import type { TNotificationDb } from '../db/notification-db.ts';
import type { TMailboxMessage } from '../schemas/mailbox.ts';
import { toMailboxListItem } from './list-mailbox.ts';

/** One message of the development mailbox with its HTML and text parts. */
export async function showMailboxMessage(db: TNotificationDb, id: string): Promise<TMailboxMessage> {
  const row = await findMessage(db, id);
  if (!row) throw new AppError('objectNotFound', 'Message not found');
  return {
    ...toMailboxListItem(row),
    language: row.language,
    html: row.html,
    text: row.text,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
