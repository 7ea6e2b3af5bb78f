import { decodeEnvelope } from '@matchwire/proto';
import type { TDatabase } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { startProducerSpan } from '../telemetry.ts';
import type { EventBus } from './event-bus.ts';
import type { TEventTables } from './event-tables.ts';
import { markOutboxRowsPublished, recordOutboxFailure, releaseOutboxRows, type TClaimedRow } from './outbox-store.ts';

export type TRelayPolicy = {
  /** Failed attempts after which a row is parked. */
  maxAttempts: number;
  /** How long a claimed row belongs to its relay; longer than a publish can take. */
  leaseMs: number;
  /** First retry delay; doubles with each attempt up to `maxRetryDelayMs`, half of it random. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
};

type TPublishContext = {
  db: TDatabase<Record<string, unknown>>;
  tables: TEventTables;
  bus: EventBus;
  logger: Logger;
  owner: string;
  policy: TRelayPolicy;
};

/** Exponential backoff with jitter: between half and all of base·2^(attempt-1), capped. */
export function retryDelayMs(attempt: number, policy: Pick<TRelayPolicy, 'retryBaseMs' | 'maxRetryDelayMs'>): number {
  const ceiling = Math.min(policy.maxRetryDelayMs, policy.retryBaseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Rejects when `promise` takes longer than `ms` (the send may still finish; the row is then published twice at most). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`publish took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Publishes claimed rows outside any transaction. The whole batch goes first; if the broker
 * refuses it while it is reachable, rows are published one by one in order, so that only the
 * rows it refuses fail (their attempt counted, retried later or parked) and a key whose row
 * failed stops there (its later rows are released, keeping per-key order).
 */
export async function publishClaimedRows(
  context: TPublishContext,
  rows: TClaimedRow[],
): Promise<{ published: number; isBusUnreachable: boolean }> {
  const { db, tables, bus, logger, owner, policy } = context;
  const publishTimeoutMs = Math.max(1000, Math.floor(policy.leaseMs / 2));
  try {
    await within(send(bus, rows), publishTimeoutMs);
    return { published: await markPublished(context, rows), isBusUnreachable: false };
  } catch (batchError) {
    try {
      await within(bus.ping(), publishTimeoutMs);
    } catch {
      await releaseOutboxRows(db, tables, owner, sequencesOf(rows));
      logger.warn(
        { err: batchError, pending: rows.length },
        'outbox relay cannot reach the bus; events stay in the outbox and will be retried',
      );
      return { published: 0, isBusUnreachable: true };
    }
  }
  const published: TClaimedRow[] = [];
  const released: TClaimedRow[] = [];
  const failedKeys = new Set<string>();
  for (const row of rows) {
    if (failedKeys.has(row.eventKey)) {
      released.push(row);
      continue;
    }
    try {
      await within(send(bus, [row]), publishTimeoutMs);
      published.push(row);
    } catch (error) {
      failedKeys.add(row.eventKey);
      const attempts = row.attempts + 1;
      const isParked = attempts >= policy.maxAttempts;
      const retryInMs = retryDelayMs(attempts, policy);
      await recordOutboxFailure(db, tables, owner, {
        sequence: row.sequence,
        error: errorText(error),
        retryInMs,
        isParked,
      });
      const log = { err: error, eventId: row.eventId, eventType: row.eventType, attempts };
      if (isParked) logger.error(log, 'outbox row parked after too many failed attempts; an operator must release it');
      else logger.warn({ ...log, retryInMs }, 'outbox row could not be published; it will be retried');
    }
  }
  await releaseOutboxRows(db, tables, owner, sequencesOf(released));
  return { published: await markPublished(context, published), isBusUnreachable: false };
}

/** The trace the event was written in (the envelope's context), or none if it cannot be read. */
function traceContextOf(row: TClaimedRow): Record<string, string> {
  try {
    return decodeEnvelope(row.envelope).traceContext;
  } catch {
    return {};
  }
}

/**
 * Sends rows with one producer span each, child of the trace the event was written in; the
 * message headers carry that span's context to the consumer.
 */
async function send(bus: EventBus, rows: TClaimedRow[]): Promise<void> {
  const spans = rows.map((row) =>
    startProducerSpan(row.eventType, traceContextOf(row), {
      'messaging.kafka.message.key': row.eventKey,
      'messaging.message.id': row.eventId,
    }),
  );
  try {
    await bus.publish(
      rows.map((row, index) => ({
        topic: row.eventType,
        key: row.eventKey,
        value: row.envelope,
        headers: spans[index]!.headers,
      })),
    );
  } catch (error) {
    for (const span of spans) span.end(error);
    throw error;
  }
  for (const span of spans) span.end();
}

async function markPublished(context: TPublishContext, rows: TClaimedRow[]): Promise<number> {
  const marked = await markOutboxRowsPublished(context.db, context.tables, context.owner, sequencesOf(rows));
  if (marked < rows.length) {
    context.logger.warn(
      { published: rows.length, marked },
      'outbox relay lost the lease of rows it published; another relay may publish them again',
    );
  }
  return rows.length;
}

function sequencesOf(rows: TClaimedRow[]): number[] {
  return rows.map((row) => row.sequence);
}
