import type { TWebhookDeliveries } from '@matchwire/contracts/data-api/webhooks';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { findRecentDeliveries } from '../db/webhook-delivery-repository.ts';
import { deliverySummary } from '../webhooks/webhook-payload.ts';
import { replayWindowMs } from './replay-webhook-delivery.ts';

/** The customer's last 50 deliveries, newest first, for the console's log. */
export async function listWebhookDeliveries(
  deps: Pick<TDataApiDeps, 'db' | 'clock'>,
  userId: string,
): Promise<TWebhookDeliveries> {
  const now = deps.clock().getTime();
  const rows = await findRecentDeliveries(deps.db, userId, 50);
  return {
    deliveries: rows.map((row) => ({
      deliveryId: row.deliveryId,
      kind: row.kind,
      summary: deliverySummary(row.payload),
      status: row.status,
      attempts: row.attempts,
      lastStatus: row.lastStatus,
      lastError: row.lastError,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      canReplay: now - row.createdAt.getTime() <= replayWindowMs,
    })),
  };
}
