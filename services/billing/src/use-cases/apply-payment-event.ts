import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import type { Logger } from '@matchwire/kit/logger';
import type { TBillingTx } from '../db/billing-db.ts';
import { requireMailee, type TMailee } from '../db/customer-repository.ts';
import { countRedemption } from '../db/promotion-code-repository.ts';
import {
  holdsOtherLiveSubscription,
  insertSubscriptionHistory,
  saveSubscriptionChange,
  subscriptionRows,
  type TSubscriptionRow,
} from '../db/subscription-repository.ts';
import { listTransactionLines, transactionRows, type TTransactionRow } from '../db/transaction-repository.ts';
import {
  paymentFailedEvent,
  paymentSucceededEvent,
  subscriptionActivatedEvent,
} from '../events/publishers/payment-events.ts';
import { activePeriod } from '../pricing/billing-period.ts';
import { recordPayment, type TPaymentSucceeded } from './record-payment.ts';
import { applyUpgradeClosed, applyUpgradePaid } from './upgrade-subscription.ts';

type TEffectContext = { tx: TBillingTx; publish: TPublish; now: Date; logger: Logger };

/**
 * A first payment succeeded (docs/contracts/billing.md#webhooks): the transaction is paid (paid at,
 * invoice number), the card kept, each of its subscriptions active for one period, the promotion
 * counted, and the events written. Whatever came before: a success after a recorded decline or a
 * closed checkout still activates (the money was taken); a second success changes nothing.
 */
export async function applyPaymentSuccess(
  context: TEffectContext,
  transaction: TTransactionRow,
  payment: TPaymentSucceeded,
): Promise<TTransactionRow> {
  // An upgrade's payment moves its subscription to the new plan instead (upgrade-subscription.ts).
  if (transaction.kind === 'upgrade') return applyUpgradePaid(context, transaction, payment);
  const { tx, publish, now } = context;
  if (transaction.result === 'success' || transaction.result === 'no-need-pay' || transaction.result === 'refunded') {
    return transaction;
  }
  const { paid, customer } = await recordPayment(tx, now, transaction, payment);
  const remarks: string[] = [];
  for (const line of await listTransactionLines(tx, transaction.transactionId)) {
    const subscription = await subscriptionRows.findForUpdate(tx, line.subscriptionId);
    if (subscription?.state !== 'incomplete') continue;
    if (await holdsOtherLiveSubscription(tx, subscription)) {
      remarks.push(`not activated ${subscription.productName}: a live subscription of it exists; refund due`);
      context.logger.warn(
        { transactionId: transaction.transactionId, subscriptionId: subscription.subscriptionId },
        'paid for a product the customer already holds; refund due',
      );
      continue;
    }
    await activate(context, customer, subscription, paid.transactionId);
  }
  if (transaction.promotionCode) await countRedemption(tx, transaction.promotionCode);
  await publish(paymentSucceededEvent(customer, paid));
  if (remarks.length === 0) return paid;
  return transactionRows.save(tx, paid.transactionId, { remark: remarks.join('; ') });
}

async function activate(
  context: TEffectContext,
  customer: TMailee,
  subscription: TSubscriptionRow,
  transactionId: string,
): Promise<void> {
  const { tx, publish, now } = context;
  const firstPeriod = activePeriod(now, subscription.period, 1);
  const end = firstPeriod.currentPeriodEnd;
  const active = await saveSubscriptionChange(
    tx,
    subscription,
    { ...firstPeriod, startedAt: now },
    {
      event: 'first-payment',
      payResult: 'first-pay-success',
      beforeExpireAt: null,
      afterExpireAt: end,
      transactionId,
      actor: 'provider',
    },
  );
  await publish(subscriptionActivatedEvent(customer, { ...active, currentPeriodEnd: end }, transactionId));
}

/**
 * A first payment was declined. By card the checkout stays open (the customer may pay again on the
 * same page), so the transaction stays `to-be-paid` with the reason and each subscription's history
 * says a retry is awaited. By wallet the refused capture ends the order (it cannot be approved
 * again), so the transaction is `fail` with the reason and the history `first-pay-failed`. After a
 * success or a closed checkout it changes nothing (a late event).
 */
export async function applyPaymentFailure(
  context: TEffectContext,
  transaction: TTransactionRow,
  reason: string,
): Promise<TTransactionRow> {
  const { tx, publish } = context;
  if (transaction.result !== 'to-be-paid') return transaction;
  const isFinal = transaction.platform === 2;
  const failed = await transactionRows.save(tx, transaction.transactionId, {
    failureReason: reason,
    ...(isFinal ? { result: 'fail' } : {}),
  });
  await recordFirstPayResult(tx, transaction.transactionId, isFinal ? 'first-pay-failed' : 'first-pay-retry');
  const customer = await requireMailee(tx, transaction.userId);
  await publish(paymentFailedEvent(customer, failed, { reason, nextAttemptAt: null }));
  return failed;
}

/**
 * The checkout expired or was given up: the transaction is `closed`, its subscriptions stay
 * incomplete (never shown, never usable) with `first-pay-failed` in their history. After a success
 * it changes nothing.
 */
export async function applyCheckoutExpired(
  context: TEffectContext,
  transaction: TTransactionRow,
): Promise<TTransactionRow> {
  if (transaction.kind === 'upgrade') return applyUpgradeClosed(context, transaction);
  const { tx } = context;
  if (transaction.result !== 'to-be-paid') return transaction;
  const closed = await transactionRows.save(tx, transaction.transactionId, {
    result: 'closed',
    failureReason: transaction.failureReason ?? 'The checkout was not completed.',
  });
  await recordFirstPayResult(tx, transaction.transactionId, 'first-pay-failed');
  return closed;
}

async function recordFirstPayResult(
  tx: TBillingTx,
  transactionId: string,
  payResult: 'first-pay-retry' | 'first-pay-failed',
): Promise<void> {
  for (const line of await listTransactionLines(tx, transactionId)) {
    const subscription = await subscriptionRows.findForUpdate(tx, line.subscriptionId);
    if (subscription?.state !== 'incomplete') continue;
    await insertSubscriptionHistory(tx, {
      subscriptionId: subscription.subscriptionId,
      event: 'first-payment',
      payResult,
      beforeState: 'incomplete',
      afterState: 'incomplete',
      transactionId,
      actor: 'provider',
    });
  }
}
