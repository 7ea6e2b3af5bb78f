import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TSubscriptionRow } from '../../db/subscription-repository.ts';
import { customerEvent, subscriptionFields } from './customer-event.ts';

export function subscriptionExpiringEvent(
  customer: TMailee,
  subscription: TSubscriptionRow & { currentPeriodEnd: Date },
): TEnvelope {
  return customerEvent('billing.subscription-expiring.v1', customer, {
    ...subscriptionFields(subscription),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
  });
}
