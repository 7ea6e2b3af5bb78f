import { requireMailee } from '../../db/customer-repository.ts';
import {
  claimSubscriptionToExpire,
  paymentPlatform,
  paymentType,
  saveSubscriptionChange,
  type TSubscriptionRow,
} from '../../db/subscription-repository.ts';
import type { TExpireReason } from '../../events/publishers/subscription-expired.ts';
import { subscriptionExpiredEvent } from '../../events/publishers/subscription-expired.ts';
import { dueRowJob } from '../billing-job.ts';

/**
 * Why a subscription that did not renew ended: staff cancelled it at its period end (they said so
 * beforehand, cancel-subscription-by-staff.ts), a one-time plan, the customer unsubscribed, or a
 * period paid by wallet (which never renews by itself) is over.
 */
function expireReasonOf(subscription: TSubscriptionRow): TExpireReason {
  if (subscription.expireReason === 'staff-cancelled') return 'staff-cancelled';
  if (subscription.paymentType === paymentType.oneTime) return 'one-time-ended';
  if (subscription.cancelAtPeriodEnd) return 'unsubscribed';
  return subscription.platform === paymentPlatform.wallet ? 'paid-period-ended' : 'unsubscribed';
}

/**
 * Subscriptions that will not renew and whose paid period is over become `expired` (the reason:
 * `expireReasonOf`), with a history row and
 * `billing.subscription-expired.v1`. An active one expired when its period ended; a past-due one
 * (unsubscribed while a failed renewal was being retried) now.
 */
export const expireSubscriptions = dueRowJob({
  name: 'expire-subscriptions',
  claimNext: claimSubscriptionToExpire,
  idOf: (subscription) => subscription.subscriptionId,
  async handle(tx, publish, subscription, { now }) {
    const customer = await requireMailee(tx, subscription.userId);
    const reason = expireReasonOf(subscription);
    const expiredAt = subscription.state === 'active' ? subscription.currentPeriodEnd! : now;
    const expired = await saveSubscriptionChange(
      tx,
      subscription,
      { state: 'expired', expiredAt, expireReason: reason, nextActionAt: null },
      {
        event: 'expired',
        beforeExpireAt: subscription.currentPeriodEnd,
        afterExpireAt: expiredAt,
        actor: 'scheduler',
        createdAt: now,
      },
    );
    await publish(subscriptionExpiredEvent(customer, expired, { reason, expiredAt }));
  },
});
