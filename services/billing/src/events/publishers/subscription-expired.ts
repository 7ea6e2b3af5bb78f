import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TSubscriptionRow } from '../../db/subscription-repository.ts';
import { customerEvent, subscriptionFields } from './customer-event.ts';

/** Why a subscription ended (the event's `reason`). */
export type TExpireReason =
  'unsubscribed' | 'payment-failed' | 'one-time-ended' | 'paid-period-ended' | 'staff-cancelled';

export function subscriptionExpiredEvent(
  customer: TMailee,
  subscription: TSubscriptionRow,
  expiry: { reason: TExpireReason; expiredAt: Date },
): TEnvelope {
  return customerEvent('billing.subscription-expired.v1', customer, {
    ...subscriptionFields(subscription),
    reason: expiry.reason,
    expiredAt: expiry.expiredAt.toISOString(),
  });
}
