import type { TBillingDeps } from '../billing-deps.ts';
import type { TSubscriptionRow } from '../db/subscription-repository.ts';
import { changeOwnRenewal } from './change-own-subscription.ts';

/**
 * Stops a renewing subscription (active, or past due) from renewing: it stays usable until its paid
 * period ends, when the scheduler expires it. Asking again changes nothing (no second history row);
 * any other subscription is 13004, another user's or an unknown one 13003.
 */
export async function unsubscribe(
  deps: TBillingDeps,
  input: { userId: string; subscriptionId: string },
): Promise<TSubscriptionRow> {
  return changeOwnRenewal(deps, input, { cancelAtPeriodEnd: true });
}
