import { randomUUID } from 'node:crypto';
import { encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { PollingLoop } from '../polling-loop.ts';
import type { EventBus } from './event-bus.ts';
import type { TEventTables } from './event-tables.ts';
import { publishClaimedRows, type TRelayPolicy } from './outbox-publish.ts';
import { claimOutboxRows } from './outbox-store.ts';

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

export type TOutboxRelayOptions = {
  db: TDatabase<Record<string, unknown>>;
  tables: TEventTables;
  bus: EventBus;
  logger: Logger;
  pollIntervalMs?: number;
  /** Rows claimed per pass. */
  batchSize?: number;
  /** Names this relay's leases (default: random); two relays must never share one. */
  relayId?: string;
} & Partial<TRelayPolicy>;

export const defaultRelayPolicy: TRelayPolicy = {
  maxAttempts: 10,
  leaseMs: 60_000,
  retryBaseMs: 1000,
  maxRetryDelayMs: 5 * 60_000,
};
const MAX_OUTAGE_DELAY_MS = 30_000;

/**
 * Relays pending outbox rows to the bus (docs/decisions/0013). Each pass claims a batch under a
 * lease in a short transaction (SKIP LOCKED, so several replicas share the work and never
 * publish one row at the same time), publishes outside any transaction, then marks the rows
 * published. A row the broker refuses is retried alone with exponential backoff and jitter and
 * parked after `maxAttempts`, without holding back other keys; while the broker is unreachable
 * nothing is counted against the rows and the relay backs off as a whole.
 * Public surface: `start()`, `kick()`, `relayOnce()` (one pass), `stop()` (waits for the pass in flight).
 */
export class OutboxRelay extends PollingLoop {
  readonly relayId: string;
  private readonly policy: TRelayPolicy;
  private outageDelayMs = 0;

  constructor(private readonly options: TOutboxRelayOptions) {
    super(false);
    this.relayId = options.relayId ?? `relay-${randomUUID()}`;
    this.policy = {
      maxAttempts: options.maxAttempts ?? defaultRelayPolicy.maxAttempts,
      leaseMs: options.leaseMs ?? defaultRelayPolicy.leaseMs,
      retryBaseMs: options.retryBaseMs ?? defaultRelayPolicy.retryBaseMs,
      maxRetryDelayMs: options.maxRetryDelayMs ?? defaultRelayPolicy.maxRetryDelayMs,
    };
  }

  /** One pass: claims a batch and publishes it; returns how many rows were published. */
  async relayOnce(): Promise<number> {
    const { db, tables, bus, logger } = this.options;
    const claimed = await claimOutboxRows(db, tables, {
      owner: this.relayId,
      leaseMs: this.policy.leaseMs,
      limit: this.options.batchSize ?? 100,
    });
    if (claimed.length === 0) return 0;
    const outcome = await publishClaimedRows(
      { db, tables, bus, logger, owner: this.relayId, policy: this.policy },
      claimed,
    );
    this.outageDelayMs = outcome.isBusUnreachable
      ? Math.min(MAX_OUTAGE_DELAY_MS, Math.max(1000, this.outageDelayMs * 2))
      : 0;
    return outcome.published;
  }

  /** While the broker is unreachable the relay backs off as a whole, kicks included. */
  protected override backoffMs(): number {
    return this.outageDelayMs;
  }

  /** One pass of the loop (kick: after a commit that enqueued events); returns the delay before the next, none after a full batch. */
  protected async pass(): Promise<number> {
    let nextDelay = this.options.pollIntervalMs ?? 1000;
    try {
      const published = await this.relayOnce();
      if (published > 0) {
        this.options.logger.debug({ published }, 'outbox relayed');
        if (published === (this.options.batchSize ?? 100)) nextDelay = 0;
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox relay failed; events stay in the outbox and will be retried');
    }
    return nextDelay;
  }
}
