import { requireMailee } from '../../db/customer-repository.ts';
import { claimSubscriptionToNotice, subscriptionRows } from '../../db/subscription-repository.ts';
import { subscriptionExpiringEvent } from '../../events/publishers/subscription-expiring.ts';
import { dueRowJob } from '../billing-job.ts';

/** How long before its end a subscription that will not renew is announced as expiring. */
export const subscriptionExpiringNoticeMs = 3 * 24 * 60 * 60_000;

/**
 * Subscriptions that will not renew (unsubscribed, or one-time) and end within three days get
 * `billing.subscription-expiring.v1`, once per period (`expiringNoticeAt`).
 */
export const noticeExpiringSubscriptions = dueRowJob({
  name: 'notice-expiring-subscriptions',
  claimNext: (tx, now, skipIds) => claimSubscriptionToNotice(tx, now, subscriptionExpiringNoticeMs, skipIds),
  idOf: (subscription) => subscription.subscriptionId,
  async handle(tx, publish, subscription, { now }) {
    const customer = await requireMailee(tx, subscription.userId);
    const noticed = await subscriptionRows.save(tx, subscription.subscriptionId, { expiringNoticeAt: now });
    await publish(subscriptionExpiringEvent(customer, { ...noticed, currentPeriodEnd: noticed.currentPeriodEnd! }));
  },
});
