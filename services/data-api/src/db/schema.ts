import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { userId } from '@matchwire/kit/db/user-id';
import { sql } from 'drizzle-orm';
import * as p from 'drizzle-orm/pg-core';

/**
 * The data API's tables. What the hot path reads (keys, whitelists, entitlements, counters) is
 * never here: it lives in memory (read models fed by events) and in Redis. PostgreSQL keeps what
 * must outlive them: the metered calls per day, the switched-off interfaces, the simulator's
 * place in time, the addresses for quota mails, the quota notices sent.
 */
export const dataApiSchema = p.pgSchema('data_api');

/** Calls per UTC day, key owner, interface, HTTP status and result code (flushed from the counters). */
export const usageDaily = dataApiSchema.table(
  'usage_daily',
  {
    day: p.date('day', { mode: 'string' }).notNull(),
    userId: userId().notNull(),
    /** The interface's ref; empty for a path that named none. */
    ref: p.varchar('ref', { length: 80 }).notNull(),
    status: p.smallint('status').notNull(),
    resultCode: p.integer('result_code').notNull(),
    calls: p.integer('calls').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.primaryKey({ columns: [table.day, table.userId, table.ref, table.status, table.resultCode] }),
    p.index('usage_daily_user_day_idx').on(table.userId, table.day),
    p.check('usage_daily_calls_positive', sql`${table.calls} > 0`),
  ],
);

/**
 * Usage batches already written: a batch taken from the counters is written once even when two
 * replicas take it, or a replica stops between writing it and forgetting it.
 */
export const usageBatches = dataApiSchema.table('usage_batches', {
  batchId: p.varchar('batch_id', { length: 64 }).primaryKey(),
  createdAt: createdAt(),
});

/** Interfaces staff switched off (absent: enabled), with the reason callers are told. */
export const interfaceSwitches = dataApiSchema.table('interface_switches', {
  ref: p.varchar('ref', { length: 80 }).primaryKey(),
  isEnabled: p.boolean('is_enabled').notNull(),
  reason: p.varchar('reason', { length: 200 }).notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * Where the live simulator has published up to, so that a restart neither repeats nor skips a
 * match event; one replica at a time holds the lease and publishes.
 */
export const simulatorCursor = dataApiSchema.table('simulator_cursor', {
  name: p.varchar('name', { length: 40 }).primaryKey(),
  publishedUntil: instant('published_until').notNull(),
  leaseOwner: p.text('lease_owner'),
  leaseUntil: instant('lease_until'),
  updatedAt: updatedAt(),
});

/**
 * Where a trial customer's quota mails go: the address and language billing's events and account's
 * e-mail changes carried.
 */
export const customers = dataApiSchema.table('customers', {
  userId: userId().primaryKey(),
  email: p.varchar('email', { length: 254 }).notNull(),
  language: p.varchar('language', { length: 8 }).notNull().default('en'),
  /**
   * Time of the newest event applied (its producer's transaction time): the events come on several
   * topics, so an older one may arrive later, and then changes nothing. Rows from before it was
   * kept have the epoch, so any event applies to them.
   */
  eventTime: instant('event_time')
    .notNull()
    .default(sql`'epoch'`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A quota threshold (80, 90, 100 %) reached by a customer for a sport on a day: mailed once. */
export const quotaNotices = dataApiSchema.table(
  'quota_notices',
  {
    userId: userId().notNull(),
    sportType: p.smallint('sport_type').notNull(),
    day: p.date('day', { mode: 'string' }).notNull(),
    percent: p.smallint('percent').notNull(),
    createdAt: createdAt(),
  },
  (table) => [p.primaryKey({ columns: [table.userId, table.sportType, table.day, table.percent] })],
);

/** A customer's score webhook: where deliveries go, for which sports, and the key they are signed with. */
export const webhookEndpoints = dataApiSchema.table('webhook_endpoints', {
  userId: userId().primaryKey(),
  url: p.varchar('url', { length: 500 }).notNull(),
  /** Sport types (1 football, 2 basketball, 3 esports) whose score changes are sent. */
  sports: p.smallint('sports').array().notNull(),
  isEnabled: p.boolean('is_enabled').notNull(),
  /**
   * Kept as it is, not hashed: every delivery is signed with it (HMAC-SHA256 needs the key itself),
   * the way a password could not be. The console shows only its last 4 characters after the first answer.
   */
  secret: p.varchar('secret', { length: 40 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One attempt to deliver: when, the receiver's HTTP status (null: none answered), how long, what went wrong. */
export type TWebhookAttempt = { at: string; status: number | null; latencyMs: number; error: string | null };

/**
 * A delivery to a customer's webhook: a score change (once per customer and match event, however
 * often the event arrives), a test, or a replay of an earlier payload. Pending until the receiver
 * answers 2xx or the retries run out; a sender holds it by `lease_until` while it posts. Its
 * attempts are a jsonb array on the row, not a table: at most six, always read and pruned with
 * their delivery, never queried on their own.
 */
export const webhookDeliveries = dataApiSchema.table(
  'webhook_deliveries',
  {
    deliveryId: p.uuid('delivery_id').primaryKey(),
    userId: userId().notNull(),
    /** `<sport>:<matchId>:<eventId>` for a score change; the delivery's own id for a test. */
    eventId: p.varchar('event_id', { length: 80 }).notNull(),
    kind: p.varchar('kind', { length: 8 }).$type<'score' | 'test' | 'replay'>().notNull(),
    /** The body's `type` and `data` (reference/live-streams.json fields), posted as they are on every attempt. */
    payload: p
      .jsonb('payload')
      .$type<{ type: 'score.changed' | 'webhook.test'; data: Record<string, unknown> }>()
      .notNull(),
    status: p
      .varchar('status', { length: 10 })
      .$type<'pending' | 'delivered' | 'failed'>()
      .notNull()
      .default('pending'),
    attempts: p.smallint('attempts').notNull().default(0),
    attemptLog: p.jsonb('attempt_log').$type<TWebhookAttempt[]>().notNull().default([]),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    leaseUntil: instant('lease_until'),
    lastStatus: p.smallint('last_status'),
    lastError: p.varchar('last_error', { length: 300 }),
    deliveredAt: instant('delivered_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    // A redelivered or republished match event never makes a second delivery to the same customer.
    p
      .uniqueIndex('webhook_deliveries_score_once')
      .on(table.userId, table.eventId)
      .where(sql`kind = 'score'`),
    p
      .index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
    p.index('webhook_deliveries_user_idx').on(table.userId, table.createdAt),
    p.index('webhook_deliveries_created_idx').on(table.createdAt),
    p.check('webhook_deliveries_kind', sql`kind in ('score', 'test', 'replay')`),
    p.check('webhook_deliveries_status', sql`status in ('pending', 'delivered', 'failed')`),
  ],
);

const { outbox, inbox } = createEventTables(dataApiSchema);
export { outbox, inbox };
export const eventTables = { outbox, inbox };
