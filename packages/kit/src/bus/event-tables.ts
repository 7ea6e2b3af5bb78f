import { sql } from 'drizzle-orm';
import type { PgSchema } from 'drizzle-orm/pg-core';
import { bigserial, customType, index, integer, jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../db/timestamps.ts';

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The transactional outbox and the inbox of processed events, created inside the owning
 * service's schema (each service spreads these into its own `db/schema.ts`).
 * An outbox row is pending (neither published nor parked), leased while a relay publishes it
 * (`lease_owner`, `lease_until`), then published; after too many failed attempts it is parked
 * with its last error until an operator releases it (docs/decisions/0013).
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
      createdAt: createdAt(),
      publishedAt: instant('published_at'),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
      lastError: text('last_error'),
      parkedAt: instant('parked_at'),
      leaseOwner: text('lease_owner'),
      leaseUntil: instant('lease_until'),
    },
    (table) => [
      index('outbox_pending_idx').on(table.publishedAt, table.nextAttemptAt),
      // Per-key ordering: "is an earlier row of this key still pending?"
      index('outbox_pending_key_idx')
        .on(table.eventKey, table.sequence)
        .where(sql`${table.publishedAt} is null and ${table.parkedAt} is null`),
    ],
  );

  const inbox = schema.table(
    'inbox',
    {
      consumer: text('consumer').notNull(),
      eventId: text('event_id').notNull(),
      eventType: text('event_type').notNull(),
      processedAt: instant('processed_at').notNull().defaultNow(),
      detail: jsonb('detail'),
    },
    (table) => [
      primaryKey({ columns: [table.consumer, table.eventId] }),
      index('inbox_processed_at_idx').on(table.processedAt),
    ],
  );

  return { outbox, inbox };
}

export type TEventTables = ReturnType<typeof createEventTables>;
