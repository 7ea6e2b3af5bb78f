import { requireMailee } from '../../db/customer-repository.ts';
import { claimSubscriptionToExpire, paymentType, saveSubscriptionChange } from '../../db/subscription-repository.ts';
import { subscriptionExpiredEvent } from '../../events/publishers/subscription-expired.ts';
import { dueRowJob } from '../billing-job.ts';

/**
 * Subscriptions that will not renew and whose paid period is over become `expired` (reason
 * `one-time-ended` for a one-time plan, `staff-cancelled` when staff cancelled it at its period
 * end, else `unsubscribed`), with a history row and
 * `billing.subscription-expired.v1`. An active one expired when its period ended; a past-due one
 * (unsubscribed while a failed renewal was being retried) now.
 */
export const expireSubscriptions = dueRowJob({
  name: 'expire-subscriptions',
  claimNext: claimSubscriptionToExpire,
  idOf: (subscription) => subscription.subscriptionId,
  async handle(tx, publish, subscription, { now }) {
    const customer = await requireMailee(tx, subscription.userId);
    // Staff who cancelled it at its period end said so beforehand (cancel-subscription-by-staff.ts).
    const reason =
      subscription.expireReason === 'staff-cancelled'
        ? 'staff-cancelled'
        : subscription.paymentType === paymentType.oneTime
          ? 'one-time-ended'
          : 'unsubscribed';
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
