import type { TTicketTx } from '../db/ticket-db.ts';
import { insertMessage, type TMessageRow } from '../db/message-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { claimTicketAttachments } from './claim-ticket-attachments.ts';

type TNewMessage = { author: 'customer' | 'staff'; staffId?: string; content: string; attachment: string[] };

/** A message of the conversation with the files `uploader` uploaded for it (claimed in the same transaction). */
export async function addTicketMessage(
  tx: TTicketTx,
  deps: Pick<TTicketDeps, 'attachmentsMax'>,
  target: { ticketId: string; uploader: string; now: Date },
  { author, staffId, content, attachment }: TNewMessage,
): Promise<TMessageRow> {
  const { ticketId, uploader, now } = target;
  const message = await insertMessage(tx, { ticketId, author, staffId, content, createdAt: now });
  const { messageId } = message;
  await claimTicketAttachments(tx, { keys: attachment, uploader, max: deps.attachmentsMax, ticketId, messageId });
  return message;
}
