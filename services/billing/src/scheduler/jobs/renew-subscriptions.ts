import { randomUUID } from 'node:crypto';
import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import type { TBillingTx } from '../../db/billing-db.ts';
import { findCustomer, type TMailee } from '../../db/customer-repository.ts';
import { claimSubscriptionToRenew, claimSubscriptionToRenewOf } from '../../db/renewal-repository.ts';
import { saveSubscriptionChange, type TSubscriptionRow } from '../../db/subscription-repository.ts';
import {
  insertTransactionLines,
  nextInvoiceNumber,
  transactionRows,
  type TTransactionRow,
} from '../../db/transaction-repository.ts';
import {
  paymentFailedEvent,
  paymentSucceededEvent,
  subscriptionRenewedEvent,
} from '../../events/publishers/payment-events.ts';
import { subscriptionExpiredEvent } from '../../events/publishers/subscription-expired.ts';
import { activePeriod, lineName } from '../../pricing/billing-period.ts';
import { dueRowJob, type TBillingJob, type TJobContext } from '../billing-job.ts';

/**
 * The dunning schedule (docs/contracts/billing.md#renewals): after a failed renewal, tried again 1,
 * 3 and 5 days after each failure; the subscription stays usable (`past-due`) meanwhile. When the
 * last retry fails it expires (reason `payment-failed`).
 */
export const retryDelaysDays = [1, 3, 5] as const;
const dayMs = 24 * 60 * 60_000;

/**
 * Renews recurring card subscriptions whose paid period is over (or retries a failed renewal when
 * due): one renewal transaction per attempt, its idempotency key `renew:<subscription>:<period>:<attempt>`
 * sent to the provider, so a pass cut short after the charge and run again is answered the same
 * charge (charged once). The charge's answer decides, in the transaction that claimed the row.
 */
export const renewSubscriptions = dueRowJob({
  name: 'renew-subscriptions',
  claimNext: claimSubscriptionToRenew,
  idOf: (subscription) => subscription.subscriptionId,
  handle: renewSubscription,
});

/**
 * The same renewal step for one customer's due subscriptions only: a past-due renewal is charged as
 * soon as a new card is saved (use-cases/save-payment-method.ts), with the key its scheduled retry
 * would have used, so it and the scheduler's pass charge once between them.
 */
export function renewSubscriptionsOf(userId: string): TBillingJob {
  return dueRowJob({
    name: 'renew-subscriptions',
    claimNext: claimSubscriptionToRenewOf(userId),
    idOf: (subscription) => subscription.subscriptionId,
    handle: renewSubscription,
  });
}

async function renewSubscription(
  tx: TBillingTx,
  publish: TPublish,
  subscription: TSubscriptionRow,
  context: TJobContext,
): Promise<void> {
  const customer = await findCustomer(tx, subscription.userId);
  if (!customer) throw new Error(`billing customer ${subscription.userId} is missing`);
  const period = subscription.periodsPaid + 1;
  const attempt = subscription.renewalAttempts + 1;
  const transactionId = randomUUID();
  const description = lineName(subscription.productName, subscription.period);
  const transaction = await transactionRows.insert(tx, {
    transactionId,
    userId: subscription.userId,
    kind: 'renewal',
    platform: subscription.platform,
    description,
    currency: subscription.currency,
    incomeAmount: subscription.amount,
    payAmount: subscription.amount,
    idempotencyKey: `renew:${subscription.subscriptionId}:${period}:${attempt}`,
  });
  await insertTransactionLines(tx, [
    {
      transactionId,
      subscriptionId: subscription.subscriptionId,
      productName: subscription.productName,
      period: subscription.period,
      listAmount: subscription.amount,
      amount: subscription.amount,
    },
  ]);
  const result =
    subscription.amount === 0
      ? ({ outcome: 'succeeded', providerRef: null } as const)
      : await context.deps.payments.chargeSavedCard({
          transactionId,
          userId: subscription.userId,
          idempotencyKey: transaction.idempotencyKey,
          cardCustomerRef: customer.cardCustomerRef,
          paymentMethodRef: customer.paymentMethodRef,
          cardLast4: customer.cardLast4,
          amount: subscription.amount,
          currency: subscription.currency,
          description,
        });
  const renewal = { tx, publish, context, customer, subscription, transaction, period };
  if (result.outcome === 'succeeded') {
    await renewed(renewal, result.providerRef, subscription.amount === 0 ? 'no-need-pay' : 'success');
  } else {
    await failed(renewal, result.providerRef, result.reason, attempt);
  }
}

type TRenewal = {
  tx: TBillingTx;
  publish: TPublish;
  context: TJobContext;
  customer: TMailee;
  subscription: TSubscriptionRow;
  transaction: TTransactionRow;
  period: number;
};

async function renewed(renewal: TRenewal, providerRef: string | null, result: 'success' | 'no-need-pay') {
  const { tx, publish, context, customer, subscription, transaction, period } = renewal;
  const { now } = context;
  const paid = await transactionRows.save(tx, transaction.transactionId, {
    result,
    providerRef,
    paidAt: now,
    invoiceNumber: await nextInvoiceNumber(tx, now.getUTCFullYear()),
  });
  // The new period follows the old one without a gap, however late the renewal ran.
  const start = subscription.currentPeriodEnd!;
  const nextPeriod = activePeriod(start, subscription.period, period);
  const end = nextPeriod.currentPeriodEnd;
  const active = await saveSubscriptionChange(
    tx,
    subscription,
    { ...nextPeriod, renewalAttempts: 0 },
    {
      event: 'renewal',
      payResult: 'renew-pay-success',
      beforeExpireAt: start,
      afterExpireAt: end,
      transactionId: paid.transactionId,
      actor: 'scheduler',
      createdAt: now,
    },
  );
  await publish(subscriptionRenewedEvent(customer, { ...active, currentPeriodEnd: end }, paid.transactionId));
  await publish(paymentSucceededEvent(customer, paid));
}

async function failed(renewal: TRenewal, providerRef: string | null, reason: string, attempt: number) {
  const { tx, publish, context, customer, subscription, transaction } = renewal;
  const { now } = context;
  const refused = await transactionRows.save(tx, transaction.transactionId, {
    result: 'fail',
    providerRef,
    failureReason: reason,
  });
  const delayDays = retryDelaysDays[attempt - 1];
  const payResult = attempt === 1 ? 'renew-pay-failed' : 'renew-pay-retry';
  if (delayDays !== undefined) {
    const nextAttemptAt = new Date(now.getTime() + delayDays * dayMs);
    await saveSubscriptionChange(
      tx,
      subscription,
      {
        state: 'past-due',
        renewalAttempts: attempt,
        nextActionAt: nextAttemptAt,
      },
      {
        event: 'renewal',
        payResult,
        beforeExpireAt: subscription.currentPeriodEnd,
        afterExpireAt: subscription.currentPeriodEnd,
        transactionId: refused.transactionId,
        actor: 'scheduler',
        createdAt: now,
      },
    );
    await publish(paymentFailedEvent(customer, refused, { reason, nextAttemptAt }));
    return;
  }
  const expired = await saveSubscriptionChange(
    tx,
    subscription,
    {
      state: 'expired',
      renewalAttempts: attempt,
      nextActionAt: null,
      expiredAt: now,
      expireReason: 'payment-failed',
    },
    {
      event: 'expired',
      payResult,
      beforeExpireAt: subscription.currentPeriodEnd,
      afterExpireAt: now,
      transactionId: refused.transactionId,
      actor: 'scheduler',
      createdAt: now,
    },
  );
  await publish(paymentFailedEvent(customer, refused, { reason, nextAttemptAt: null }));
  await publish(subscriptionExpiredEvent(customer, expired, { reason: 'payment-failed', expiredAt: now }));
}
