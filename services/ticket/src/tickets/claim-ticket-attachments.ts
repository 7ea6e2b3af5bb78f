import { AppError } from '@matchwire/kit/errors/app-error';
import type { TTicketTx } from '../db/ticket-db.ts';
import { claimAttachments, findAttachmentsForUpdate } from '../db/message-repository.ts';

/**
 * Claims uploaded files for a new message in its transaction: at most `max`, each uploaded, not
 * yet claimed, and uploaded by the same `uploader`. Any other key is refused with 15003, and the
 * whole message with it.
 */
export async function claimTicketAttachments(
  tx: TTicketTx,
  input: { keys: string[]; uploader: string; max: number; ticketId: string; messageId: string },
): Promise<void> {
  const keys = [...new Set(input.keys)];
  if (keys.length === 0) return;
  if (keys.length > input.max) throw new AppError('tooManyAttachments');
  const rows = await findAttachmentsForUpdate(tx, keys);
  const usable = rows.filter((row) => row.ticketId === null && row.uploader === input.uploader);
  if (usable.length !== keys.length) throw new AppError('attachmentNotAvailable');
  await claimAttachments(tx, keys, { ticketId: input.ticketId, messageId: input.messageId });
}
