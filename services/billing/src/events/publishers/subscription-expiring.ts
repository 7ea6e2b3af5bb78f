import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TSubscriptionRow } from '../../db/subscription-repository.ts';

export function subscriptionExpiringEvent(
  customer: TMailee,
  subscription: TSubscriptionRow & { currentPeriodEnd: Date },
): TEnvelope {
  return buildEvent(
    'billing',
    'billing.subscription-expiring.v1',
    {
      userId: customer.userId,
      email: customer.email,
      language: customer.language,
      subscriptionId: subscription.subscriptionId,
      productId: subscription.productId,
      productName: subscription.productName,
      sportType: subscription.sportType,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    },
    customer.userId,
  );
}
