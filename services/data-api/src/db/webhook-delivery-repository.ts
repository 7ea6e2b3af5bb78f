import { insertNew, keyedRows } from '@matchwire/kit/db/keyed-rows';
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TDataApiDb, TDataApiTx } from './data-api-db.ts';
import { webhookDeliveries, type TWebhookAttempt } from './schema.ts';

export type TWebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type TNewWebhookDelivery = Pick<
  TWebhookDeliveryRow,
  'deliveryId' | 'userId' | 'eventId' | 'kind' | 'payload' | 'nextAttemptAt' | 'createdAt'
>;

/** Records deliveries to make; a score change already recorded for its customer is left as it is. Returns those recorded. */
export async function insertDeliveries(
  db: TDataApiDb | TDataApiTx,
  deliveries: TNewWebhookDelivery[],
): Promise<number> {
  return insertNew(db, webhookDeliveries, deliveries);
}

/**
 * Claims up to `limit` due pending deliveries for this sender: `FOR UPDATE SKIP LOCKED` so another
 * replica's pass takes others, and a lease so none takes them while they are being posted; a
 * sender that dies mid-post only delays them by the lease.
 */
export async function claimDueDeliveries(
  db: TDataApiDb,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<TWebhookDeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ deliveryId: webhookDeliveries.deliveryId })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, options.now),
          or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, options.now)),
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ leaseUntil: new Date(options.now.getTime() + options.leaseMs) })
      .where(
        inArray(
          webhookDeliveries.deliveryId,
          due.map((row) => row.deliveryId),
        ),
      )
      .returning();
  });
}

/** One attempt's outcome: delivered, retried at `nextAttemptAt`, or failed for good. */
export async function recordAttempt(
  db: TDataApiDb,
  deliveryId: string,
  outcome: { attempt: TWebhookAttempt; status: 'pending' | 'delivered' | 'failed'; nextAttemptAt: Date },
): Promise<void> {
  const { attempt } = outcome;
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      attemptLog: sql`${webhookDeliveries.attemptLog} || ${JSON.stringify([attempt])}::jsonb`,
      lastStatus: attempt.status,
      lastError: attempt.error,
      nextAttemptAt: outcome.nextAttemptAt,
      leaseUntil: null,
      deliveredAt: outcome.status === 'delivered' ? new Date(attempt.at) : null,
    })
    .where(eq(webhookDeliveries.deliveryId, deliveryId));
}

/** A delivery that cannot be attempted (its webhook was removed or switched off) fails without one. */
export async function failDelivery(db: TDataApiDb, deliveryId: string, error: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: error, leaseUntil: null })
    .where(eq(webhookDeliveries.deliveryId, deliveryId));
}

/** Pending deliveries made before `before` fail (their news is stale); returns how many. */
export async function failStaleDeliveries(db: TDataApiDb, before: Date): Promise<number> {
  const failed = await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: 'Given up: not delivered within 3 days', leaseUntil: null })
    .where(and(eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  return failed.length;
}

/** Deliveries made before `before` are deleted with their attempts; returns how many. */
export async function pruneDeliveries(db: TDataApiDb, before: Date): Promise<number> {
  const pruned = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, before))
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  return pruned.length;
}

export async function findRecentDeliveries(
  db: TDataApiDb,
  userId: string,
  limit: number,
): Promise<TWebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.deliveryId))
    .limit(limit);
}

/** A delivery by its id, whoever's it is: the caller checks that it is the customer's. */
export const findDelivery = keyedRows(webhookDeliveries, 'deliveryId', 'Webhook delivery').find;
