import { encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';
import type { TEventTables } from './event-tables.ts';

type TTransaction = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Writes events to the outbox inside the caller's transaction, next to the state change. */
export async function enqueueEvents(tx: TTransaction, tables: TEventTables, events: TEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(tables.outbox).values(
    events.map((event) => ({
      eventId: event.id,
      eventType: event.type,
      eventKey: event.key,
      envelope: encodeEnvelope(event),
    })),
  );
}

const BATCH_SIZE = 100;
const MAX_BACKOFF_MS = 30_000;

/**
 * Relays unpublished outbox rows to the bus, oldest first. Rows are locked with
 * SKIP LOCKED so several replicas can relay; a failed publish is retried with backoff,
 * so an event written while Kafka is down is delivered once it is back.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isStopped = false;
  private hasPendingKick = false;

  constructor(
    private readonly options: {
      db: TDatabase<Record<string, unknown>>;
      tables: TEventTables;
      bus: EventBus;
      logger: Logger;
      pollIntervalMs?: number;
    },
  ) {}

  start(): void {
    this.isStopped = false;
    this.schedule(0);
  }

  /** Relay now instead of waiting for the next poll (called after a commit that enqueued events). */
  kick(): void {
    if (this.isStopped) return;
    if (this.running) {
      this.hasPendingKick = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes one batch; returns how many rows were published. */
  async relayOnce(): Promise<number> {
    const { db, tables, bus } = this.options;
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(tables.outbox)
        .where(and(isNull(tables.outbox.publishedAt), lte(tables.outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(tables.outbox.sequence))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      try {
        await bus.publish(rows.map((row) => ({ topic: row.eventType, key: row.eventKey, value: row.envelope })));
      } catch (error) {
        const attempts = (rows[0]?.attempts ?? 0) + 1;
        const backoffMs = Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(attempts, 10));
        for (const row of rows) {
          await tx
            .update(tables.outbox)
            .set({
              attempts: row.attempts + 1,
              lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
              nextAttemptAt: sql`now() + ${backoffMs} * interval '1 millisecond'`,
            })
            .where(eq(tables.outbox.sequence, row.sequence));
        }
        // Committing the attempt counters (not rethrowing) keeps the backoff; the rows stay unpublished.
        this.options.logger.warn(
          { err: error, pending: rows.length, attempts, retryInMs: backoffMs },
          'outbox relay could not publish; events stay in the outbox and will be retried',
        );
        return 0;
      }
      for (const row of rows) {
        await tx
          .update(tables.outbox)
          .set({ publishedAt: sql`now()`, lastError: null })
          .where(eq(tables.outbox.sequence, row.sequence));
      }
      return rows.length;
    });
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.cycle().finally(() => {
        this.running = undefined;
      });
    }, delayMs);
  }

  private async cycle(): Promise<void> {
    let nextDelay = this.options.pollIntervalMs ?? 1000;
    try {
      const published = await this.relayOnce();
      if (published > 0) {
        this.options.logger.debug({ published }, 'outbox relayed');
        if (published === BATCH_SIZE) nextDelay = 0;
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox relay failed; events stay in the outbox and will be retried');
    }
    if (this.hasPendingKick) {
      this.hasPendingKick = false;
      nextDelay = 0;
    }
    if (!this.isStopped) this.schedule(nextDelay);
  }
}
