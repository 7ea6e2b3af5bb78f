import type { TDataApiDeps } from '../data-api-deps.ts';
import {
  claimDueDeliveries,
  failDelivery,
  recordAttempt,
  type TWebhookDeliveryRow,
} from '../db/webhook-delivery-repository.ts';
import { findWebhookEndpoint } from '../db/webhook-endpoint-repository.ts';
import { postWebhook } from '../webhooks/post-webhook.ts';
import { signWebhook } from '../webhooks/sign-webhook.ts';

/** The waits after the 1st to 5th failed attempt; the 6th failure is final (about 7 h 12 min in all). */
export const webhookRetryDelaysMs = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
export const webhookMaxAttempts = webhookRetryDelaysMs.length + 1;

export type TWebhookSendOptions = {
  allowPrivate: boolean;
  timeoutMs: number;
  batchSize: number;
  /** Longer than a post can take, so no other replica posts the same delivery meanwhile. */
  leaseMs: number;
};

/**
 * One pass of the webhook sender: claims the due deliveries and posts each, signed with its
 * customer's current secret, recording the attempt: 2xx delivered; otherwise retried after 30 s,
 * 2 min, 10 min, 1 h and 6 h, then failed. Returns how many were claimed.
 */
export async function sendDueWebhooks(
  deps: Pick<TDataApiDeps, 'db' | 'clock' | 'logger'>,
  options: TWebhookSendOptions,
): Promise<number> {
  const claimed = await claimDueDeliveries(deps.db, {
    now: deps.clock(),
    limit: options.batchSize,
    leaseMs: options.leaseMs,
  });
  await Promise.all(claimed.map((delivery) => sendDelivery(deps, delivery, options)));
  return claimed.length;
}

async function sendDelivery(
  deps: Pick<TDataApiDeps, 'db' | 'clock' | 'logger'>,
  delivery: TWebhookDeliveryRow,
  options: TWebhookSendOptions,
): Promise<void> {
  const endpoint = await findWebhookEndpoint(deps.db, delivery.userId);
  if (!endpoint) return failDelivery(deps.db, delivery.deliveryId, 'The webhook was removed');
  // A test or a replay is the customer's own request; score changes stop when the webhook is switched off.
  if (delivery.kind === 'score' && !endpoint.isEnabled) {
    return failDelivery(deps.db, delivery.deliveryId, 'The webhook is switched off');
  }
  const body = JSON.stringify({
    id: delivery.deliveryId,
    type: delivery.payload.type,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload.data,
  });
  const at = deps.clock();
  const outcome = await postWebhook({
    url: endpoint.url,
    body,
    headers: {
      'Matchwire-Signature': signWebhook(endpoint.secret, body, at),
      'Matchwire-Delivery': delivery.deliveryId,
    },
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs,
  });
  const attempt = delivery.attempts + 1;
  const status = outcome.error === null ? 'delivered' : attempt >= webhookMaxAttempts ? 'failed' : 'pending';
  const waitMs = status === 'pending' ? webhookRetryDelaysMs[attempt - 1]! : 0;
  await recordAttempt(deps.db, delivery.deliveryId, {
    attempt: { at: at.toISOString(), ...outcome },
    status,
    nextAttemptAt: new Date(at.getTime() + waitMs),
  });
  if (status !== 'delivered') {
    deps.logger.info(
      { deliveryId: delivery.deliveryId, userId: delivery.userId, attempt, status, error: outcome.error },
      'score webhook not delivered',
    );
  }
}
