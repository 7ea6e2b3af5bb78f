import { z } from 'zod';
import { fileContentTypes } from '../common/file-types.ts';
import { ZUploadFieldsUnder } from '../common/upload-fields.ts';
import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { ticketAttachmentPrefix, ticketLimits, ticketTexts, ZAttachmentKey, ZTicketCode } from './fields.ts';

const { publicRoute, staffRoute } = routeKinds('ticket');

/**
 * The upload's text parts (SPEC.md §7): the client proposes `silk/ticket/<hash>_<timestamp>_<name>`,
 * of which only the prefix counts: the server names the file.
 */
export const ZUploadFields = ZUploadFieldsUnder(ticketAttachmentPrefix);

export const ZUploadedAttachment = z.object({ key: ZAttachmentKey });

/** An attachment, by its key; `ticketCode` for the holder of the ticket's code (direct view). */
export const ZAttachmentQuery = z.object({ key: ZAttachmentKey, ticketCode: ZTicketCode.optional() });

const [firstContentType, ...otherContentTypes] = [...new Set(Object.values(fileContentTypes))] as [string, ...string[]];

/** Uploading and reading ticket attachments (docs/contracts/ticket.md, "Attachments"). */
export const attachmentEndpoints = {
  uploadAttachment: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/ticket/upload',
    summary: 'Uploads one attachment (checked by its content; 5 MB) for the ticket or reply the caller writes next.',
    request: {
      multipart: {
        fields: ZUploadFields,
        maxFileBytes: ticketLimits.attachmentMaxBytes,
        fileTooLarge: ticketTexts.fileTooLarge,
      },
    },
    response: ZUploadedAttachment,
  }),
  getAttachment: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/ticket/attachment',
    summary: 'One attachment’s bytes: for the ticket’s owner, the holder of its code, staff, or (unused) its uploader.',
    request: { query: ZAttachmentQuery },
    ...fileAnswer(firstContentType, ...otherContentTypes),
  }),
};

/** Staff read the attachments of every ticket, on the back office's path (the gateway vouches for staff only there). */
export const attachmentStaffEndpoints = {
  staffGetAttachment: defineEndpoint({
    ...staffRoute('ticket:read'),
    method: 'GET',
    path: '/api/admin/tickets/attachment',
    summary: 'Back office: one attachment of a ticket, by its key.',
    request: { query: z.object({ key: ZAttachmentKey }) },
    ...fileAnswer(firstContentType, ...otherContentTypes),
  }),
};
