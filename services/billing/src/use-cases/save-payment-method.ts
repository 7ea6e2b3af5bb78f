import type { TBillingDeps } from '../billing-deps.ts';
import { findCustomer } from '../db/customer-repository.ts';
import { bringPastDueRenewalsForward } from '../db/renewal-repository.ts';
import { saveCardDetails } from '../db/saved-card-repository.ts';
import type { TCardSavedEvent } from '../payments/payment-provider.ts';
import { renewSubscriptionsOf } from '../scheduler/jobs/renew-subscriptions.ts';
import { actOnceOnProviderEvent } from './act-once-on-provider-event.ts';
import type { TWebhookOutcome } from './handle-payment-webhook.ts';

/**
 * A card setup completed at the provider (docs/contracts/billing.md#replacing-the-card): the new card
 * becomes the one renewals charge, and the customer's past-due renewals are due now instead of at
 * their next retry. The event id goes into `provider_events` in the same transaction, so a
 * redelivery changes nothing. After the commit the renewal step charges them (the scheduler's own,
 * with the key the retry would have used: `renew:<subscription>:<period>:<attempt>`), so the customer
 * back on the Payment page sees the outcome; if that cannot run now, the scheduler's next pass does it.
 */
export async function savePaymentMethod(deps: TBillingDeps, event: TCardSavedEvent): Promise<TWebhookOutcome> {
  const logger = deps.logger.child({ providerEventId: event.eventId, cardSetupId: event.setupId });
  const now = deps.clock();
  const outcome = await actOnceOnProviderEvent(deps, event, async (tx) => {
    const customer = await findCustomer(tx, event.userId);
    // Only a customer who began a setup has one; the metadata is ours, signed by the provider.
    if (!customer || !event.savedCard) {
      logger.warn({ type: event.type }, 'card setup names no customer or card of ours; ignored');
      return 'ignored';
    }
    await saveCardDetails(tx, customer.userId, { cardCustomerRef: event.cardCustomerRef, savedCard: event.savedCard });
    const broughtForward = await bringPastDueRenewalsForward(tx, customer.userId, now);
    logger.info({ broughtForward }, 'card saved for renewals');
    return 'applied';
  });
  if (outcome === 'applied') await chargeDueRenewals(deps, event.userId, now);
  return outcome;
}

async function chargeDueRenewals(deps: TBillingDeps, userId: string, now: Date): Promise<void> {
  try {
    await renewSubscriptionsOf(userId).run({ deps, now, batchSize: 20, logger: deps.logger });
  } catch (error) {
    // The renewals stay due: the scheduler's next pass charges them with the same keys.
    deps.logger.error({ err: error, userId }, 'charging renewals after a card was saved failed; left to the scheduler');
  }
}
