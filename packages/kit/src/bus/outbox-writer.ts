import type { TEnvelope } from '@matchwire/proto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TEventTables } from './event-tables.ts';
import { enqueueEvents } from './outbox.ts';

/** A transaction of the service's database, as `db.transaction` hands it to its callback. */
export type TOutboxTransaction<TSchema extends Record<string, unknown>> = Parameters<
  Parameters<NodePgDatabase<TSchema>['transaction']>[0]
>[0];

/** Writes events into the outbox of the transaction it was handed. */
export type TPublish = (...events: TEnvelope[]) => Promise<void>;

/**
 * The one way a service writes events (docs/architecture.md#one-habit-per-kind-of-file): `inTransaction`
 * runs the state change and the events it publishes in one transaction, and nudges the relay once
 * that transaction has committed. Nothing else nudges the relay; its poll picks up whatever a nudge
 * missed (a crash between commit and nudge).
 */
export class OutboxWriter<TSchema extends Record<string, unknown>> {
  constructor(
    private readonly options: {
      db: NodePgDatabase<TSchema>;
      tables: TEventTables;
      relay: { kick(): void };
    },
  ) {}

  async inTransaction<T>(work: (tx: TOutboxTransaction<TSchema>, publish: TPublish) => Promise<T>): Promise<T> {
    let hasEvents = false;
    const result = await this.options.db.transaction((tx) =>
      work(tx, async (...events) => {
        await enqueueEvents(tx, this.options.tables, events);
        hasEvents ||= events.length > 0;
      }),
    );
    if (hasEvents) this.options.relay.kick();
    return result;
  }
}
