import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import { endsAtItsPeriodEnd, type TSubscriptionRow } from '../../db/subscription-repository.ts';
import type { TTransactionRow } from '../../db/transaction-repository.ts';
import { customerEvent, subscriptionFields } from './customer-event.ts';

/** The payment's fields (succeeded and failed alike). */
function paymentFields(transaction: TTransactionRow) {
  return {
    transactionId: transaction.transactionId,
    amount: transaction.payAmount,
    currency: transaction.currency,
    description: transaction.description,
  };
}

/** `billing.payment-succeeded.v1`: the customer gets a receipt. */
export function paymentSucceededEvent(customer: TMailee, transaction: TTransactionRow): TEnvelope {
  return customerEvent('billing.payment-succeeded.v1', customer, paymentFields(transaction));
}

/** `billing.payment-failed.v1`; `nextAttemptAt` null when billing will not try again by itself. */
export function paymentFailedEvent(
  customer: TMailee,
  transaction: TTransactionRow,
  failure: { reason: string; nextAttemptAt: Date | null },
): TEnvelope {
  return customerEvent('billing.payment-failed.v1', customer, {
    ...paymentFields(transaction),
    reason: failure.reason,
    nextAttemptAt: failure.nextAttemptAt?.toISOString() ?? '',
  });
}

/**
 * `billing.subscription-activated.v1` (the first payment of `subscription`, now active, succeeded)
 * or `billing.subscription-renewed.v1` (a renewal was paid; the period moved on to `currentPeriodEnd`).
 */
function subscriptionPaidEvent(type: 'billing.subscription-activated.v1' | 'billing.subscription-renewed.v1') {
  return (
    customer: TMailee,
    subscription: TSubscriptionRow & { currentPeriodEnd: Date },
    transactionId: string,
  ): TEnvelope =>
    customerEvent(type, customer, {
      ...subscriptionFields(subscription),
      planId: subscription.planId,
      period: subscription.period,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      transactionId,
      isAutoRenewing: !endsAtItsPeriodEnd(subscription),
    });
}

export const subscriptionActivatedEvent = subscriptionPaidEvent('billing.subscription-activated.v1');
export const subscriptionRenewedEvent = subscriptionPaidEvent('billing.subscription-renewed.v1');
