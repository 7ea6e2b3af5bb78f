import { attachmentEndpoints, attachmentStaffEndpoints } from '@matchwire/contracts/ticket/attachment-endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TTicketDeps } from '../../ticket-deps.ts';
import { ticketCallerOf, uploaderOf } from '../../tickets/ticket-caller.ts';
import { getAttachment, getAttachmentForStaff } from '../../use-cases/get-attachment.ts';
import { uploadAttachment } from '../../use-cases/upload-attachment.ts';

/** Uploading and reading attachments (docs/contracts/ticket.md, "Attachments"). */
export function registerAttachmentRoutes(serve: TServeEndpoint, deps: TTicketDeps): void {
  serve(attachmentEndpoints.uploadAttachment, async (request) =>
    uploadAttachment(deps, {
      token: request.body.token,
      file: request.upload,
      uploader: uploaderOf(ticketCallerOf(request)),
    }),
  );

  serve(attachmentEndpoints.getAttachment, async (request) =>
    getAttachment(deps, request.query, ticketCallerOf(request)),
  );

  // Staff's (`/api/admin/…`, where the gateway vouches for staff); kit checks the permission.
  serve(attachmentStaffEndpoints.staffGetAttachment, async (request) => getAttachmentForStaff(deps, request.query.key));
}
