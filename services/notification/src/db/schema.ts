import { sql } from 'drizzle-orm';
import { createdAt, instant } from '@matchwire/kit/db/timestamps';
import { check, index, integer, jsonb, pgSchema, text, uuid } from 'drizzle-orm/pg-core';
import { messageStatuses } from '@matchwire/contracts/notification/mailbox';

export const notificationSchema = pgSchema('notification');

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
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The account service's link to put where the stored mail says it was redacted; null when the mail has none. */
    linkId: text('link_id'),
    status: text('status', { enum: messageStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** W3C trace context of the event that asked for this mail: sending it continues that trace. */
    traceContext: jsonb('trace_context').$type<Record<string, string>>(),
  },
  (table) => [
    check('messages_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('messages_created_idx').on(table.createdAt),
  ],
);

/**
 * What the account events have told us about each user's address and language. Some events
 * (user activated, API key rotated) do not carry them, so their mails are addressed from here.
 */
export const recipients = notificationSchema.table('recipients', {
  userId: text('user_id').primaryKey(),
  email: text('email').notNull(),
  language: text('language').notNull(),
  /** Time of the newest event applied; an older event arriving late changes nothing. */
  eventTime: instant('event_time').notNull(),
});
