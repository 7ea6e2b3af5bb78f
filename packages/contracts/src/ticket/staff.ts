import { z } from 'zod';
import { ZNestedBody } from '../common/form-body.ts';
import {
  ZAttachmentKeys,
  ZCloseReason,
  ZTicketContent,
  ZTicketId,
  ZTicketOperation,
  ZTicketPriority,
  ZTicketStatus,
  ZUrgency,
} from './fields.ts';
import { ZTicketDetail, ZTicketSummary } from './ticket.ts';

const ZStaffId = z.string().trim().min(1).max(64);

/** Staff filter the queue: by status, type, assignee (`none` for unassigned), urgency, priority or words. */
export const ZStaffTicketQuery = z.object({
  status: z.coerce.number().pipe(ZTicketStatus).optional(),
  typeId: z.coerce.number().int().min(1).max(99).optional(),
  assignedStaffId: z.union([z.literal('none'), ZStaffId]).optional(),
  urgency: z.coerce.number().pipe(ZUrgency).optional(),
  priority: ZTicketPriority.optional(),
  /** Words in the ticket's address, name, code or opening message. */
  q: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A ticket in the staff queue: whose it is, who has it and how many customer messages are unread. */
export const ZStaffTicketSummary = ZTicketSummary.extend({
  email: z.string(),
  name: z.string(),
  userId: z.string().nullable(),
  priority: ZTicketPriority,
  assignedStaffId: z.string().nullable(),
  /** Customer messages staff have not read. */
  staffUnread: z.number().int().min(0),
});
export const ZStaffTicketList = z.object({ list: z.array(ZStaffTicketSummary), total: z.number().int().min(0) });

/** One line of a ticket's history (SPEC.md: ticket operations), oldest first. */
export const ZTicketHistoryEntry = z.object({
  operation: ZTicketOperation,
  /** `customer`, `visitor`, `system` (assign rules) or `staff:<id>`. */
  actor: z.string(),
  /** What changed, in words: `status 0 → 1`, `assigned to s-2`, the remark's text. */
  detail: z.string(),
  at: z.iso.datetime(),
});

/** A ticket as staff see it: the conversation, where it came from and everything done to it. */
export const ZStaffTicketDetail = ZTicketDetail.extend({
  userId: z.string().nullable(),
  priority: ZTicketPriority,
  assignedStaffId: z.string().nullable(),
  staffUnread: z.number().int().min(0),
  referer: z.string().nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  device: z.string().nullable(),
  history: z.array(ZTicketHistoryEntry),
});
export type TStaffTicketDetail = z.infer<typeof ZStaffTicketDetail>;

export const ZStaffTicketParams = z.object({ ticketId: ZTicketId });

export const ZStaffAssignBody = ZNestedBody(z.object({ staffId: ZStaffId }));
export const ZStaffReplyBody = ZNestedBody(z.object({ content: ZTicketContent, attachment: ZAttachmentKeys }));
export const ZStaffModifyBody = ZNestedBody(
  z
    .object({
      typeId: z.coerce.number().int().min(1).max(99).optional(),
      priority: ZTicketPriority.optional(),
    })
    .refine((change) => change.typeId !== undefined || change.priority !== undefined, {
      message: 'Give typeId or priority',
    }),
);
export const ZStaffRemarkBody = ZNestedBody(z.object({ remark: z.string().trim().min(1).max(2000) }));
export const ZStaffCloseBody = ZNestedBody(
  z.object({ closeReason: ZCloseReason, remark: z.string().trim().max(500).optional() }),
);

/** A rule that routes new tickets: of a type (or any), to a staff member, first match by order. */
export const ZAssignRule = z.object({
  ruleId: z.string(),
  typeId: z.number().int().nullable(),
  staffId: z.string(),
  order: z.number().int(),
});
export const ZAssignRuleList = z.array(ZAssignRule);
