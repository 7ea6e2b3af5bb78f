import { AppError } from '@matchwire/kit/errors/app-error';
import { findMessage, type TMessageRow } from '../db/message-repository.ts';
import type { TNotificationDeps } from '../notification-deps.ts';

/**
 * One message of the development mailbox, with the parts to show: as sent (links included)
 * while the mailbox transport still holds it, otherwise as stored (links redacted).
 */
export async function showMailboxMessage(
  { db, sentMail }: TNotificationDeps,
  id: string,
): Promise<{ row: TMessageRow; shown: { html: string; text: string } }> {
  const row = await findMessage(db, id);
  if (!row) throw new AppError('objectNotFound', 'Message not found');
  return { row, shown: sentMail?.find(row.id) ?? row };
}
