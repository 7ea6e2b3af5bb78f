import { randomUUID } from 'node:crypto';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { insertDeliveries } from '../db/webhook-delivery-repository.ts';
import { findWebhookEndpoint } from '../db/webhook-endpoint-repository.ts';
import { testData } from '../webhooks/webhook-payload.ts';

/** Queues a `webhook.test` delivery, due now (switched off or not: the customer asked for it). */
export async function sendTestWebhook(
  deps: Pick<TDataApiDeps, 'db' | 'clock'>,
  userId: string,
): Promise<{ deliveryId: string }> {
  if (!(await findWebhookEndpoint(deps.db, userId))) throw new AppError('webhookNotConfigured');
  const now = deps.clock();
  const deliveryId = randomUUID();
  await insertDeliveries(deps.db, [
    {
      deliveryId,
      userId,
      eventId: deliveryId,
      kind: 'test',
      payload: { type: 'webhook.test', data: testData(now) },
      nextAttemptAt: now,
      createdAt: now,
    },
  ]);
  return { deliveryId };
}
