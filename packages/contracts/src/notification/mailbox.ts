import { z } from 'zod';

/** Where a mail is in its delivery; the notification service's messages table stores the same values. */
export const messageStatuses = ['pending', 'sent', 'failed'] as const;
export type TMessageStatus = (typeof messageStatuses)[number];

export const ZMailboxListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

export const ZMailboxListItem = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(messageStatuses),
});
export type TMailboxListItem = z.infer<typeof ZMailboxListItem>;

export const ZMailboxMessageParams = z.object({ id: z.uuid() });

export const ZMailboxMessage = ZMailboxListItem.extend({
  language: z.string(),
  html: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime().nullable(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;
