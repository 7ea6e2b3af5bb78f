import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { refundRows } from '../../db/refund-repository.ts';
import { refunds } from '../../db/schema.ts';
import { RefundRefused } from '../../payments/refunds.ts';
import { transactionRows } from '../../db/transaction-repository.ts';
import { applyRefundSuccess, askProviderForRefund, markRefundFailed } from '../../use-cases/refund-transaction.ts';
import { dueRowJob } from '../billing-job.ts';

/**
 * How long a refund may stay `pending` before the scheduler finishes it: far longer than the staff
 * request's own provider call (its timeout and retries), so the job does not race a live request.
 */
export const pendingRefundGraceMs = 5 * 60_000;

/**
 * Refunds left `pending` (the service stopped, or the provider's answer was lost, between asking the
 * provider and recording its answer) are asked again with the same idempotency key — the provider
 * answers with the refund it already made, or makes it once — and settled exactly as the staff
 * request does (use-cases/refund-transaction.ts): succeeded with its event and, for all of a first
 * payment, its subscriptions ended; or failed. Settling takes the row out of what is due; a call
 * that fails without an answer rolls back and is tried again next pass.
 */
export const finishPendingRefunds = dueRowJob({
  name: 'finish-pending-refunds',
  claimNext: (tx, now, skipIds) =>
    refundRows.claimNext(
      tx,
      and(eq(refunds.status, 'pending'), lte(refunds.createdAt, new Date(now.getTime() - pendingRefundGraceMs))),
      asc(refunds.createdAt),
      skipIds,
    ),
  idOf: (refund) => refund.refundId,
  async handle(tx, publish, refund, { deps, now }) {
    // The provider is asked with the row locked: its calls and retries (about a minute at worst)
    // may outlast the pool's idle-in-transaction limit, which would end the session before the
    // answer is recorded (the refund then waits for the next pass).
    await tx.execute(sql`set local idle_in_transaction_session_timeout = '180s'`);
    const transaction = (await transactionRows.find(tx, refund.transactionId))!;
    const outcome = await askProviderForRefund(deps, refund, transaction);
    if (outcome instanceof RefundRefused) await markRefundFailed(tx, deps, refund, outcome);
    else await applyRefundSuccess(tx, publish, refund, outcome.providerRef, now);
  },
});
