import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { userId } from '@matchwire/kit/db/user-id';
import type { TLocalizedText } from '@matchwire/contracts/common/lang';
import { sql } from 'drizzle-orm';
import { randomUuidKey, belongsTo } from '@matchwire/kit/db/keys';
import * as p from 'drizzle-orm/pg-core';

export const ticketSchema = p.pgSchema('ticket');

/** The kinds of ticket (2 support, the others sales), named in every language; from services/ticket/seed/. */
export const ticketTypes = ticketSchema.table('ticket_types', {
  typeId: p.smallint('type_id').primaryKey(),
  name: p.jsonb('name').$type<TLocalizedText>().notNull(),
  isDefault: p.boolean('is_default').notNull().default(false),
  sortOrder: p.integer('sort_order').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * A visitor's or a customer's enquiry. `code` is the secret of the direct view (22 base62
 * characters); `userId` is null for a visitor. The unread counts are the customer's unread staff
 * messages and staff's unread customer messages; the events carry them after each change.
 * `revision` is 1 when the ticket is opened and one more at each save: its events carry it, so a
 * consumer that reads them from different topics (out of order) keeps the newest state.
 */
export const tickets = ticketSchema.table(
  'tickets',
  {
    ticketId: randomUuidKey('ticket_id'),
    code: p.varchar('code', { length: 22 }).notNull().unique(),
    userId: userId(),
    email: p.varchar('email', { length: 254 }).notNull(),
    name: p.varchar('name', { length: 100 }).notNull(),
    language: p.varchar('language', { length: 8 }).notNull(),
    typeId: p
      .smallint('type_id')
      .notNull()
      .references(() => ticketTypes.typeId),
    /** SPEC.md enumerations: submitted 0, assigned 1, processing 2, resolved 3, closed 4. */
    status: p.smallint('status').notNull().default(0),
    /** None 0, normal 1, very urgent 2. */
    urgency: p.smallint('urgency').notNull().default(0),
    priority: p.varchar('priority', { length: 16 }).notNull().default('normal'),
    assignedStaffId: p.varchar('assigned_staff_id', { length: 64 }),
    closeReason: p.varchar('close_reason', { length: 32 }),
    closedAt: instant('closed_at'),
    customerUnread: p.integer('customer_unread').notNull().default(0),
    staffUnread: p.integer('staff_unread').notNull().default(0),
    revision: p.integer('revision').notNull().default(1),
    referer: p.text('referer'),
    ip: p.varchar('ip', { length: 64 }),
    browser: p.varchar('browser', { length: 210 }),
    device: p.varchar('device', { length: 320 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastActivityAt: instant('last_activity_at').notNull().defaultNow(),
  },
  (table) => [
    p.index('tickets_user_activity_idx').on(table.userId, table.lastActivityAt),
    p.index('tickets_status_activity_idx').on(table.status, table.lastActivityAt),
    p.check('tickets_status_check', sql`${table.status} between 0 and 4`),
    p.check('tickets_urgency_check', sql`${table.urgency} between 0 and 2`),
    p.check('tickets_unread_check', sql`${table.customerUnread} >= 0 and ${table.staffUnread} >= 0`),
  ],
);

/** The conversation: the opening message first, then the customer's and staff's replies. Text as written. */
export const ticketMessages = ticketSchema.table(
  'ticket_messages',
  {
    messageId: randomUuidKey('message_id'),
    ticketId: belongsTo(p.uuid('ticket_id'), () => tickets.ticketId),
    author: p.varchar('author', { length: 8 }).$type<'customer' | 'staff'>().notNull(),
    staffId: p.varchar('staff_id', { length: 64 }),
    content: p.text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    p.index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt),
    p.check('ticket_messages_author_check', sql`${table.author} in ('customer', 'staff')`),
  ],
);

/**
 * An uploaded file, kept under `key` in the object store. Unclaimed (`ticketId` null) until the
 * ticket or message it was uploaded for is written by the same `uploader` (see uploader.ts).
 */
export const ticketAttachments = ticketSchema.table(
  'ticket_attachments',
  {
    key: p.varchar('key', { length: 300 }).primaryKey(),
    ticketId: p.uuid('ticket_id').references(() => tickets.ticketId, { onDelete: 'cascade' }),
    messageId: p.uuid('message_id').references(() => ticketMessages.messageId, { onDelete: 'cascade' }),
    fileName: p.varchar('file_name', { length: 200 }).notNull(),
    contentType: p.varchar('content_type', { length: 100 }).notNull(),
    size: p.integer('size').notNull(),
    uploader: p.varchar('uploader', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [p.index('ticket_attachments_message_idx').on(table.messageId)],
);

/** Everything done to a ticket (SPEC.md ticket operations), oldest first. */
export const ticketHistory = ticketSchema.table(
  'ticket_history',
  {
    entryId: p.bigserial('entry_id', { mode: 'number' }).primaryKey(),
    ticketId: belongsTo(p.uuid('ticket_id'), () => tickets.ticketId),
    operation: p.varchar('operation', { length: 24 }).notNull(),
    /** `customer`, `visitor`, `system` or `staff:<id>`. */
    actor: p.varchar('actor', { length: 80 }).notNull(),
    detail: p.text('detail').notNull().default(''),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [p.index('ticket_history_ticket_idx').on(table.ticketId, table.entryId)],
);

/** Routes new tickets: the first rule (by `sortOrder`) of the ticket's type, or of any type (null), names the staff member. */
export const assignRules = ticketSchema.table(
  'assign_rules',
  {
    ruleId: randomUuidKey('rule_id'),
    typeId: p.smallint('type_id').references(() => ticketTypes.typeId, { onDelete: 'cascade' }),
    staffId: p.varchar('staff_id', { length: 64 }).notNull(),
    sortOrder: p.integer('sort_order').notNull(),
    createdAt: createdAt(),
  },
  (table) => [p.index('assign_rules_order_idx').on(table.sortOrder)],
);

export const { outbox, inbox } = createEventTables(ticketSchema);
export const eventTables = { outbox, inbox };
