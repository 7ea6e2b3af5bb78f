import { z } from 'zod';
import { fieldTexts } from '../account/fields.ts';

/** Texts of SPEC.md sections 5 and 8 for the ticket form and its attachments. */
export const ticketTexts = {
  ...fieldTexts,
  contentTooShort: 'At least 10 characters',
  contentTooLong: 'No more than 10000 characters',
  unsupportedFile: 'Unsupported file',
  fileTooLarge: 'Attachment cant not exceed 5M',
  noFile: 'please select upload file',
  tooManyFiles: 'Too many attachments',
} as const;

/** SPEC.md section 9: a message is 10 to 10000 characters; attachments 5 MB, 8 by default. */
export const ticketLimits = {
  contentMin: 10,
  contentMax: 10_000,
  attachmentMaxBytes: 5_242_880,
  attachmentsDefaultMax: 8,
} as const;

/** SPEC.md section 5: the extensions an attachment may have (its content is checked too). */
export const attachmentExtensions = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'txt', 'pdf', 'zip', 'doc', 'docx'] as const;

/** Where ticket attachments are kept in the object store (SPEC.md section 7: prefix `silk/ticket`). */
export const ticketAttachmentPrefix = 'silk/ticket';

/** SPEC.md enumerations: default 0 (submitted, shown without a label), assigned 1, processing 2, resolved 3 ('Solved'), closed 4. */
export const ticketStatuses = { submitted: 0, assigned: 1, processing: 2, resolved: 3, closed: 4 } as const;
export const ZTicketStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

/** None 0, normal 1, very urgent 2; anything but none only on type 3 for technical-support customers (SPEC.md section 5). */
export const ZUrgency = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TUrgency = z.infer<typeof ZUrgency>;
/** The type on which urgency may be chosen (SPEC.md section 9). */
export const urgencyTypeId = 3;
/** Type 2 is support; the others are sales (SPEC.md section 6). */
export const supportTypeId = 2;

export const ZTicketPriority = z.enum(['normal', 'important']);
export type TTicketPriority = z.infer<typeof ZTicketPriority>;

export const ZCloseReason = z.enum(['resolved', 'unable-resolved', 'invalid-consulting', 'other']);
export type TCloseReason = z.infer<typeof ZCloseReason>;

/** SPEC.md enumerations: what a ticket's history records. */
export const ZTicketOperation = z.enum([
  'create',
  'reply',
  'assign',
  'process',
  'resolve',
  'close',
  'modify-type',
  'remark',
  'modify-priority',
  'modify-reply',
]);
export type TTicketOperation = z.infer<typeof ZTicketOperation>;

export const ZTicketLanguage = z.enum(['en', 'vi']);

/**
 * A ticket's code: 22 base62 characters from a random source (about 131 bits), so that holding
 * it is the proof of being allowed to see the ticket (SPEC.md /ticket/direct_view).
 */
export const ticketCodePattern = /^[0-9A-Za-z]{22}$/;
export const ZTicketCode = z.string().trim().regex(ticketCodePattern, 'Unknown ticket code');

export const ZTicketId = z.string().trim().uuid('Unknown ticket');

/** A message of a ticket or a reply, as the form checks it. */
export const ZTicketContent = z
  .string({ message: ticketTexts.required })
  .trim()
  .min(1, ticketTexts.required)
  .min(ticketLimits.contentMin, ticketTexts.contentTooShort)
  .max(ticketLimits.contentMax, ticketTexts.contentTooLong);

/** An uploaded attachment's key, as the upload call answered it: `silk/ticket/<hash>_<timestamp>_<name>`. */
export const ZAttachmentKey = z
  .string()
  .trim()
  .max(300)
  .regex(/^silk\/ticket\/[0-9a-f]{16,64}_[0-9]{10,13}_[A-Za-z0-9._-]{1,120}$/, 'Unknown attachment');

/** A list of keys from JSON (an array) or a form (one or repeated fields); empty by default. */
export const ZAttachmentKeys = z
  .union([ZAttachmentKey, z.array(ZAttachmentKey)])
  .optional()
  .transform((keys) => (keys === undefined ? [] : Array.isArray(keys) ? keys : [keys]))
  .pipe(z.array(ZAttachmentKey).max(50));
