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
 * Undoes an unsubscribe before the paid period ends: renewal goes on as before. Asking for a
 * subscription that renews anyway changes nothing; one that expired, or whose period is over, is
 * 13004; another user's or an unknown one 13003.
 */
export async function restoreSubscription(
  deps: TBillingDeps,
  input: { userId: string; subscriptionId: string },
): Promise<TSubscriptionRow> {
  return changeOwnSubscription(deps, input, async (tx, subscription) => {
    const now = deps.clock();
    const isLive = (liveStates as readonly string[]).includes(subscription.state);
    if (!isLive || subscription.paymentType !== paymentType.recurring) throw new AppError('subscriptionStateInvalid');
    if (!subscription.cancelAtPeriodEnd) return subscription;
    // Staff cancelled it at its period end: not the customer's to undo.
    if (subscription.expireReason === 'staff-cancelled') throw new AppError('subscriptionStateInvalid');
    if (!subscription.currentPeriodEnd || subscription.currentPeriodEnd <= now) {
      throw new AppError('subscriptionStateInvalid');
    }
    const changed = await subscriptionRows.save(tx, subscription.subscriptionId, { cancelAtPeriodEnd: false });
    await insertSubscriptionHistory(tx, {
      subscriptionId: subscription.subscriptionId,
      event: 'restored',
      beforeState: subscription.state,
      afterState: changed.state,
      beforeExpireAt: subscription.currentPeriodEnd,
      afterExpireAt: null,
      actor: 'customer',
      createdAt: now,
    });
    return changed;
  });
}
