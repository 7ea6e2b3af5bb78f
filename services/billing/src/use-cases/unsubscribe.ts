import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import {
  insertSubscriptionHistory,
  liveStates,
  paymentType,
  subscriptionRows,
  type TSubscriptionRow,
} from '../db/subscription-repository.ts';
import { changeOwnSubscription } from './change-own-subscription.ts';

/**
 * Stops a renewing subscription (active, or past due) from renewing: it stays usable until its paid
 * period ends, when the scheduler expires it. Asking again changes nothing (no second history row);
 * any other subscription is 13004, another user's or an unknown one 13003.
 */
export async function unsubscribe(
  deps: TBillingDeps,
  input: { userId: string; subscriptionId: string },
): Promise<TSubscriptionRow> {
  return changeOwnSubscription(deps, input, async (tx, subscription) => {
    const isLive = (liveStates as readonly string[]).includes(subscription.state);
    if (!isLive || subscription.paymentType !== paymentType.recurring) throw new AppError('subscriptionStateInvalid');
    if (subscription.cancelAtPeriodEnd) return subscription;
    const now = deps.clock();
    const changed = await subscriptionRows.save(tx, subscription.subscriptionId, { cancelAtPeriodEnd: true });
    await insertSubscriptionHistory(tx, {
      subscriptionId: subscription.subscriptionId,
      event: 'unsubscribed',
      beforeState: subscription.state,
      afterState: changed.state,
      beforeExpireAt: null,
      afterExpireAt: subscription.currentPeriodEnd,
      actor: 'customer',
      createdAt: now,
    });
    return changed;
  });
}
