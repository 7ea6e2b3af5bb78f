import { z } from 'zod';
import { ZEmail, ZName } from '../account/fields.ts';
import { ZNestedBody } from '../common/form-body.ts';
import { ZLang } from '../common/lang.ts';
import {
  ZAttachmentKeys,
  ZCloseReason,
  ZTicketCode,
  ZTicketContent,
  ZTicketId,
  ZTicketStatus,
  ZUrgency,
} from './fields.ts';

const ZShortText = z.string().trim().max(100).optional();

/** Ticket type: 2 support, the others sales (SPEC.md section 3), named in the asked language. */
export const ZTicketType = z.object({ typeId: z.number().int(), typeName: z.string(), isDefault: z.boolean() });
export type TTicketType = z.infer<typeof ZTicketType>;
export const ZTicketTypeQuery = z.object({ lang: ZLang });
export const ZTicketTypeList = z.array(ZTicketType);

/**
 * SPEC.md section 7 `POST /api/ticket/add`: `ticket` as JSON, or as one form field holding its
 * JSON. A signed-in customer's address is the account's (the one given is ignored); a visitor
 * gives email and name. Urgency is forced to none unless the rule of SPEC.md section 5 allows it.
 */
export const ZNewTicket = z.object({
  email: ZEmail.optional(),
  name: ZName,
  content: ZTicketContent,
  type: z.object({ typeId: z.coerce.number().int().min(1).max(99) }),
  urgency: z.coerce.number().pipe(ZUrgency).default(0),
  attachment: ZAttachmentKeys,
  referer: z.string().trim().max(2048).optional(),
  browser: z.object({ type: ZShortText, version: ZShortText }).optional(),
  device: z.object({ systemType: ZShortText, bitWidth: ZShortText, version: ZShortText }).optional(),
  lang: ZLang,
});
export const ZAddTicketBody = ZNestedBody(z.object({ ticket: ZNewTicket }));
export const ZAddedTicket = z.object({ ticketId: ZTicketId, ticketCode: z.string() });

/**
 * SPEC.md section 7 `POST /api/ticket/reply`: the customer's message on their ticket, named by
 * `ticketId` (signed in, their own) or by `ticketCode` (the holder of the code).
 */
export const ZTicketReply = z
  .object({
    ticketId: ZTicketId.optional(),
    ticketCode: ZTicketCode.optional(),
    content: ZTicketContent,
    attachment: ZAttachmentKeys,
  })
  .refine((reply) => reply.ticketId !== undefined || reply.ticketCode !== undefined, {
    message: 'Give ticketId or ticketCode',
  });
export const ZReplyTicketBody = ZNestedBody(z.object({ ticketOperation: ZTicketReply }));
export const ZAddedReply = z.object({ replyId: z.string() });

/** The signed-in customer's unread staff messages over all their tickets (SPEC.md: `value`). */
export const ZUnreadCount = z.object({ value: z.number().int().min(0) });

/** A ticket named by the signed-in owner's id or by its code (the direct view). */
export const ZTicketRef = z
  .object({ ticketId: ZTicketId.optional(), ticketCode: ZTicketCode.optional(), lang: ZLang })
  .refine((ref) => ref.ticketId !== undefined || ref.ticketCode !== undefined, {
    message: 'Give ticketId or ticketCode',
  });

export const ZListTicketsQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  lang: ZLang,
});

export const ZCloseTicketBody = ZNestedBody(
  z
    .object({
      ticketId: ZTicketId.optional(),
      ticketCode: ZTicketCode.optional(),
      closeReason: ZCloseReason,
      remark: z.string().trim().max(500).optional(),
    })
    .refine((close) => close.ticketId !== undefined || close.ticketCode !== undefined, {
      message: 'Give ticketId or ticketCode',
    }),
);

export const ZReadTicketBody = ZNestedBody(z.object({ ticketId: ZTicketId }));

/** An attachment as a ticket shows it: the file's name, size and type, fetched by key. */
export const ZAttachment = z.object({
  key: z.string(),
  fileName: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
});

/** A ticket in a list: newest activity first, with the customer's unread staff messages. */
export const ZTicketSummary = z.object({
  ticketId: ZTicketId,
  ticketCode: z.string(),
  type: ZTicketType.pick({ typeId: true, typeName: true }),
  status: ZTicketStatus,
  urgency: ZUrgency,
  /** The first line of the opening message, at most 120 characters. */
  preview: z.string(),
  createdAt: z.iso.datetime(),
  lastActivityAt: z.iso.datetime(),
  unread: z.number().int().min(0),
});
export type TTicketSummary = z.infer<typeof ZTicketSummary>;
export const ZTicketList = z.object({ list: z.array(ZTicketSummary), total: z.number().int().min(0) });

/** One message of the conversation; the opening message is the first. Text as written (the page escapes it). */
export const ZTicketMessage = z.object({
  messageId: z.string(),
  author: z.enum(['customer', 'staff']),
  /** The customer's name; for a staff message, empty to customers ("Matchwire support") and the staff id to staff. */
  authorName: z.string(),
  content: z.string(),
  attachments: z.array(ZAttachment),
  createdAt: z.iso.datetime(),
});

/** A ticket as its owner (or the holder of its code) sees it. */
export const ZTicketDetail = ZTicketSummary.extend({
  email: z.string(),
  name: z.string(),
  messages: z.array(ZTicketMessage),
  closeReason: ZCloseReason.nullable(),
  closedAt: z.iso.datetime().nullable(),
  /** Closed tickets take no more messages. */
  canReply: z.boolean(),
});
export type TTicketDetail = z.infer<typeof ZTicketDetail>;
