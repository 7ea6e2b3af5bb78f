import { ticketAttachmentPrefix } from '@matchwire/contracts/ticket/fields';
import { uploadKeyOf } from '@matchwire/kit/object-store/upload-key';

export { safeFileName } from '@matchwire/kit/object-store/upload-key';

/** The key the server gives an attachment: under silk/ticket (kit uploadKeyOf). */
export function attachmentKeyOf(fileName: string, now: Date): string {
  return uploadKeyOf(ticketAttachmentPrefix, fileName, now);
}
