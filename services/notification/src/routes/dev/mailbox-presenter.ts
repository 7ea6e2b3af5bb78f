import type { TMailboxListItem, TMailboxMessage } from '@matchwire/contracts/notification/mailbox';
import type { TMessageRow } from '../../db/message-repository.ts';

export function toMailboxListItem(row: TMessageRow): TMailboxListItem {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

export function toMailboxMessage(row: TMessageRow, shown: { html: string; text: string }): TMailboxMessage {
  return {
    ...toMailboxListItem(row),
    language: row.language,
    html: shown.html,
    text: shown.text,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
