import { randomUUID } from 'node:crypto';
import type { TBillingTestFile } from './billing-test-file.ts';

/**
 * A monthly NBA renewal of 99.00 paid through `providerRef`, written directly (stripe-mock keeps no
 * payments to refund); returns its id.
 */
export async function insertPaidRenewal(
  file: TBillingTestFile,
  setup: { userId: string; providerRef: string; invoiceNumber: string },
): Promise<string> {
  const transactionId = randomUUID();
  await file.query(
    `insert into billing.transactions (transaction_id, user_id, kind, platform, result, description, currency,
       income_amount, pay_amount, idempotency_key, provider_ref, paid_at, invoice_number)
     values ($1, $2, 'renewal', 1, 'success', 'NBA, monthly', 1, 9900, 9900, $3, $4, now(), $5)`,
    [transactionId, setup.userId, `checkout:${transactionId}`, setup.providerRef, setup.invoiceNumber],
  );
  return transactionId;
}

/**
 * What step 1 of a staff refund commits, at the file's now — the refund row `pending` and its audit
 * row — as a service that stopped before the provider's answer was recorded leaves it; returns its id.
 */
export async function insertPendingRefund(
  file: TBillingTestFile,
  refund: { transactionId: string; amount: number; isFullRefund: boolean; staffId: string; description: string },
): Promise<string> {
  const refundId = randomUUID();
  await file.query(
    `insert into billing.refunds (refund_id, transaction_id, amount, reason, description, is_full_refund, staff_id,
       status, created_at, updated_at)
     values ($1, $2, $3, 'other', $4, $5, $6, 'pending', $7, $7)`,
    [
      refundId,
      refund.transactionId,
      refund.amount,
      refund.description,
      refund.isFullRefund,
      refund.staffId,
      file.now(),
    ],
  );
  await file.query(
    `insert into billing.staff_actions (staff_id, action, target, reason, created_at)
     values ($1, 'transaction-refunded', $2, $3, $4)`,
    [refund.staffId, `transaction:${refund.transactionId}`, `other: ${refund.description}`, file.now()],
  );
  return refundId;
}
