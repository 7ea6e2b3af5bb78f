import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TSubscriptionRow } from '../../db/subscription-repository.ts';
import type { TTransactionRow } from '../../db/transaction-repository.ts';

const mailee = (customer: TMailee) => ({
  userId: customer.userId,
  email: customer.email,
  language: customer.language,
});

/** `billing.subscription-activated.v1`: the first payment of `subscription` (now active) succeeded. */
export function subscriptionActivatedEvent(
  customer: TMailee,
  subscription: TSubscriptionRow & { currentPeriodEnd: Date },
  transactionId: string,
): TEnvelope {
  return buildEvent(
    'billing',
    'billing.subscription-activated.v1',
    {
      ...mailee(customer),
      subscriptionId: subscription.subscriptionId,
      productId: subscription.productId,
      productName: subscription.productName,
      sportType: subscription.sportType,
      planId: subscription.planId,
      period: subscription.period,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      transactionId,
    },
    customer.userId,
  );
}

/** `billing.payment-succeeded.v1`: the customer gets a receipt. */
export function paymentSucceededEvent(customer: TMailee, transaction: TTransactionRow): TEnvelope {
  return buildEvent(
    'billing',
    'billing.payment-succeeded.v1',
    {
      ...mailee(customer),
      transactionId: transaction.transactionId,
      amount: transaction.payAmount,
      currency: transaction.currency,
      description: transaction.description,
    },
    customer.userId,
  );
}

/** `billing.payment-failed.v1`; `nextAttemptAt` null when billing will not try again by itself. */
export function paymentFailedEvent(
  customer: TMailee,
  transaction: TTransactionRow,
  failure: { reason: string; nextAttemptAt: Date | null },
): TEnvelope {
  return buildEvent(
    'billing',
    'billing.payment-failed.v1',
    {
      ...mailee(customer),
      transactionId: transaction.transactionId,
      amount: transaction.payAmount,
      currency: transaction.currency,
      description: transaction.description,
      reason: failure.reason,
      nextAttemptAt: failure.nextAttemptAt?.toISOString() ?? '',
    },
    customer.userId,
  );
}

/** `billing.subscription-renewed.v1`: a renewal was paid; the period moved on to `currentPeriodEnd`. */
export function subscriptionRenewedEvent(
  customer: TMailee,
  subscription: TSubscriptionRow & { currentPeriodEnd: Date },
  transactionId: string,
): TEnvelope {
  return buildEvent(
    'billing',
    'billing.subscription-renewed.v1',
    {
      ...mailee(customer),
      subscriptionId: subscription.subscriptionId,
      productId: subscription.productId,
      productName: subscription.productName,
      sportType: subscription.sportType,
      planId: subscription.planId,
      period: subscription.period,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      transactionId,
    },
    customer.userId,
  );
}
