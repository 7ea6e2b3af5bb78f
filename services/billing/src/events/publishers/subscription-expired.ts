import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TSubscriptionRow } from '../../db/subscription-repository.ts';

/** Why a subscription ended (the event's `reason`). */
export type TExpireReason = 'unsubscribed' | 'payment-failed' | 'one-time-ended' | 'staff-cancelled';

export function subscriptionExpiredEvent(
  customer: TMailee,
  subscription: TSubscriptionRow,
  expiry: { reason: TExpireReason; expiredAt: Date },
): TEnvelope {
  return buildEvent(
    'billing',
    'billing.subscription-expired.v1',
    {
      userId: customer.userId,
      email: customer.email,
      language: customer.language,
      subscriptionId: subscription.subscriptionId,
      productId: subscription.productId,
      productName: subscription.productName,
      sportType: subscription.sportType,
      reason: expiry.reason,
      expiredAt: expiry.expiredAt.toISOString(),
    },
    customer.userId,
  );
}
