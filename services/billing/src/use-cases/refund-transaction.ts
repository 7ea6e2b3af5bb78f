import { randomUUID } from 'node:crypto';
import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingTx } from '../db/billing-db.ts';
import { requireMailee, type TMailee } from '../db/customer-repository.ts';
import { refundRows, sumPendingRefunds, type TRefundRow } from '../db/refund-repository.ts';
import { recordStaffAction } from '../db/staff-action-repository.ts';
import { isLive, subscriptionRows } from '../db/subscription-repository.ts';
import { listTransactionLines, transactionRows, type TTransactionRow } from '../db/transaction-repository.ts';
import { refundIssuedEvent } from '../events/publishers/refund-issued.ts';
import { subscriptionExpiredEvent } from '../events/publishers/subscription-expired.ts';
import { RefundRefused, RefundUnanswered, type TRefundDone, type TRefundRequest } from '../payments/refunds.ts';
import { formatMoney } from '../documents/document-texts.ts';
import { expireByStaff } from './cancel-subscription-by-staff.ts';

export type TRefundInput = {
  transactionId: string;
  staffId: string;
  reasonType: TRefundRequest['reason'];
  description: string;
  /** Minor units: all that is left is a full refund, less a partial one. */
  amount: number;
};

/**
 * Staff give money back (docs/contracts/billing.md#refunds), in three steps so nothing is lost:
 * 1. in one transaction: the paid transaction locked, the amount checked against what is left
 *    (pay amount − refunded − refunds still pending), a `pending` refund row and the audit row;
 * 2. the provider's refund, outside any transaction, with the refund's own idempotency key;
 * 3. in one transaction: the row `succeeded`, the transaction's refunded amount (result `refunded`
 *    once all of it is back), `billing.refund-issued.v1`, and, when that was all of a first payment,
 *    its subscriptions ended — or the row `failed` and 13010 when the provider refused.
 * When the provider does not answer, the refund is answered `pending`. A row left `pending` (no
 * answer, or the service stopped between 2 and 3) is finished by the scheduler
 * (jobs/finish-pending-refunds.ts) with steps 2 and 3 below.
 */
export async function refundTransaction(
  deps: TBillingDeps,
  input: TRefundInput,
): Promise<{ refund: TRefundRow; transaction: TTransactionRow }> {
  const { refund, transaction } = await recordPendingRefund(deps, input);
  let outcome: Awaited<ReturnType<typeof askProviderForRefund>>;
  try {
    outcome = await askProviderForRefund(deps, refund, transaction);
  } catch (error) {
    if (!(error instanceof RefundUnanswered)) throw error;
    // Asked, not answered: staff see it pending; the scheduler asks again with the same key.
    deps.logger.warn({ refundId: refund.refundId, reason: error.message }, 'the provider did not answer a refund');
    return { refund, transaction };
  }
  if (outcome instanceof RefundRefused) {
    await deps.db.transaction((tx) => markRefundFailed(tx, deps, refund, outcome));
    throw new AppError('refundFailed', `Transaction refund failed: ${outcome.message}`, { cause: outcome });
  }
  return deps.outbox.inTransaction((tx, publish) =>
    applyRefundSuccess(tx, publish, refund, outcome.providerRef, deps.clock()),
  );
}

/**
 * Step 2: the provider's refund with the refund's own idempotency key, so asking again for a refund
 * whose answer was lost makes one refund at the provider. A refusal is answered, not thrown; no
 * answer (`RefundUnanswered`) or any other error is thrown and leaves the row `pending`.
 */
export async function askProviderForRefund(
  deps: TBillingDeps,
  refund: TRefundRow,
  transaction: TTransactionRow,
): Promise<TRefundDone | RefundRefused> {
  try {
    if (!transaction.providerRef) throw new RefundRefused('the transaction names no payment at the provider');
    // The provider that took the money gives it back: the wallet's for a wallet payment (platform 2).
    const provider = transaction.platform === 2 ? deps.wallet : deps.payments;
    return await provider.refund({
      refundId: refund.refundId,
      idempotencyKey: `refund-${refund.refundId}`,
      paymentRef: transaction.providerRef,
      amount: refund.amount,
      currency: transaction.currency,
      reason: refund.reason as TRefundRequest['reason'],
    });
  } catch (error) {
    if (error instanceof RefundRefused) return error;
    throw error;
  }
}

/** Step 3 after a refusal: the row `failed` (unless it was already settled); nothing was given back. */
export async function markRefundFailed(tx: TBillingTx, deps: TBillingDeps, pending: TRefundRow, why: RefundRefused) {
  deps.logger.warn({ refundId: pending.refundId, reason: why.message }, 'the provider refused a refund');
  const refund = await refundRows.findForUpdate(tx, pending.refundId);
  if (refund?.status !== 'pending') return;
  await refundRows.save(tx, pending.refundId, { status: 'failed' });
}

async function recordPendingRefund(deps: TBillingDeps, input: TRefundInput) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const transaction = await transactionRows.findForUpdate(tx, input.transactionId);
    if (!transaction) throw new AppError('transactionNotFound');
    if (transaction.result !== 'success') {
      throw new AppError('refundFailed', `Only a paid transaction can be refunded; this one is ${transaction.result}`);
    }
    const left =
      transaction.payAmount - transaction.refundedAmount - (await sumPendingRefunds(tx, transaction.transactionId));
    if (input.amount > left) {
      const most = formatMoney(left, transaction.currency);
      throw new AppError('badRequest', `refundAmount: at most ${left} (${most}) is left to refund of this transaction`);
    }
    const refund = await refundRows.insert(tx, {
      refundId: randomUUID(),
      transactionId: transaction.transactionId,
      amount: input.amount,
      reason: input.reasonType,
      description: input.description,
      isFullRefund: input.amount === left,
      staffId: input.staffId,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await recordStaffAction(
      tx,
      { staffId: input.staffId, reason: `${input.reasonType}: ${input.description}` },
      { action: 'transaction-refunded', target: `transaction:${transaction.transactionId}`, at: now },
    );
    return { refund, transaction };
  });
}

/**
 * Step 3 after the provider gave the money back, in the caller's transaction (with its outbox). A
 * refund already settled (the staff request and the scheduler both asked) is answered as it is, so
 * the amount is counted and the event written once.
 */
export async function applyRefundSuccess(
  tx: TBillingTx,
  publish: TPublish,
  pending: TRefundRow,
  providerRef: string,
  now: Date,
): Promise<{ refund: TRefundRow; transaction: TTransactionRow }> {
  const current = (await refundRows.findForUpdate(tx, pending.refundId))!;
  if (current.status !== 'pending') {
    return { refund: current, transaction: (await transactionRows.find(tx, current.transactionId))! };
  }
  const refund = await refundRows.save(tx, pending.refundId, { status: 'succeeded', providerRef });
  const locked = (await transactionRows.findForUpdate(tx, refund.transactionId))!;
  const refundedAmount = locked.refundedAmount + refund.amount;
  const isAllBack = refundedAmount >= locked.payAmount;
  const transaction = await transactionRows.save(tx, locked.transactionId, {
    refundedAmount,
    ...(isAllBack ? { result: 'refunded' } : {}),
  });
  const customer = await requireMailee(tx, transaction.userId);
  await publish(refundIssuedEvent(customer, refund, transaction.currency));
  if (isAllBack && transaction.kind === 'first-payment') {
    const by = { staffId: refund.staffId, now };
    for (const event of await endRefundedSubscriptions(tx, customer, transaction, by)) await publish(event);
  }
  return { refund, transaction };
}

/**
 * The rule (docs/contracts/billing.md#refunds): when all of a first payment is back, what it paid
 * for is not paid for; each of its subscriptions still usable ends now, as a staff cancellation.
 * A refunded renewal leaves the subscription as it is (staff may cancel it on its own).
 */
async function endRefundedSubscriptions(
  tx: TBillingTx,
  customer: TMailee,
  transaction: TTransactionRow,
  by: { staffId: string; now: Date },
) {
  const events = [];
  for (const line of await listTransactionLines(tx, transaction.transactionId)) {
    const subscription = await subscriptionRows.findForUpdate(tx, line.subscriptionId);
    if (!subscription || !isLive(subscription)) continue;
    const expired = await expireByStaff(tx, subscription, { ...by, transactionId: transaction.transactionId });
    events.push(subscriptionExpiredEvent(customer, expired, { reason: 'staff-cancelled', expiredAt: by.now }));
  }
  return events;
}
