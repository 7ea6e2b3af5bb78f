import { z } from 'zod';
import { messageStatuses } from '../db/schema.ts';

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
