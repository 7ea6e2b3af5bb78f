import type { TFileDownload } from '@matchwire/contracts';
import { AppError } from '@matchwire/kit/errors/app-error';
import { isRasterImage } from '@matchwire/kit/file-types/sniff-file-type';
import { findAttachment } from '../db/attachment-repository.ts';
import type { TAttachmentRow } from '../db/message-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { findCustomerTicket } from '../tickets/find-customer-ticket.ts';
import { uploaderOf, type TTicketCaller } from '../tickets/ticket-caller.ts';

/**
 * An attachment's bytes for the customer side: a claimed file to the ticket's owner (signed in) or
 * the holder of its code, an unclaimed one to its uploader only. Every other case is the same 10004,
 * so nothing tells whether the key exists.
 */
export async function getAttachment(
  deps: TTicketDeps,
  input: { key: string; ticketCode?: string | undefined },
  caller: TTicketCaller,
): Promise<TFileDownload> {
  const row = await findAttachment(deps.db, input.key);
  if (!row) throw new AppError('objectNotFound');
  if (row.ticketId === null) {
    if (row.uploader !== uploaderOf(caller)) throw new AppError('objectNotFound');
  } else {
    const ticket = await findCustomerTicket(deps.db, { ticketId: row.ticketId, ticketCode: input.ticketCode }, caller);
    if (ticket.ticketId !== row.ticketId) throw new AppError('objectNotFound');
  }
  return downloadOf(deps, row);
}

/** Staff see the attachments of every ticket (their permission is checked on the route). */
export async function getAttachmentForStaff(deps: TTicketDeps, key: string): Promise<TFileDownload> {
  const row = await findAttachment(deps.db, key);
  if (!row || row.ticketId === null) throw new AppError('objectNotFound');
  return downloadOf(deps, row);
}

async function downloadOf(deps: TTicketDeps, row: TAttachmentRow): Promise<TFileDownload> {
  const stored = await deps.objectStore.get(row.key);
  if (!stored) throw new AppError('objectNotFound');
  return {
    fileName: row.fileName,
    bytes: stored.bytes,
    contentType: row.contentType,
    isInline: isRasterImage(row.contentType),
  };
}
