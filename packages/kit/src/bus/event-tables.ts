import { sql } from 'drizzle-orm';
import * as p from 'drizzle-orm/pg-core';

import { createdAt, instant } from '../db/timestamps.ts';

const bytea = p.customType<{ data: Uint8Array; driverData: Buffer }>({
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
export function createEventTables(schema: p.PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      sequence: p.bigserial('sequence', { mode: 'number' }).primaryKey(),
      eventId: p.text('event_id').notNull().unique(),
      eventType: p.text('event_type').notNull(),
      eventKey: p.text('event_key').notNull(),
      envelope: bytea('envelope').notNull(),
      createdAt: createdAt(),
      publishedAt: instant('published_at'),
      attempts: p.integer('attempts').notNull().default(0),
      nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
      lastError: p.text('last_error'),
      parkedAt: instant('parked_at'),
      leaseOwner: p.text('lease_owner'),
      leaseUntil: instant('lease_until'),
    },
    (table) => [
      p.index('outbox_pending_idx').on(table.publishedAt, table.nextAttemptAt),
      // The relay's claim walks pending rows in sequence order: without this it walks the primary
      // key past every published row still kept (7 days' worth), a scan that grows with traffic.
      p
        .index('outbox_pending_sequence_idx')
        .on(table.sequence)
        .where(sql`${table.publishedAt} is null and ${table.parkedAt} is null`),
      // Per-key ordering: "is an earlier row of this key still pending?"
      p
        .index('outbox_pending_key_idx')
        .on(table.eventKey, table.sequence)
        .where(sql`${table.publishedAt} is null and ${table.parkedAt} is null`),
    ],
  );

  const inbox = schema.table(
    'inbox',
    {
      consumer: p.text('consumer').notNull(),
      eventId: p.text('event_id').notNull(),
      eventType: p.text('event_type').notNull(),
      processedAt: instant('processed_at').notNull().defaultNow(),
      detail: p.jsonb('detail'),
    },
    (table) => [
      p.primaryKey({ columns: [table.consumer, table.eventId] }),
      p.index('inbox_processed_at_idx').on(table.processedAt),
    ],
  );

  return { outbox, inbox };
}

export type TEventTables = ReturnType<typeof createEventTables>;
