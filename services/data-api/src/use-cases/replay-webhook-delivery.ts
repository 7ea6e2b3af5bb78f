import { randomUUID } from 'node:crypto';
import { webhookReplayDays } from '@matchwire/contracts/data-api/webhooks';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { findDelivery, insertDeliveries } from '../db/webhook-delivery-repository.ts';
import { findWebhookEndpoint } from '../db/webhook-endpoint-repository.ts';

export const replayWindowMs = webhookReplayDays * 86_400_000;

/**
 * Sends one of the customer's deliveries of the last 7 days again: a new delivery (its own id and
 * attempts) of the same payload, due now, to the webhook as it is saved now.
 */
export async function replayWebhookDelivery(
  deps: Pick<TDataApiDeps, 'db' | 'clock'>,
  input: { userId: string; deliveryId: string },
): Promise<{ deliveryId: string }> {
  const original = await findDelivery(deps.db, input.deliveryId);
  // Another customer's delivery is not found either.
  if (original?.userId !== input.userId) throw new AppError('objectNotFound', 'Delivery not found');
  const now = deps.clock();
  if (now.getTime() - original.createdAt.getTime() > replayWindowMs) throw new AppError('webhookReplayExpired');
  if (!(await findWebhookEndpoint(deps.db, input.userId))) throw new AppError('webhookNotConfigured');
  const deliveryId = randomUUID();
  await insertDeliveries(deps.db, [
    {
      deliveryId,
      userId: input.userId,
      eventId: original.eventId,
      kind: 'replay',
      payload: original.payload,
      nextAttemptAt: now,
      createdAt: now,
    },
  ]);
  return { deliveryId };
}
