import { attachmentExtensions, ticketTexts } from '@matchwire/contracts/ticket/fields';
import type { TUploadedFile } from '@matchwire/contracts';
import { AppError } from '@matchwire/kit/errors/app-error';
import { sniffFileType } from '@matchwire/kit/file-types/sniff-file-type';
import { isUploadToken } from '@matchwire/kit/object-store/upload-key';
import { attachmentKeyOf, safeFileName } from '../attachments/attachment-key.ts';
import { countUnclaimedAttachments, insertUnclaimedAttachment } from '../db/attachment-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';

/**
 * Keeps one file for the ticket or reply its uploader writes next (claim-ticket-attachments.ts):
 * its extension allowed and its bytes of that kind, at most `attachmentsMax` waiting unclaimed per
 * uploader. The server names it; the answer is its key.
 */
export async function uploadAttachment(
  deps: TTicketDeps,
  input: { token: string; file: TUploadedFile | undefined; uploader: string },
): Promise<{ key: string }> {
  const { file } = input;
  if (!file || file.bytes.byteLength === 0) throw new AppError('badRequest', ticketTexts.noFile);
  if (!isUploadToken(input.token, deps.uploadToken)) throw new AppError('badRequest', 'token: unknown upload token');
  const kind = sniffFileType(file.fileName, file.bytes, attachmentExtensions);
  if (!kind) throw new AppError('badRequest', ticketTexts.unsupportedFile);
  if ((await countUnclaimedAttachments(deps.db, input.uploader)) >= deps.attachmentsMax)
    throw new AppError('tooManyAttachments');
  const fileName = safeFileName(file.fileName, kind.extension);
  const key = attachmentKeyOf(fileName, deps.clock());
  await deps.objectStore.put(key, file.bytes, kind.contentType);
  try {
    await insertUnclaimedAttachment(deps.db, {
      key,
      fileName,
      contentType: kind.contentType,
      size: file.bytes.byteLength,
      uploader: input.uploader,
    });
  } catch (error) {
    await deps.objectStore.delete(key);
    throw error;
  }
  return { key };
}
