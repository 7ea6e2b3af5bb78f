import type { TEnvelope } from '@matchwire/proto';
import type { TDatabase } from '../db/database.ts';
import type { Inbox } from './consumer.ts';
import type { TEventTables } from './event-tables.ts';

/**
 * Inbox in the consuming service's schema. The id is inserted first inside a transaction;
 * a conflicting id means the event was already processed. The handler's own writes should
 * use the same database so that a crash rolls back both.
 */
export class PostgresInbox implements Inbox {
  constructor(
    private readonly db: TDatabase<Record<string, unknown>>,
    private readonly tables: TEventTables,
  ) {}

  async runOnce(consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(this.tables.inbox)
        .values({ consumer, eventId: event.id, eventType: event.type })
        .onConflictDoNothing()
        .returning({ eventId: this.tables.inbox.eventId });
      if (inserted.length === 0) return 'duplicate';
      await work();
      return 'processed';
    });
  }
}
