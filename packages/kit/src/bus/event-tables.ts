import type { PgSchema } from 'drizzle-orm/pg-core';
import { bigserial, customType, index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The transactional outbox and the inbox of processed events, created inside the owning
 * service's schema (each service spreads these into its own `db/schema.ts`).
 */
export function createEventTables(schema: PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      sequence: bigserial('sequence', { mode: 'number' }).primaryKey(),
      eventId: text('event_id').notNull().unique(),
      eventType: text('event_type').notNull(),
      eventKey: text('event_key').notNull(),
      envelope: bytea('envelope').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
      lastError: text('last_error'),
    },
    (table) => [index('outbox_pending_idx').on(table.publishedAt, table.nextAttemptAt)],
  );

  const inbox = schema.table(
    'inbox',
    {
      consumer: text('consumer').notNull(),
      eventId: text('event_id').notNull(),
      eventType: text('event_type').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
      detail: jsonb('detail'),
    },
    (table) => [primaryKey({ columns: [table.consumer, table.eventId] })],
  );

  return { outbox, inbox };
}

export type TEventTables = ReturnType<typeof createEventTables>;
