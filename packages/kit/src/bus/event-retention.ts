import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { TEventTables } from './event-tables.ts';
import { qualifiedEventTable } from './outbox-store.ts';

type TDb = TDatabase<Record<string, unknown>>;

export type TEventRetention = {
  /** Published outbox rows older than this are deleted; pending and parked rows never are. */
  outboxRetentionMs: number;
  /** Inbox rows processed longer ago than this are deleted. */
  inboxRetentionMs: number;
  /** Rows deleted per statement, so no delete holds many locks or runs long. */
  batchSize?: number;
};

const DAY_MS = 24 * 3600 * 1000;

/** Retention in days (from config) as milliseconds. */
export function retentionFromDays(config: { OUTBOX_RETENTION_DAYS: number; INBOX_RETENTION_DAYS: number }) {
  return {
    outboxRetentionMs: config.OUTBOX_RETENTION_DAYS * DAY_MS,
    inboxRetentionMs: config.INBOX_RETENTION_DAYS * DAY_MS,
  };
}

/**
 * Deletes published outbox rows and processed inbox rows past their retention, in batches
 * (each its own short statement; rows another replica is deleting are skipped). Returns the counts.
 */
export async function pruneEventTables(
  db: TDb,
  tables: TEventTables,
  retention: TEventRetention,
): Promise<{ outbox: number; inbox: number }> {
  const batchSize = retention.batchSize ?? 1000;
  const outbox = qualifiedEventTable(tables, 'outbox');
  const inbox = qualifiedEventTable(tables, 'inbox');
  const deleteInBatches = async (statement: () => ReturnType<typeof sql>) => {
    let total = 0;
    for (;;) {
      const deleted = (await db.execute(statement())).rowCount ?? 0;
      total += deleted;
      if (deleted < batchSize) return total;
    }
  };
  const outboxDeleted = await deleteInBatches(
    () => sql`delete from ${outbox} where sequence in (
      select sequence from ${outbox}
      where published_at < now() - ${retention.outboxRetentionMs} * interval '1 millisecond'
      limit ${batchSize} for update skip locked)`,
  );
  const inboxDeleted = await deleteInBatches(
    () => sql`delete from ${inbox} where ctid = any(array(
      select ctid from ${inbox}
      where processed_at < now() - ${retention.inboxRetentionMs} * interval '1 millisecond'
      limit ${batchSize} for update skip locked))`,
  );
  return { outbox: outboxDeleted, inbox: inboxDeleted };
}

/** Prunes the event tables now and every `everyMs` (default hourly); returns the function that stops it. */
export function startEventTablePruning(options: {
  db: TDb;
  tables: TEventTables;
  logger: Logger;
  retention: TEventRetention;
  everyMs?: number;
}): () => void {
  const prune = () =>
    pruneEventTables(options.db, options.tables, options.retention).then(
      (deleted) => {
        if (deleted.outbox + deleted.inbox > 0) options.logger.info({ deleted }, 'old event rows pruned');
      },
      (error: unknown) => options.logger.warn({ err: error }, 'pruning the event tables failed; retried later'),
    );
  const first = setTimeout(() => void prune(), 5000);
  const timer = setInterval(() => void prune(), options.everyMs ?? 3600_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
