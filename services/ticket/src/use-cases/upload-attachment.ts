import { attachmentExtensions, ticketTexts } from '@matchwire/contracts/ticket/fields';
import type { TUploadedFile } from '@matchwire/contracts';
import { AppError } from '@matchwire/kit/errors/app-error';
import { acceptUpload, storeUpload } from '@matchwire/kit/object-store/accept-upload';
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
  const { file, kind } = acceptUpload(deps, input, {
    extensions: attachmentExtensions,
    texts: { noFile: ticketTexts.noFile, unsupported: ticketTexts.unsupportedFile },
  });
  if ((await countUnclaimedAttachments(deps.db, input.uploader)) >= deps.attachmentsMax)
    throw new AppError('tooManyAttachments');
  const fileName = safeFileName(file.fileName, kind.extension);
  const key = attachmentKeyOf(fileName, deps.clock());
  await storeUpload(deps, { key, bytes: file.bytes, contentType: kind.contentType }, () =>
    insertUnclaimedAttachment(deps.db, {
      key,
      fileName,
      contentType: kind.contentType,
      size: file.bytes.byteLength,
      uploader: input.uploader,
    }),
  );
  return { key };
}
