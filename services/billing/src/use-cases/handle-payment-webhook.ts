import type { TBillingDeps } from '../billing-deps.ts';
import { findNamedTransactionForUpdate } from '../db/transaction-repository.ts';
import { actOnceOnProviderEvent } from './act-once-on-provider-event.ts';
import { applyCheckoutExpired, applyPaymentFailure, applyPaymentSuccess } from './apply-payment-event.ts';
import { savePaymentMethod } from './save-payment-method.ts';

/** What became of a webhook: acted on, already acted on before, or not one billing acts on. */
export type TWebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** A webhook as it arrived: its raw body (what the signature covers, byte for byte) and its signature header. */
export type TWebhookDelivery = { rawBody: string | Uint8Array; signature: string | undefined };

/**
 * A provider's webhook, fed its raw body and signature header (docs/contracts/billing.md#webhooks).
 * The provider verifies the signature (13015 and no change when it fails) and reads the event; its id
 * goes into `provider_events` in the same database transaction as its effect, so each event is
 * acted on once: a redelivery finds the id and changes nothing. The transaction row is locked, so
 * two events about one payment take turns, and each effect checks where the payment stands, so
 * their order does not matter (apply-payment-event.ts).
 */
export async function handlePaymentWebhook(deps: TBillingDeps, webhook: TWebhookDelivery): Promise<TWebhookOutcome> {
  const event = await deps.payments.readWebhook(webhook.rawBody, webhook.signature);
  if (!event) return 'ignored';
  // A card saved without a charge (a setup) names no transaction: the customer's card changes.
  if (event.kind === 'card-saved') return savePaymentMethod(deps, event);
  const logger = deps.logger.child({ providerEventId: event.eventId, transactionId: event.transactionId });
  return actOnceOnProviderEvent(deps, event, async (tx, publish) => {
    const transaction = await findNamedTransactionForUpdate(tx, event.transactionId);
    if (!transaction) {
      logger.warn({ type: event.type }, 'provider event names no transaction of ours; ignored');
      return 'ignored';
    }
    // A renewal's outcome is the provider's answer to the scheduler's charge; its webhooks only echo it.
    if (transaction.kind === 'renewal') return 'ignored';
    const context = { tx, publish, now: deps.clock(), logger };
    switch (event.kind) {
      case 'payment-succeeded':
        await applyPaymentSuccess(context, transaction, event);
        break;
      case 'payment-failed':
        await applyPaymentFailure(context, transaction, event.reason);
        break;
      case 'checkout-expired':
        await applyCheckoutExpired(context, transaction);
        break;
    }
    return 'applied';
  });
}
