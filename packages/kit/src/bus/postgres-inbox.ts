import { AsyncLocalStorage } from 'node:async_hooks';
import type { TEnvelope } from '@matchwire/proto';
import type { TDatabase } from '../db/database.ts';
import type { Inbox } from './consumer.ts';
import type { TEventTables } from './event-tables.ts';

type TInboxTransaction = Parameters<Parameters<TDatabase<Record<string, unknown>>['transaction']>[0]>[0];

/**
 * Inbox in the consuming service's schema. The id is inserted first inside a transaction;
 * a conflicting id means the event was already processed. A handler whose effect is not
 * idempotent writes through `transaction()`, so that the effect and the event's id commit
 * together: a crash between them rolls back both and the redelivered event is applied once
 * (writes through the pool instead commit on their own and would be applied again).
 */
export class PostgresInbox implements Inbox {
  private readonly current = new AsyncLocalStorage<TInboxTransaction>();

  constructor(
    private readonly db: TDatabase<Record<string, unknown>>,
    private readonly tables: TEventTables,
  ) {}

  /** The transaction of the event being handled (only inside a handler run by `runOnce`). */
  transaction(): TInboxTransaction {
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
}
