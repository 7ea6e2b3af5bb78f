import { claimSubscriptionToNotice, subscriptionRows } from '../../db/subscription-repository.ts';
import { subscriptionExpiringEvent } from '../../events/publishers/subscription-expiring.ts';
import { endingNoticeJob } from '../ending-notice-job.ts';

/**
 * Subscriptions that will not renew (unsubscribed, or one-time) and end within three days get
 * `billing.subscription-expiring.v1`, once per period (`expiringNoticeAt`).
 */
export const noticeExpiringSubscriptions = endingNoticeJob({
  name: 'notice-expiring-subscriptions',
  claimToNotice: claimSubscriptionToNotice,
  idOf: (subscription) => subscription.subscriptionId,
  markNoticed: (tx, subscription, now) =>
    subscriptionRows.save(tx, subscription.subscriptionId, { expiringNoticeAt: now }),
  // Only a subscription with a paid period ending is due a notice.
  noticeEvent: (customer, noticed) =>
    subscriptionExpiringEvent(customer, { ...noticed, currentPeriodEnd: noticed.currentPeriodEnd! }),
});
