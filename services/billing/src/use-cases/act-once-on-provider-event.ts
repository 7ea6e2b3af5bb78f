import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingTx } from '../db/billing-db.ts';
import { recordProviderEvent } from '../db/provider-event-repository.ts';
import type { TWebhookOutcome } from './handle-payment-webhook.ts';

/**
 * Acts on a provider's event once: `act` runs in the transaction that records the event's id, so a
 * redelivery (or a second replica) finds it recorded and changes nothing (`duplicate`).
 */
export function actOnceOnProviderEvent(
  deps: TBillingDeps,
  event: { eventId: string; type: string },
  act: (tx: TBillingTx, publish: TPublish) => Promise<TWebhookOutcome>,
): Promise<TWebhookOutcome> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const isNew = await recordProviderEvent(tx, {
      eventId: event.eventId,
      provider: deps.payments.name,
      type: event.type,
    });
    return isNew ? act(tx, publish) : 'duplicate';
  });
}
