import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingTx } from '../db/billing-db.ts';
import {
  hasOwnRenewal,
  isLive,
  saveSubscriptionChange,
  subscriptionRows,
  type TSubscriptionRow,
} from '../db/subscription-repository.ts';

/**
 * Runs `change` on the customer's own subscription, locked for the transaction. Another user's
 * subscription is answered exactly like an unknown one (13003), so ids reveal nothing.
 */
export async function changeOwnSubscription<T>(
  deps: TBillingDeps,
  input: { userId: string; subscriptionId: string },
  change: (tx: TBillingTx, subscription: TSubscriptionRow) => Promise<T>,
): Promise<T> {
  return deps.outbox.inTransaction(async (tx) => {
    const subscription = await subscriptionRows.findForUpdate(tx, input.subscriptionId);
    if (!subscription || subscription.userId !== input.userId) throw new AppError('subscriptionNotFound');
    return change(tx, subscription);
  });
}

/**
 * Stops (`cancelAtPeriodEnd` true: unsubscribe) or resumes (false: restore) the renewal of the
 * customer's own usable, recurring subscription paid by card (one paid by wallet never renews by
 * itself: nothing to stop or resume), with its history row; asking for what already holds
 * changes nothing (no second history row). Any other subscription is 13004, as is one `mayChange`
 * refuses.
 */
export async function changeOwnRenewal(
  deps: TBillingDeps,
  input: { userId: string; subscriptionId: string },
  change: { cancelAtPeriodEnd: boolean; mayChange?: (subscription: TSubscriptionRow, now: Date) => boolean },
): Promise<TSubscriptionRow> {
  return changeOwnSubscription(deps, input, async (tx, subscription) => {
    const now = deps.clock();
    if (!isLive(subscription) || !hasOwnRenewal(subscription)) {
      throw new AppError('subscriptionStateInvalid');
    }
    if (subscription.cancelAtPeriodEnd === change.cancelAtPeriodEnd) return subscription;
    if (change.mayChange && !change.mayChange(subscription, now)) throw new AppError('subscriptionStateInvalid');
    const periodEnd = subscription.currentPeriodEnd;
    return saveSubscriptionChange(
      tx,
      subscription,
      { cancelAtPeriodEnd: change.cancelAtPeriodEnd },
      {
        event: change.cancelAtPeriodEnd ? 'unsubscribed' : 'restored',
        beforeExpireAt: change.cancelAtPeriodEnd ? null : periodEnd,
        afterExpireAt: change.cancelAtPeriodEnd ? periodEnd : null,
        actor: 'customer',
        createdAt: now,
      },
    );
  });
}
