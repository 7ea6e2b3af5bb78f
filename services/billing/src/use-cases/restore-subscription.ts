import type { TBillingDeps } from '../billing-deps.ts';
import type { TSubscriptionRow } from '../db/subscription-repository.ts';
import { changeOwnRenewal } from './change-own-subscription.ts';

/**
 * Undoes an unsubscribe before the paid period ends: renewal goes on as before. Asking for a
 * subscription that renews anyway changes nothing; one that expired, or whose period is over, is
 * 13004; another user's or an unknown one 13003.
 */
export async function restoreSubscription(
  deps: TBillingDeps,
  input: { userId: string; subscriptionId: string },
): Promise<TSubscriptionRow> {
  return changeOwnRenewal(deps, input, {
    cancelAtPeriodEnd: false,
    // Staff who cancelled it at its period end said so: not the customer's to undo; nor is a period that is over.
    mayChange: (subscription, now) =>
      subscription.expireReason !== 'staff-cancelled' &&
      subscription.currentPeriodEnd !== null &&
      subscription.currentPeriodEnd > now,
  });
}
