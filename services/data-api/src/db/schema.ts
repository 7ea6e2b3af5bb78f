import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt } from '@matchwire/kit/db/timestamps';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The data API's tables. What the hot path reads (keys, whitelists, entitlements, counters) is
 * never here: it lives in memory (read models fed by events) and in Redis. PostgreSQL keeps what
 * must outlive them: the metered calls per day, the switched-off interfaces, the simulator's
 * place in time, the addresses for quota mails, the quota notices sent.
 */
export const dataApiSchema = pgSchema('data_api');

const userId = () => varchar('user_id', { length: 64 }).notNull();

/** Calls per UTC day, key owner, interface, HTTP status and result code (flushed from the counters). */
export const usageDaily = dataApiSchema.table(
  'usage_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: userId(),
    /** The interface's ref; empty for a path that named none. */
    ref: varchar('ref', { length: 80 }).notNull(),
    status: smallint('status').notNull(),
    resultCode: integer('result_code').notNull(),
    calls: integer('calls').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId, table.ref, table.status, table.resultCode] }),
    index('usage_daily_user_day_idx').on(table.userId, table.day),
    check('usage_daily_calls_positive', sql`${table.calls} > 0`),
  ],
);

/**
 * Usage batches already written: a batch taken from the counters is written once even when two
 * replicas take it, or a replica stops between writing it and forgetting it.
 */
export const usageBatches = dataApiSchema.table('usage_batches', {
  batchId: varchar('batch_id', { length: 64 }).primaryKey(),
  createdAt: createdAt(),
});

/** Interfaces staff switched off (absent: enabled), with the reason callers are told. */
export const interfaceSwitches = dataApiSchema.table('interface_switches', {
  ref: varchar('ref', { length: 80 }).primaryKey(),
  isEnabled: boolean('is_enabled').notNull(),
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * Where the live simulator has published up to, so that a restart neither repeats nor skips a
 * match event; one replica at a time holds the lease and publishes.
 */
export const simulatorCursor = dataApiSchema.table('simulator_cursor', {
  name: varchar('name', { length: 40 }).primaryKey(),
  publishedUntil: timestamp('published_until', { withTimezone: true }).notNull(),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Where a trial customer's quota mails go: the address and language billing's events carried. */
export const customers = dataApiSchema.table('customers', {
  userId: varchar('user_id', { length: 64 }).primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  language: varchar('language', { length: 8 }).notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A quota threshold (80, 90, 100 %) reached by a customer for a sport on a day: mailed once. */
export const quotaNotices = dataApiSchema.table(
  'quota_notices',
  {
    userId: userId(),
    sportType: smallint('sport_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    percent: smallint('percent').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sportType, table.day, table.percent] })],
);

const { outbox, inbox } = createEventTables(dataApiSchema);
export { outbox, inbox };
export const eventTables = { outbox, inbox };
