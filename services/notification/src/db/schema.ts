import { sql } from 'drizzle-orm';
import { createdAt, instant } from '@matchwire/kit/db/timestamps';
import { randomUuidKey } from '@matchwire/kit/db/keys';
import * as p from 'drizzle-orm/pg-core';
import { messageStatuses } from '@matchwire/contracts/notification/mailbox';

export const notificationSchema = p.pgSchema('notification');

/**
 * One row per consumed event: the rendered mail and its delivery state. The unique event id is
 * the consumer's idempotency record, so a redelivered event adds nothing. A mail with a
 * single-use link is stored with the link redacted and names it by `link_id`; the sender asks the
 * account service for the link when it sends (docs/decisions/0011). Rows are deleted after
 * MAIL_RETENTION_DAYS.
 */
export const messages = notificationSchema.table(
  'messages',
  {
    id: randomUuidKey('id'),
    eventId: p.text('event_id').notNull().unique(),
    eventType: p.text('event_type').notNull(),
    recipient: p.text('recipient').notNull(),
    language: p.text('language').notNull(),
    subject: p.text('subject').notNull(),
    html: p.text('html').notNull(),
    text: p.text('text').notNull(),
    /** The account service's link to put where the stored mail says it was redacted; null when the mail has none. */
    linkId: p.text('link_id'),
    status: p.text('status', { enum: messageStatuses }).notNull().default('pending'),
    attempts: p.integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: p.text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** W3C trace context of the event that asked for this mail: sending it continues that trace. */
    traceContext: p.jsonb('trace_context').$type<Record<string, string>>(),
  },
  (table) => [
    p.check('messages_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    p
      .index('messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    p.index('messages_created_idx').on(table.createdAt),
  ],
);

/**
 * What the account events have told us about each user's address and language. Some events
 * (user activated, API key rotated) do not carry them, so their mails are addressed from here.
 */
export const recipients = notificationSchema.table('recipients', {
  userId: p.text('user_id').primaryKey(),
  email: p.text('email').notNull(),
  language: p.text('language').notNull(),
  /** Time of the newest event applied; an older event arriving late changes nothing. */
  eventTime: instant('event_time').notNull(),
});
