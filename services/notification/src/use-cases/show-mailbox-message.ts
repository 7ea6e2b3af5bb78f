import { AppError } from '@matchwire/kit/errors/app-error';
import { findMessage } from '../db/message-repository.ts';
import type { TNotificationDb } from '../db/notification-db.ts';
import type { MailboxTransport } from '../delivery/mailbox-transport.ts';
import type { TMailboxMessage } from '../schemas/mailbox.ts';
import { toMailboxListItem } from './list-mailbox.ts';

/**
 * One message of the development mailbox with its HTML and text parts: as sent (links included)
 * while the mailbox transport still holds it, otherwise as stored (links redacted).
 */
export async function showMailboxMessage(
  deps: { db: TNotificationDb; sentMail?: MailboxTransport },
  id: string,
): Promise<TMailboxMessage> {
  const row = await findMessage(deps.db, id);
  if (!row) throw new AppError('objectNotFound', 'Message not found');
  const shown = deps.sentMail?.find(row.id) ?? row;
  return {
    ...toMailboxListItem(row),
    language: row.language,
    html: shown.html,
    text: shown.text,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
