import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { subscriptionRows } from '../db/subscription-repository.ts';
import { addSubscription } from './add-subscription.ts';

/**
 * Buys an expired subscription's product and plan again, at today's price (the catalogue's, not the
 * old one), exactly as subscription add does: a new subscription, incomplete until paid, whose first
 * history row is `resubscribed`. 13003 for a subscription that is not the caller's; 13004 unless it
 * has expired.
 */
export async function resubscribe(
  deps: TBillingDeps,
  input: {
    buyer: { userId: string; email: string };
    isTester: boolean;
    subscriptionId: string;
    payMethod: 'card' | 'wallet';
    lang?: string;
  },
): Promise<{ recordId: string; paymentUrl: string }> {
  const old = await subscriptionRows.find(deps.db, input.subscriptionId);
  if (!old || old.userId !== input.buyer.userId) throw new AppError('subscriptionNotFound');
  if (old.state !== 'expired') throw new AppError('subscriptionStateInvalid');
  return addSubscription(deps, {
    buyer: input.buyer,
    isTester: input.isTester,
    lines: [{ productId: old.productId, planId: old.planId }],
    payMethod: input.payMethod,
    lang: input.lang,
    historyEvent: 'resubscribed',
  });
}
