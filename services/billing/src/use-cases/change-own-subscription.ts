import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingTx } from '../db/billing-db.ts';
import { subscriptionRows, type TSubscriptionRow } from '../db/subscription-repository.ts';

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
