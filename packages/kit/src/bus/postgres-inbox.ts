import { AsyncLocalStorage } from 'node:async_hooks';
import type { TEnvelope } from '@matchwire/proto';
import type { TDatabase } from '../db/database.ts';
import type { Inbox } from './consumer.ts';
import type { TEventTables } from './event-tables.ts';

type TInboxTransaction<TSchema extends Record<string, unknown>> = Parameters<
  Parameters<TDatabase<TSchema>['transaction']>[0]
>[0];

/**
 * Inbox in the consuming service's schema. The id is inserted first inside a transaction (a
 * batch's ids with one statement, `runBatch`); a conflicting id means the event was already processed. A handler whose effect is not
 * idempotent writes through `transaction()`, so that the effect and the event's id commit
 * together: a crash between them rolls back both and the redelivered event is applied once
 * (writes through the pool instead commit on their own and would be applied again).
 */
export class PostgresInbox<TSchema extends Record<string, unknown> = Record<string, unknown>> implements Inbox {
  private readonly current = new AsyncLocalStorage<TInboxTransaction<TSchema>>();

  constructor(
    private readonly db: TDatabase<TSchema>,
    private readonly tables: TEventTables,
  ) {}

  /** The transaction of the event being handled, typed with the service's schema (only inside a handler run by `runOnce` or `runBatch`). */
  transaction(): TInboxTransaction<TSchema> {
    const tx = this.current.getStore();
    if (!tx) throw new Error('no inbox transaction: the handler runs outside runOnce');
    return tx;
  }

  async runOnce(consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(this.tables.inbox)
        .values({ consumer, eventId: event.id, eventType: event.type })
        .onConflictDoNothing()
        .returning({ eventId: this.tables.inbox.eventId });
      if (inserted.length === 0) return 'duplicate';
      await this.current.run(tx, work);
      return 'processed';
    });
  }

  /**
   * A batch in one transaction: one INSERT of every id (those it returns are new), then each new
   * event's work in order, each seeing that transaction through `transaction()`. A throw undoes
   * every effect and inbox row of the batch.
   */
  async runBatch(
    consumer: string,
    events: TEnvelope[],
    work: (event: TEnvelope) => Promise<void>,
  ): Promise<Array<'processed' | 'duplicate'>> {
    if (events.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const distinct = [...new Map(events.map((event) => [event.id, event])).values()];
      const inserted = await tx
        .insert(this.tables.inbox)
        .values(distinct.map((event) => ({ consumer, eventId: event.id, eventType: event.type })))
        .onConflictDoNothing()
        .returning({ eventId: this.tables.inbox.eventId });
      const isNew = new Set(inserted.map((row) => row.eventId));
      const outcomes: Array<'processed' | 'duplicate'> = [];
      for (const event of events) {
        // Deleted once run: a second copy in the same batch is a duplicate.
        if (!isNew.delete(event.id)) {
          outcomes.push('duplicate');
          continue;
        }
        await this.current.run(tx, () => work(event));
        outcomes.push('processed');
      }
      return outcomes;
    });
  }
}
