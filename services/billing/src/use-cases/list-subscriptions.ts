import type { TBillingDeps } from '../billing-deps.ts';
import { listSubscriptionsOfUser, type TSubscriptionRow } from '../db/subscription-repository.ts';

/** The customer's subscriptions past their first payment, newest first. */
export async function listSubscriptions(deps: TBillingDeps, userId: string): Promise<TSubscriptionRow[]> {
  return listSubscriptionsOfUser(deps.db, userId);
}
